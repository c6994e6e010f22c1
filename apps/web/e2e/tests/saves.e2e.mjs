// Saves are not trusted: files from outside and the autosave are checked before a game is rebuilt.
import assert from 'node:assert/strict'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { clickHex, startTeaching, test, tmp } from '../harness.mjs'

/**
 * Loads `file` from the start screen and returns the message shown once it matches `expected`
 * (the refusal of the file before may still show for a moment: the page reads the file async).
 * Times out with the last message seen.
 */
async function loadRefused(page, file, expected) {
  await page.locator('[data-testid=start-load-input]').setInputFiles(file)
  const errors = page.locator('[data-testid=start-errors]')
  let text = ''
  for (let i = 0; i < 50; i++) {
    text = (await errors.count()) ? ((await errors.textContent()) ?? '') : ''
    if (expected.test(text)) return text
    await page.waitForTimeout(100)
  }
  return text
}

test('a tampered save and a save with dice are refused with a message', async ({ page, url }) => {
  await startTeaching(page, url)
  await page.locator('[data-unit="r-lc-1"]').click()
  await clickHex(page, '4,8')
  await page.waitForFunction(() => document.querySelector('[data-unit="r-lc-1"]')?.getAttribute('data-hex') === '4,8')
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid=save]').click()])
  const real = join(tmp, 'saves-real.json')
  await download.saveAs(real)
  const save = JSON.parse(readFileSync(real, 'utf8'))
  assert.equal(save.actions.length, 1)

  // A CRT that only ever eliminates the defender, written into the setup the save records.
  const crt = Array.from({ length: 8 }, () => Array.from({ length: 6 }, () => 'DE'))
  const tampered = structuredClone(save)
  tampered.meta.setup.plugins[0].config = { ...tampered.meta.setup.plugins[0].config, crt }
  const tamperedFile = join(tmp, 'saves-tampered.json')
  writeFileSync(tamperedFile, JSON.stringify(tampered))
  const diceFile = join(tmp, 'saves-dice.json')
  writeFileSync(diceFile, JSON.stringify({ ...save, dice: [6, 6, 6, 6] }))

  await page.reload()
  await page.locator('[data-testid=resume]').waitFor()
  const tamperedEn = /This save was changed by hand and is refused: meta\.setup\.plugins\[0\]\.config\.crt/
  let text = await loadRefused(page, tamperedFile, tamperedEn)
  assert.match(text, tamperedEn)
  assert.match(text, /"crt" is not the scenario's/)
  const diceEn = /This save plays scripted dice \(dice\): it is a test file, not a game, and is refused/
  text = await loadRefused(page, diceFile, diceEn)
  assert.match(text, diceEn)
  assert.equal(await page.locator('[data-testid=turn-label]').count(), 0)

  // The same refusal in French.
  await page.locator('[data-testid=language]').selectOption('fr')
  const tamperedFr = /Cette sauvegarde a été modifiée à la main et elle est refusée : meta\.setup\.plugins\[0\]\.config\.crt/
  text = await loadRefused(page, tamperedFile, tamperedFr)
  assert.match(text, tamperedFr)
  await page.locator('[data-testid=language]').selectOption('en')

  // The autosave is checked too: the same tampering in this browser's storage is refused on resume.
  await page.evaluate((t) => {
    const a = JSON.parse(localStorage.getItem('hexes.autosave'))
    localStorage.setItem('hexes.autosave', JSON.stringify({ ...a, save: t }))
  }, tampered)
  await page.reload()
  await page.locator('[data-testid=resume]').click()
  await page.locator('[data-testid=start-errors]').waitFor()
  assert.match(await page.locator('[data-testid=start-errors]').textContent(), /changed by hand and is refused: meta\.setup\.plugins\[0\]\.config\.crt/)

  // The real save still loads.
  await page.locator('[data-testid=start-load-input]').setInputFiles(real)
  await page.locator('[data-testid=turn-label]').waitFor()
  await page.waitForFunction(() => document.querySelector('[data-unit="r-lc-1"]')?.getAttribute('data-hex') === '4,8')
})
