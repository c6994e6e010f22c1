// Browser tests: play.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { SCREENSHOT, answerDecisions, clickHex, endPhase, hoverHex, phase, planTeachingCharge, startTeaching, test, tmp, unitHex, untilPhase } from '../harness.mjs'

test('the start screen lists the scenarios and refuses a bad rule mix with the loader messages', async ({ page, url }) => {
  await page.goto(url)
  await page.getByText('The Ford at Saint-Aubin').first().waitFor()
  assert.ok(await page.getByText('Hastings').first().isVisible())
  await page.locator('[data-scenario="teaching-ford"]').click()
  await page.locator('[data-plugin="hexes-med"] button').click() // remove the base rules
  await page.locator('[data-testid=start]').click()
  const errors = page.locator('[data-testid=start-errors]')
  await errors.waitFor()
  assert.match(await errors.textContent(), /cannot start/i)
})

test('moves a unit along a highlighted path, refuses an illegal move with the rule, undoes', async ({ page, url }) => {
  await startTeaching(page, url)
  assert.match(await page.locator('[data-testid=acting-side]').textContent(), /Free Company/)
  await page.locator('[data-unit="r-hc-1"]').click()
  await page.locator('.reach[data-hex="5,5"]').waitFor({ state: 'attached' })
  assert.ok((await page.locator('.reach').count()) > 20, 'reachable hexes are highlighted')
  await hoverHex(page, '5,5')
  assert.match(await page.locator('[data-testid=path-info]').textContent(), /5,5: 5 MP/)
  assert.equal(await page.locator('.path polyline').count(), 1, 'the path is drawn')
  await clickHex(page, '5,5')
  await page.waitForFunction(() => document.querySelector('[data-unit="r-hc-1"]')?.getAttribute('data-hex') === '5,5')
  assert.match(await page.locator('[data-testid=event-log]').textContent(), /Mounted men-at-arms moves 2,4 → 5,5/)

  // illegal: out of reach
  await page.locator('[data-unit="r-hi-1"]').click()
  await clickHex(page, '3,9')
  const toast = page.locator('[data-testid=rejection]')
  await toast.waitFor()
  assert.match(await toast.textContent(), /HM-MOVE-3/)
  assert.equal(await unitHex(page, 'r-hi-1'), '3,3')

  // undo a move
  await page.keyboard.press('Escape')
  await page.locator('[data-unit="r-hi-2"]').click()
  await clickHex(page, '4,4')
  await page.waitForFunction(() => document.querySelector('[data-unit="r-hi-2"]')?.getAttribute('data-hex') === '4,4')
  await page.locator('[data-testid=undo]').click()
  await page.waitForFunction(() => document.querySelector('[data-unit="r-hi-2"]')?.getAttribute('data-hex') === '3,5')
})

test('shows the odds of a combat, resolves it with its dice and follow-up decisions', async ({ page, url }) => {
  await startTeaching(page, url)
  const panel = await planTeachingCharge(page)
  // The outcome table is folded under the chances in short (review.e2e.mjs).
  await panel.locator('[data-testid=combat-odds] li').first().waitFor({ state: 'attached' })
  assert.match(await panel.locator('[data-fact=column]').textContent(), /3:1/)
  assert.match(await panel.locator('[data-testid=combat-modifiers]').textContent(), /Charge/)
  assert.match(await panel.locator('[data-outcome=DE]').textContent(), /1\/3/)
  await page.screenshot({ path: SCREENSHOT })
  await panel.locator('[data-testid=attack-button]').click()
  await page.locator('[data-testid=combat-result-label]').waitFor()
  assert.match(await page.locator('[data-testid=combat-result-label]').textContent(), /vs 1 at 3:1, die \d/)
  assert.match(await page.locator('[data-testid=event-log]').textContent(), /Combat: /)
  await answerDecisions(page)
  assert.equal(await page.locator('[data-testid=decision-panel]').count(), 0)
})

test('transfers a leader in the leader phase to a highlighted unit', async ({ page, url }) => {
  await startTeaching(page, url)
  await untilPhase(page, 'leader')
  await page.locator('[data-unit="r-hc-1"]').click()
  await page.locator('.target[data-target-hex="3,3"]').waitFor({ state: 'attached' })
  await clickHex(page, '3,3')
  await page.waitForFunction(() => /Sir Geoffrey/.test(document.querySelector('[data-unit="r-hi-1"]')?.getAttribute('aria-label') ?? ''))
  assert.match(await page.locator('[data-testid=event-log]').textContent(), /HM-LDR/)
})

test('saves to a file and loads it back; resumes the autosave after a reload', async ({ page, url }) => {
  await startTeaching(page, url)
  await page.locator('[data-unit="r-lc-1"]').click()
  await clickHex(page, '4,8')
  await page.waitForFunction(() => document.querySelector('[data-unit="r-lc-1"]')?.getAttribute('data-hex') === '4,8')
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid=save]').click()])
  const file = join(tmp, 'save.json')
  await download.saveAs(file)
  const save = JSON.parse(readFileSync(file, 'utf8'))
  assert.equal(save.format, 'hexes-save/1')
  assert.equal(save.actions.length, 1)

  await page.reload()
  await page.locator('[data-testid=resume]').waitFor()
  await page.locator('[data-testid=start-load-input]').setInputFiles(file)
  await page.locator('[data-testid=turn-label]').waitFor()
  await page.waitForFunction(() => document.querySelector('[data-unit="r-lc-1"]')?.getAttribute('data-hex') === '4,8')

  await page.locator('[data-testid=quit]').click()
  await page.locator('[data-testid=resume]').click()
  await page.waitForFunction(() => document.querySelector('[data-unit="r-lc-1"]')?.getAttribute('data-hex') === '4,8')
})

test('plays the teaching scenario to its victory screen, then replays it', async ({ page, url }) => {
  await startTeaching(page, url)
  for (let i = 0; i < 80; i++) {
    if (await page.locator('[data-testid=victory-screen]').isVisible().catch(() => false)) break
    await answerDecisions(page)
    await endPhase(page)
  }
  const screen = page.locator('[data-testid=victory-screen]')
  await screen.waitFor()
  assert.match(await screen.textContent(), /Men of Saint-Aubin win/)
  assert.match(await page.locator('[data-testid=event-log]').textContent(), /win: Saint-Aubin is not taken/)
  await screen.getByText('Replay the battle').click()
  await page.locator('[data-testid=replay-bar]').waitFor()
  assert.match(await page.locator('[data-testid=replay-step]').textContent(), /Action 0 of/)
  await page.locator('[data-testid=replay-next]').click()
  assert.match(await page.locator('[data-testid=replay-step]').textContent(), /Action 1 of/)
})

test('switches to French', async ({ page, url }) => {
  await page.goto(url)
  await page.locator('[data-testid=language]').selectOption('fr')
  await page.getByText('Choisir une bataille').waitFor()
  await page.locator('[data-testid=start]').click()
  await page.getByText('Fin de phase').first().waitFor()
})
