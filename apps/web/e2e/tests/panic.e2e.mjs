// Browser tests: the skirmish morale rules at Lewes (1264), all through the UI (the skirmish and
// skirmish morale UI modules): the Lord Edward's charge breaks the Londoners, his pursuit catches
// them, and they rally in their next turn.
/* global document */
import assert from 'node:assert/strict'
import { clickHex, startScenario, test, untilStep, waitHex } from '../harness.mjs'

/**
 * The dice seed with which, after the Londoners come two hexes south (turns 1 and 2), Edward's
 * charge on the rearward company passes its fear test, the melee step breaks both companies (the
 * rearward off the battlefield, Segrave's men five paces to 13,4), Edward's pursuit catches
 * Segrave's men, and they rally in turn 3 (found with the engine first; the same in
 * plugins/skirmish-morale-ui/src/lewes.fixture.ts).
 */
const SEED = 88

const log = (page) => page.locator('[data-testid=event-log]')
/** The `i`-th log line of events of `type`. */
const line = (page, type, i = 0) => log(page).locator(`> li[data-type="${type}"]`).nth(i)
/** The faces of a dice group, with what each did (`2:success`, `3` for a dropped die). */
async function faces(group) {
  return group.locator('.die').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-face')}${e.getAttribute('data-result') ? `:${e.getAttribute('data-result')}` : ''}`))
}
const fact = (group, id) => group.locator(`[data-dice-fact="${id}"]`).textContent()
const summary = (group) => group.locator('[data-testid=dice-summary]').textContent()
const mark = (page, id) => page.locator(`[data-mark="skirmish-morale/${id}"]`)

/** Moves `unit` to `hex`, facing south, through the map and the facing choice. */
async function moveSouth(page, unit, hex) {
  await page.locator(`[data-unit="${unit}"]`).click()
  await clickHex(page, hex)
  await page.locator('[data-testid=facing-choice] button[data-facing="3"]').click()
  await waitHex(page, unit, hex)
}

