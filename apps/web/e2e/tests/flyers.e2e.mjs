// Browser test of issue #19: the flyers rules (SK-FLY-1..5) through the flyers UI module only. A
// giant bat (M10) flies over a river, attacks a guard on the far bank in the melee step and flies
// on over him. In S5 the bats need two turns to reach an enemy and have no pace left to fly on: the
// app is built with the test-only pack e2e/packs/flyers (HEXES_WEB_PACKS), whose small skirmish
// bats-over-the-river.json is made for it.
/* global document */
import assert from 'node:assert/strict'
import { packApp } from '../browser.mjs'
import { clickHex, hoverHex, startScenario, test, untilStep, waitHex } from '../harness.mjs'

/** The dice seed: with it the exchange costs the guard 2 HP and the bat 1, and neither falls. */
const SEED = 1
const BAT = 'b-bat'
const GUARD = 'g-guard'

test('flies a giant bat over a river: in flight, the move over the water, its attack and dice, then it flies on over the guard', async ({ page }) => {
  const { url } = await packApp('flyers', 'dist-e2e-flyers')
  await startScenario(page, url, 'e2e-bats-over-the-river', SEED)
  await untilStep(page, 'movement', 'The bats')
  const card = (row) => page.locator(`[data-testid=unit-card] [data-card-row="${row}"]`)

  // In flight (SK-FLY-1): the badge on its counter and the line on its card.
  assert.equal(await page.locator(`[data-unit="${BAT}"] [data-badge="fly"]`).count(), 1)
  await page.locator(`[data-unit="${BAT}"]`).click()
  assert.equal(await card('flight').textContent(), 'in flight')

  // Over the river (SK-FLY-1): the water hex costs no more than clear ground, the bank beyond is in reach.
  await page.locator('.reach[data-hex="5,5"]').waitFor({ state: 'attached' })
  assert.equal(await page.locator('.reach[data-hex="5,5"]').getAttribute('data-cost'), '6', 'three hexes, one of them water: 6 paces')
  await hoverHex(page, '5,5')
  assert.match(await page.locator('[data-testid=path-info]').textContent(), /Path to 5,5: 6 paces/)
  await clickHex(page, '5,5')
  await page.locator('[data-testid=facing-choice] button[data-facing="0"]').click()
  await waitHex(page, BAT, '5,5')
  assert.match(await page.locator('[data-testid=event-log]').textContent(), /Giant bat moves 5,8 → 5,5 \(6 paces\)/)

  // A flyer does not charge (SK-FLY-3): into contact by its move, then its attack in the melee step.
  await untilStep(page, 'melee', 'The bats')
  await page.locator(`[data-unit="${BAT}"]`).click()
  await page.locator(`[data-unit="${GUARD}"]`).click()
  const panel = page.locator('[data-testid=combat-panel]')
  await panel.locator('[data-testid=plugin-odds] [data-odds-view="strike-0"]').waitFor()
  await panel.locator('[data-testid=attack-button]').click()
  const dice = panel.locator('[data-testid=plugin-dice]')
  await dice.locator('[data-testid=dice-summary]').first().waitFor()
  const attack = dice.locator('[data-dice-group="strike-0-attack"]')
  assert.equal(await attack.locator('.die').count(), 1, 'one figure, one attack')
  assert.match(await attack.locator('[data-testid=dice-summary]').textContent(), /^Skulls: [01] of 1 dice/)
  assert.equal(await dice.locator('[data-dice-group="strike-1-attack"]').count(), 1, 'the guard strikes back')

  // The fly-on (SK-FLY-4): its words as a button, its reach shaded on the map for the selected bat.
  await page.locator(`[data-unit="${BAT}"]`).click()
  const reach = page.locator(`[data-mark="flyers/fly-on-${BAT}"]`)
  await reach.waitFor({ state: 'attached' })
  assert.equal(await reach.getAttribute('aria-label'), 'Where Giant bat may fly on to')
  assert.equal(await reach.getAttribute('data-mark-hexes'), '3', 'what is left of M 10 after 6 paces: 4 paces, 2 hexes')
  const flyOn = page.locator('[data-action-type="fly/on"]')
  assert.match(await flyOn.textContent(), /^\s*fly on \(3\)\s*$/)
  await flyOn.click()
  await page.locator(`[data-pick="${BAT}"]`).click()
  // Over the guard to the hex behind him.
  await page.locator('[data-pick="5,3"]').click()
  await page.locator('[data-testid=pick-confirm]').click()
  await waitHex(page, BAT, '5,3')
  assert.equal(await page.locator(`[data-unit="${GUARD}"]`).getAttribute('data-hex'), '5,4')
  assert.match(await page.locator('[data-testid=event-log]').textContent(), /Giant bat moves 5,5 → 5,3 \(4 paces\)/)
  // Flown on once (GAP-SK-26): no fly-on left.
  await page.waitForFunction(() => !document.querySelector('[data-action-type="fly/on"]'))
  assert.equal(await page.locator(`[data-mark="flyers/fly-on-${BAT}"]`).count(), 0)
})
