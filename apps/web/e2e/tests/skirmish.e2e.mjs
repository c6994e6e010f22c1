// Browser tests: the skirmish rules at Boroughbridge (1322), all through the skirmish UI module.
/* global document */
import assert from 'node:assert/strict'
import { clickHex, hoverHex, phase, startScenario, test, untilStep, waitHex } from '../harness.mjs'

/** The dice seed with which the charge makes fewer than 3 skulls (no push-back) and the second exchange locks the melee. */
const SEED = 3

const card = (page, row) => page.locator(`[data-testid=unit-card] [data-card-row="${row}"]`)
const facingOf = (page, unit) => page.locator(`[data-unit="${unit}"] .facing-arrow`).getAttribute('data-facing')
/** The skulls shown in a dice group: its dice marked as successes. */
async function skulls(group) {
  return group.locator('.die[data-result=success]').count()
}

test('plays a skirmish at Boroughbridge: a flank charge with its odds and dice, the lock, then a volley', async ({ page, url }) => {
  await startScenario(page, url, 'boroughbridge-1322', SEED)

  // Every counter points its facing; the unit card tells HP, figures and facing.
  assert.equal(await facingOf(page, 'e-lancaster'), '0')
  assert.equal(await facingOf(page, 'r-schiltron'), '3')
  assert.match(await phase(page), /Charges/)
  // The legend names the skirmish terrain (the rules' terrain/<id>), not its ids.
  assert.match(await page.locator('[data-testid=terrain-legend]').textContent(), /Water.*Bridge.*Ford.*Hill.*Building.*Woods/s)
  await untilStep(page, 'movement', 'Rebel earls')

  // Turn 1: the Earl of Lancaster's knights ride to 16,10; the turn cost of every facing shows on the way.
  await page.locator('[data-unit="e-lancaster"]').click()
  assert.equal(await card(page, 'hp').textContent(), '15 / 15')
  assert.equal(await card(page, 'figures').textContent(), '5 / 5')
  assert.equal(await card(page, 'facing').textContent(), 'north')
  assert.match(await page.locator('[data-testid=move-info]').textContent(), /7 paces left/)
  await hoverHex(page, '16,10')
  assert.match(await page.locator('[data-testid=path-info]').textContent(), /Path to 16,10: 4 paces/)
  const costs = await page.locator('[data-testid=facing-costs]').textContent()
  assert.match(costs, /N: 4/, costs)
  assert.match(costs, /S: 7/, 'an about-face costs M/2 more (SK-MOVE-5)')
  assert.equal(await page.locator('.facings[data-facings-hex="16,10"] [data-facing-option]').count(), 6)
  await clickHex(page, '16,10')
  await page.locator('[data-testid=facing-choice] button[data-facing="0"]').click()
  await waitHex(page, 'e-lancaster', '16,10')
  assert.equal(await facingOf(page, 'e-lancaster'), '0')

  // The royal army's schiltron at the ford turns in place to face north-east: its flank opens to the south.
  await untilStep(page, 'movement', 'Royal army')
  await page.locator('[data-unit="r-schiltron"]').click()
  const turns = page.locator('[data-testid=turn-in-place]')
  // From south: a 60° wheel costs 1 pace, 120° two, the about-face M/2 = 2 (SK-MOVE-5, GAP-SK-02).
  assert.deepEqual(await turns.locator('button').allTextContents(), ['N: 2', 'NE: 2', 'SE: 1', 'SW: 1', 'NW: 2'])
  await turns.locator('button[data-facing="1"]').click()
  await page.waitForFunction(() => document.querySelector('[data-unit="r-schiltron"] .facing-arrow')?.getAttribute('data-facing') === '1')

  // Turn 2: the charge, declared by picking the charger (its reach shows), then its target.
  await untilStep(page, 'charges', 'Rebel earls')
  await page.locator('[data-action-type="sk/charge"]').click()
  await clickHex(page, '16,10')
  const reach = page.locator('[data-mark="skirmish/charge-reach"]')
  await reach.waitFor({ state: 'attached' })
  assert.match(await reach.getAttribute('aria-label'), /charge reach \(2M = 14 paces\)/)
  assert.ok(Number(await reach.getAttribute('data-mark-hexes')) > 20)
  await page.locator('.target[data-target-hex="16,5"]').waitFor({ state: 'attached' })
  await clickHex(page, '16,5')
  // Where it ends and the arc it comes in by, on the map and in the odds, before it is confirmed.
  await page.locator('[data-mark="skirmish/charge-end"][data-mark-hex="16,6"]').waitFor({ state: 'attached' })
  assert.equal(await page.locator('[data-mark="skirmish/charge-end"] text').textContent(), 'flank')
  const odds = page.locator('[data-testid=described-actions] [data-testid=plugin-odds]')
  await odds.waitFor()
  assert.equal(await odds.locator('[data-odds-view=charge] [data-odds-fact=arc]').textContent(), 'flank')
  assert.equal(await odds.locator('[data-odds-view=charge] [data-odds-fact=contact]').textContent(), '16,6')
  const charge = odds.locator('[data-odds-view="strike-0"]')
  assert.match(await charge.locator('h4').textContent(), /charge on Schiltron at the ford/)
  assert.equal(await charge.locator('[data-odds-fact=dice]').textContent(), '8', '5 figures + 3 heavy-cavalry dice (SK-CHARGE-5)')
  assert.equal(await charge.locator('[data-odds-line=hit]').getAttribute('data-probability'), '255/256', 'a skull on 4+: (1/2)^8 to miss them all')
  // What each die needs (SK-COMBAT-3): 4+, the knights' +1 against the schiltron's defence 4.
  assert.equal(await charge.locator('[data-odds-fact=needs]').textContent(), '4+')
  assert.equal(await charge.locator('[data-odds-fact=to-hit]').textContent(), '+1')
  assert.equal(await charge.locator('[data-odds-fact=defence]').textContent(), '4')
  assert.match(await charge.locator('[data-odds-line=push]').textContent(), /pushed back/)
  assert.match(await odds.locator('[data-odds-view="strike-1"] h4').textContent(), /return strike/)
  await page.screenshot({ path: '/tmp/skirmish-charge-odds.png' })
  await page.locator('[data-testid=pick-confirm]').click()
  await waitHex(page, 'e-lancaster', '16,6')
  assert.match(await page.locator('[data-testid=event-log]').textContent(), /The Earl of Lancaster's knights charges Schiltron at the ford in the flank/)
  const melee = page.locator('[data-mark="skirmish/melee-r-schiltron-e-lancaster"]')
  await melee.waitFor({ state: 'attached' })
  assert.equal(await melee.getAttribute('data-mark-dashed'), 'true', 'engaged, not yet locked')

  // The melee step: the charge exchange, its odds, then its dice die by die.
  await untilStep(page, 'melee', 'Rebel earls')
  await page.locator('[data-unit="e-lancaster"]').click()
  await page.locator('[data-unit="r-schiltron"]').click()
  const panel = page.locator('[data-testid=combat-panel]')
  await panel.locator('[data-testid=plugin-odds] [data-odds-view="strike-0"]').waitFor()
  assert.equal(await panel.locator('[data-odds-view="strike-0"] [data-odds-line=hit]').getAttribute('data-probability'), '255/256')
  await panel.locator('[data-testid=attack-button]').click()
  const dice = panel.locator('[data-testid=plugin-dice]')
  await dice.locator('[data-testid=dice-summary]').first().waitFor()
  const attack = dice.locator('[data-dice-group="strike-0-attack"]')
  assert.equal(await attack.locator('.die').count(), 8)
  const hits = await skulls(attack)
  assert.ok(hits < 3, `seed ${SEED}: fewer than 3 skulls, no push-back (${hits})`)
  assert.match(await attack.locator('[data-testid=dice-summary]').textContent(), new RegExp(`^Skulls: ${hits} of 8 dice`))
  // The dice show what they needed: a skull on 4+ (+1 to hit against defence 4), each die at 4 or more a skull.
  assert.equal(await attack.locator('[data-dice-fact=needs]').textContent(), '4+')
  assert.equal(await attack.locator('[data-dice-fact=to-hit]').textContent(), '+1')
  assert.equal(await attack.locator('[data-dice-fact=defence]').textContent(), '4')
  for (const d of await attack.locator('.die').all()) assert.equal(await d.getAttribute('data-result'), Number(await d.getAttribute('data-face')) >= 4 ? 'success' : 'failure')
  // The schiltron strikes back at −1 against a charger (SK-COMBAT-18): 5+ against the knights' defence 4.
  assert.equal(await dice.locator('[data-dice-group="strike-1-attack"] [data-dice-fact=needs]').textContent(), '5+')
  for (const d of await attack.locator('.die[data-face="6"]').all()) assert.equal(await d.getAttribute('data-natural'), 'top')
  for (const d of await attack.locator('.die[data-face="1"]').all()) assert.equal(await d.getAttribute('data-result'), 'failure')
  assert.equal(await dice.locator('[data-dice-group="strike-1-attack"]').count(), 1, 'the schiltron strikes back')
  assert.equal(await melee.getAttribute('data-mark-dashed'), 'true', 'one exchange: not locked yet')

  // The royal melee step: the second exchange locks the pair (SK-MELEE-1), marked on the map and the counters.
  await untilStep(page, 'melee', 'Royal army')
  await page.locator('[data-unit="r-schiltron"]').click()
  await page.locator('[data-unit="e-lancaster"]').click()
  await panel.locator('[data-testid=plugin-odds]').waitFor()
  await panel.locator('[data-testid=attack-button]').click()
  await page.waitForFunction(() => document.querySelector('[data-mark="skirmish/melee-r-schiltron-e-lancaster"]')?.getAttribute('data-mark-dashed') === 'false')
  assert.equal(await melee.locator('text').textContent(), 'L')
  assert.equal(await page.locator('[data-unit="e-lancaster"] [data-badge="L"]').count(), 1)
  assert.equal(await page.locator('[data-unit="r-schiltron"] [data-badge="L"]').count(), 1)
  assert.match(await page.locator('[data-testid=event-log]').textContent(), /Schiltron at the ford and The Earl of Lancaster's knights are locked in melee/)
  await page.locator('[data-unit="e-lancaster"]').click()
  assert.equal(await card(page, 'locked').textContent(), 'Schiltron at the ford')
  await page.screenshot({ path: '/tmp/skirmish-locked.png' })

  // Turn 3: the foresters' volley, with their range rings, its odds and its dice.
  await untilStep(page, 'shooting', 'Rebel earls')
  await page.locator('[data-unit="e-foresters"]').click()
  await page.locator('[data-mark="skirmish/range-short"]').waitFor({ state: 'attached' })
  assert.match(await page.locator('[data-mark="skirmish/range-short"]').getAttribute('aria-label'), /up to 8 paces/)
  assert.match(await page.locator('[data-mark="skirmish/range-long"]').getAttribute('aria-label'), /up to 16 paces/)
  await page.locator('[data-unit="r-archers"]').click()
  // The rings stay the shooter's while its volley is planned (the archers' longbow would reach 15 and 30).
  assert.match(await page.locator('[data-mark="skirmish/range-short"]').getAttribute('aria-label'), /up to 8 paces/)
  const volley = panel.locator('[data-testid=plugin-odds] [data-odds-view="strike-0"]')
  await volley.waitFor()
  assert.match(await volley.locator('h4').textContent(), /The earls' foresters: volley on Archers/)
  await page.screenshot({ path: '/tmp/skirmish-volley-odds.png' })
  await panel.locator('[data-testid=attack-button]').click()
  const shot = dice.locator('[data-dice-group="strike-0-attack"]')
  await shot.locator('[data-testid=dice-summary]').waitFor()
  assert.match(await shot.locator('[data-testid=dice-summary]').textContent(), new RegExp(`^Skulls: ${await skulls(shot)} of \\d+ dice`))
  await page.screenshot({ path: '/tmp/skirmish-game.png' })

  // The module's words follow the page's language.
  await page.locator('[data-testid=language]').selectOption('fr')
  await page.waitForFunction(() => /^Crânes : /.test(document.querySelector('[data-dice-group="strike-0-attack"] [data-testid=dice-summary]')?.textContent ?? ''))
  assert.match(await shot.locator('.facts').textContent(), /^Il faut \d\+Pour toucher [+−]?\d+Défense \d+$/)
  await page.locator('[data-unit="e-lancaster"]').click()
  assert.equal(await card(page, 'locked').textContent(), 'Schiltron du gué')
  assert.equal(await card(page, 'facing').textContent(), 'nord')
  assert.match(await page.locator('[data-testid=terrain-legend]').textContent(), /Eau.*Pont.*Gué.*Colline.*Bâtiment.*Bois/s)
})
