// Browser tests of issue #19: the war-machine rules at the Ford of the Dead (S5, shipped), through
// the war machines UI module only.
import assert from 'node:assert/strict'
import { startScenario, test, untilStep } from '../harness.mjs'

/** The dice seed with which the bone catapult's first shot scatters 10 paces onto the great banner. */
const SEED = 8

test('aims the bone catapult at the Ford of the Dead: the template with each hex\'s exact chance, then the scatter and the damage', async ({ page, url }) => {
  await startScenario(page, url, 'ford-of-the-dead', SEED)
  await untilStep(page, 'shooting', 'undead')

  // The machine's card: loaded, nothing banked, its crew.
  await page.locator('[data-unit="u-catapult"]').click()
  const card = (row) => page.locator(`[data-testid=unit-card] [data-card-row="${row}"]`)
  assert.match(await card('reload').textContent(), /loaded/)
  assert.match(await card('banked').textContent(), /0 of 2/)
  assert.match(await card('crew').textContent(), /3 of 3 figures/)

  // Aiming: the shot is a described action; the machine, then its target.
  await page.locator('[data-action-type="wm/shoot"]').click()
  await page.locator('[data-pick="u-catapult"]').click()
  await page.locator('[data-pick="l-men-ford"]').click()
  // Every hex the template may cover is ringed with its chance; the aimed hex the likeliest.
  const aimed = page.locator('[data-mark="war-machines/aim-17,13"]')
  await aimed.waitFor({ state: 'attached' })
  assert.match(await aimed.locator('text').textContent(), /^\d+%$/)
  assert.match(await aimed.locator('title').textContent(), /^Hex 17,13: covered \d+% of the time \(\d+\/\d+\)$/)
  assert.ok(await page.locator('[data-mark^="war-machines/aim-"]').count() > 10, 'the scatter\'s hexes are ringed too')
  // The odds beside the confirm button: the misfire, exact.
  assert.equal(await page.locator('[data-odds-view=template] [data-odds-line=misfire]').getAttribute('data-probability'), '1/6')

  // Fire: the scatter from the aimed hex to where it landed, and the dice in the battle log.
  await page.locator('[data-testid=pick-confirm]').click()
  const scatter = page.locator('.mark-link[data-mark^="war-machines/shot-u-catapult-"]')
  await scatter.waitFor({ state: 'attached' })
  assert.equal(await scatter.getAttribute('data-mark-from'), '17,13')
  assert.match(await scatter.locator('title').textContent(), /scattered 10 paces, from 17,13 to /)
  const shot = page.locator('[data-testid=event-log] [data-type="wm/shot"]')
  assert.deepEqual(await shot.locator('[data-dice-group]').evaluateAll((els) => els.map((e) => e.getAttribute('data-dice-group'))), ['scatter', 'artillery'])
  assert.equal(await shot.locator('[data-dice-group=artillery] .die').first().getAttribute('data-face'), '10')
  assert.match(await shot.locator('[data-testid=dice-summary]').textContent(), /Scatter 10 paces/)
  // The damage of the unit it landed on.
  const hit = page.locator('[data-testid=event-log] [data-type="wm/hit"]')
  assert.match(await hit.locator('[data-testid=dice-summary]').textContent(), /figures? covered, 2 HP lost/)
  // The machine's card now: reloading.
  await page.locator('[data-unit="u-catapult"]').click()
  assert.match(await card('reload').textContent(), /reloading: 0 of 1 turns/)
})
