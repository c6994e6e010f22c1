// Browser tests: a scenario's variant picked on the start screen, Hastings with skirmish dice.
/* global document, window */
import assert from 'node:assert/strict'
import { clickHex, endPhase, phase, test, untilPhase } from '../harness.mjs'

/** Ends phases until the movement phase of the Normans in turn `turn`. */
async function untilNormanMovement(page, turn) {
  for (let i = 0; i < 12; i++) {
    const t = (await page.locator('[data-testid=turn-label]').textContent()) ?? ''
    const who = (await page.locator('[data-testid=acting-side]').textContent()) ?? ''
    if (t.startsWith(`Turn ${turn} `) && who.includes('Normans') && (await phase(page)).toLowerCase().includes('movement')) return
    await endPhase(page)
  }
  assert.fail(`never reached the Norman movement of turn ${turn}: ${await phase(page)}`)
}
async function moveTo(page, unit, hex) {
  await page.locator(`[data-unit="${unit}"]`).click()
  await clickHex(page, hex)
  await page.waitForFunction(([u, h]) => document.querySelector(`[data-unit="${u}"]`)?.getAttribute('data-hex') === h, [unit, hex])
}

test('picks Hastings with skirmish dice on the start screen: the rule plugins follow, a volley shows skirmish odds and dice, not the CRT nor its Tables button', async ({ page, url }) => {
  await page.goto(url)
  await page.locator('[data-scenario="hastings-1066"]').click()
  const variants = page.locator('[data-testid=variants]')
  assert.equal(await variants.locator('[data-variant=""] input').isChecked(), true, 'the scenario as written is the default')
  assert.deepEqual(await page.locator('[data-plugin]').evaluateAll((els) => els.map((e) => e.getAttribute('data-plugin'))), ['hexes-med'])
  const choice = variants.locator('[data-variant="skirmish-dice"]')
  assert.match(await choice.textContent(), /Skirmish dice/)
  assert.match(await choice.textContent(), /combat results table/)
  await choice.click()
  await page.locator('[data-plugin="skirmish-dice"]').waitFor()
  assert.deepEqual(await page.locator('[data-plugin]').evaluateAll((els) => els.map((e) => e.getAttribute('data-plugin'))), ['hexes-med', 'skirmish-dice'])
  assert.equal(await page.locator('[data-testid=chosen-name]').textContent(), 'Hastings — Skirmish dice')
  await page.screenshot({ path: '/tmp/variants-start.png' })
  await page.locator('.seed input').fill('5')
  await page.locator('[data-testid=start]').click()
  await page.locator('[data-testid=turn-label]').waitFor()
  await page.waitForFunction(() => !!window.__hexesMap)

  // The Norman archers walk up the slope in two turns; they face the way they last stepped (I-11).
  await moveTo(page, 'n-ar-2', '7,6')
  await untilNormanMovement(page, 2)
  await moveTo(page, 'n-ar-2', '7,5')
  assert.equal(await page.locator('[data-unit="n-ar-2"] .facing-arrow').getAttribute('data-facing'), '0')
  await page.locator('[data-unit="n-ar-2"]').click()
  assert.equal(await page.locator('[data-testid=unit-card] [data-card-row="hp"]').textContent(), '6 / 6')

  // The volley on the housecarls of the standards, on the ridge: its odds are the skirmish dice's.
  await untilPhase(page, 'combat')
  await page.locator('[data-unit="n-ar-2"]').click()
  await page.locator('[data-unit="s-ei-3"]').click()
  const panel = page.locator('[data-testid=combat-panel]')
  const strike = panel.locator('[data-testid=plugin-odds] [data-odds-view="strike-0"]')
  await strike.waitFor()
  assert.match(await strike.locator('h4').textContent(), /Norman archers: volley on Housecarls of the standards/)
  assert.equal(await strike.locator('[data-odds-fact=dice]').textContent(), '3', 'ranged strength 2 + 1 dice (I-05)')
  assert.equal(await strike.locator('[data-odds-line=hit]').getAttribute('data-probability'), '91/216', 'a skull on a natural 6 only: 1 - (5/6)^3 (defence 4, -1 for the hill)')
  assert.equal(await panel.locator('[data-fact=column]').count(), 0, 'no odds column: the CRT is not used (I-02)')
  assert.equal(await panel.locator('[data-testid=combat-charts-button]').count(), 0, 'no "Tables" button: there is no combat results table to show')
  await page.screenshot({ path: '/tmp/variants-volley-odds.png' })

  // The dice, die by die: a skull is a natural 6.
  await panel.locator('[data-testid=attack-button]').click()
  const attack = panel.locator('[data-testid=plugin-dice] [data-dice-group="strike-0-attack"]')
  await attack.locator('[data-testid=dice-summary]').waitFor()
  assert.equal(await attack.locator('.die').count(), 3)
  for (const d of await attack.locator('.die').all()) assert.equal(await d.getAttribute('data-result'), (await d.getAttribute('data-face')) === '6' ? 'success' : 'failure')
  assert.match(await attack.locator('[data-testid=dice-summary]').textContent(), /^Skulls: \d of 3 dice/)
  assert.doesNotMatch(await page.locator('[data-testid=event-log]').textContent(), /at \d:\d, die/, 'no CRT result in the log')
  await page.screenshot({ path: '/tmp/variants-volley-dice.png' })
})