test('panic at Lewes: a charge breaks the Londoners, the pursuit catches them, and they rally, with every die and Cd shown', async ({ page, url }) => {
  await startScenario(page, url, 'lewes-1264', SEED)

  // Turns 1 and 2: both companies of Londoners come two hexes south (out of Montfort's 12 paces for the rearward).
  for (const [a, b] of [['15,5', '13,5'], ['15,6', '13,6']]) {
    await untilStep(page, 'movement', 'barons')
    await moveSouth(page, 'b-londoners-2', a)
    await moveSouth(page, 'b-londoners', b)
    await untilStep(page, 'charges', 'Royal')
  }

  // Edward's knights cause fear: the rearward tests on their own Cd 5, 3d6 keeping the two lowest.
  await page.locator('[data-action-type="sk/charge"]').click()
  await clickHex(page, '14,9')
  await page.locator('.target[data-target-hex="15,6"]').waitFor({ state: 'attached' })
  await clickHex(page, '15,6')
  await page.locator('[data-testid=pick-confirm]').click()
  await waitHex(page, 'r-edward', '14,7')
  const fear = line(page, 'sk-morale/test').locator('[data-dice-group=test]')
  await fear.waitFor()
  assert.match(await fear.locator('.label').textContent(), /^Londoners of the rearward: fear test \(a frightening enemy\)$/)
  assert.deepEqual(await faces(fear), ['3', '2:success', '1:success'], 'the 3 is dropped (SK-MORALE-11)')
  assert.equal(await fact(fear, 'total'), '1 + 2 = 3')
  assert.equal(await fact(fear, 'cd'), '5')
  assert.equal(await fact(fear, 'cd-source'), 'its own')
  assert.equal(await summary(fear), 'Holds: 3 is below Cd 5')

  // The melee step: the charge's exchange; both Londoner companies fail the post-melee test (1d6 + 4).
  await untilStep(page, 'melee', 'Royal')
  await page.locator('[data-unit="r-edward"]').click()
  await page.locator('[data-unit="b-londoners-2"]').click()
  await page.locator('[data-testid=combat-panel] [data-testid=attack-button]').click()
  const decision = page.locator('[data-testid=decision-panel]')
  await decision.waitFor()
  const rearward = line(page, 'sk-morale/test', 1).locator('[data-dice-group=test]')
  assert.match(await rearward.locator('.label').textContent(), /post-melee test \(after the melee, 4 more casualties\)/)
  assert.deepEqual(await faces(rearward), ['2:failure'])
  assert.equal(await fact(rearward, 'total'), '2 + 4 = 6')
  assert.equal(await summary(rearward), 'Fails: 6 is not below Cd 5')
  // Segrave's men fail, are re-rolled near the great banner (SK-MORALE-21), and fail again.
  const segrave = line(page, 'sk-morale/test', 2)
  assert.deepEqual(await faces(segrave.locator('[data-dice-group=test-first]')), ['3:failure'])
  assert.equal(await summary(segrave.locator('[data-dice-group=test-first]')), 'Failed: 7, not below Cd 5; re-rolled')
  assert.equal(await fact(segrave.locator('[data-dice-group=test]'), 'total'), '6 + 4 = 10')
  assert.equal(await fact(segrave.locator('[data-dice-group=test]'), 'reroll'), "the great banner, Montfort's standard on its car (within 12 paces)")
  // Their flights: the rearward off the battlefield (M 4 + 10), Segrave's men 5 paces to 13,4, on the map and in the log.
  assert.equal(await summary(line(page, 'sk-morale/flight', 0).locator('[data-dice-group=flight]')), 'Flees 14 paces off the battlefield: lost for the game')
  const flight = line(page, 'sk-morale/flight', 1).locator('[data-dice-group=flight]')
  assert.deepEqual(await faces(flight), ['1'])
  assert.equal(await fact(flight, 'paces'), 'M 4 + 1 = 5')
  await waitHex(page, 'b-londoners', '13,4')
  assert.equal(await page.locator('[data-unit="b-londoners"] [data-badge="F"]').count(), 1, 'the fleeing badge')
  for (const [k, from, to] of [[0, '13,6', '13,5'], [1, '13,5', '13,4']]) {
    const step = mark(page, `flight-b-londoners-${k}`)
    assert.equal(await step.getAttribute('data-mark-from'), from)
    assert.equal(await step.getAttribute('data-mark-to'), to)
    assert.equal(await step.getAttribute('data-mark-dashed'), 'true')
  }
  assert.equal(await mark(page, 'flight-b-londoners-end').getAttribute('data-mark-hex'), '13,4')
  assert.equal(await mark(page, 'flight-b-londoners-2-end').getAttribute('data-mark-hex'), '17,4')
  await page.locator('[data-testid=off-map] summary').click()
  assert.match(await page.locator('[data-off-map="b-londoners-2"]').textContent(), /fled off the battlefield: lost, not killed/)

  // Edward may pursue (SK-MORALE-4): the decision's answers in words; he pursues M 7 + 5 = 12 paces and catches them.
  assert.match(await decision.locator('h3').textContent(), /Pursue the fleeing unit\?/)
  assert.deepEqual(await decision.locator('.choices button').allTextContents(), [
    "The Lord Edward's household knights pursues Londoners under Nicholas de Segrave",
    "The Lord Edward's household knights lets Londoners under Nicholas de Segrave go",
  ])
  await decision.locator('.choices button').first().click()
  await waitHex(page, 'r-edward', '14,5')
  const pursuit = line(page, 'sk-morale/pursuit').locator('[data-dice-group=pursuit]')
  assert.deepEqual(await faces(pursuit), ['5'])
  assert.equal(await fact(pursuit, 'paces'), 'M 7 + 5 = 12')
  assert.equal(await summary(pursuit), "Caught: The Lord Edward's household knights reaches Londoners under Nicholas de Segrave after 12 paces")
  const strike = line(page, 'sk-morale/pursuit-attack').locator('[data-dice-group=pursuit-attack]')
  assert.deepEqual(await faces(strike), ['2', '3', '2', '2'])
  assert.equal(await summary(strike), '4 automatic hits, 4 HP lost by Londoners under Nicholas de Segrave')
  assert.equal(await mark(page, 'pursuit-r-edward-0').getAttribute('data-mark-from'), '14,7')
  const caught = mark(page, 'pursuit-r-edward-end')
  assert.equal(await caught.getAttribute('data-mark-hex'), '14,5')
  assert.equal(await caught.locator('text').textContent(), 'caught')
  await page.screenshot({ path: '/tmp/panic-pursuit.png' })

  // Turn 3: Segrave's men rally in their charge step (SK-MORALE-7), on Montfort's Cd 9 with the banner's re-roll.
  await untilStep(page, 'charges', 'barons')
  await page.locator('[data-action-type="sk-morale/rally"]').click()
  await clickHex(page, '13,4')
  await page.locator('[data-testid=pick-confirm]').click()
  const rally = line(page, 'sk-morale/test', 3)
  await rally.locator('[data-dice-group=test]').waitFor()
  assert.match(await rally.locator('[data-dice-group=test] .label').textContent(), /panic test \(to rally\)$/)
  assert.deepEqual(await faces(rally.locator('[data-dice-group=test-first]')), ['10:failure'])
  assert.deepEqual(await faces(rally.locator('[data-dice-group=test]')), ['1:success'])
  assert.equal(await fact(rally.locator('[data-dice-group=test]'), 'cd'), '9')
  assert.equal(await fact(rally.locator('[data-dice-group=test]'), 'cd-source'), 'the general, Simon de Montfort (within 12 paces)')
  assert.equal(await summary(rally.locator('[data-dice-group=test]')), 'Holds: 1 is below Cd 9')
  await page.locator('[data-unit="b-londoners"] [data-badge="R"]').waitFor()
  assert.equal(await mark(page, 'flight-b-londoners-end').count(), 0, 'a rallied unit\'s flight is not drawn')
  await page.locator('[data-unit="b-londoners"]').click()
  assert.equal(await page.locator('[data-testid=unit-card] [data-card-row=morale]').textContent(), 'rallied this turn')
  assert.equal(await page.locator('[data-testid=unit-card] [data-card-row=cd]').textContent(), "9, the general's: Simon de Montfort within 12 paces")
  await page.screenshot({ path: '/tmp/panic-rally.png' })

  // The module's words follow the page's language.
  await page.locator('[data-testid=language]').selectOption('fr')
  await page.waitForFunction(() => document.querySelector('[data-testid=unit-card] [data-card-row=morale]')?.textContent === 'ralliée ce tour')
  assert.equal(await summary(rally.locator('[data-dice-group=test]')), 'Tient : 1 est sous le Cd 9')
  assert.equal(await fact(rally.locator('[data-dice-group=test]'), 'cd-source'), 'le général, Simon de Montfort (à moins de 12 pas)')
  assert.equal(await summary(line(page, 'sk-morale/pursuit').locator('[data-dice-group=pursuit]')), 'Rattrapée : Chevaliers de la maison du prince Édouard atteint Londoniens de Nicolas de Segrave après 12 pas')
})
