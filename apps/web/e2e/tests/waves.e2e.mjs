// Browser tests: waves.
import assert from 'node:assert/strict'
import { answerDecisions, clickHex, endPhase, phase, test } from '../harness.mjs'

test('plays a Successive Waves turn at Isandlwana: declares, places on the lit hexes, the time track jumps', async ({ page, url }) => {
  // Start Isandlwana from the start screen with dice seed 1.
  await page.goto(url)
  await page.locator('[data-scenario="isandlwana-1879"]').click()
  await page.locator('.seed input').fill('1')
  await page.locator('[data-testid=start]').click()
  await page.locator('[data-testid=turn-label]').waitFor()
  await page.waitForFunction(() => !!window.__hexesMap)
  const timeLabel = page.locator('[data-testid=time-label]')
  assert.match(await timeLabel.textContent(), /Time 1 \/ 12/)

  // Turn 1: the Zulu pass; the British pass their movement and leader phases, then shoot.
  for (let i = 0; i < 5; i++) await endPhase(page)
  assert.match(await phase(page), /Combat/)
  assert.match(await page.locator('[data-testid=acting-side]').textContent(), /British/)
  for (const [shooter, target] of [['c-e24', 'z-sk2'], ['c-rkt', 'z-sk4']]) {
    await page.locator(`[data-unit="${shooter}"]`).click()
    await page.locator(`[data-unit="${target}"]`).click()
    const panel = page.locator('[data-testid=combat-panel]')
    // The outcome table is folded under the chances in short (review.e2e.mjs).
    await panel.locator('[data-testid=combat-odds] li').first().waitFor({ state: 'attached' })
    await panel.locator('[data-testid=attack-button]').click()
    await page.locator('[data-testid=combat-result-label]').waitFor()
    await answerDecisions(page)
  }
  // With seed 1 both volleys are exchanges: the two skirmisher units are reduced.
  assert.match(await page.locator('[data-unit="z-sk2"]').getAttribute('aria-label'), /Reduced/)
  assert.match(await page.locator('[data-unit="z-sk4"]').getAttribute('aria-label'), /Reduced/)
  await endPhase(page)

  // Slot 6b: the Native player's Successive Waves phase and its panel.
  assert.match(await phase(page), /Successive Waves/)
  assert.match(await page.locator('[data-testid=acting-side]').textContent(), /Zulu/)
  const sw = page.locator('[data-testid=waves-panel]')
  await sw.waitFor()
  assert.match(await sw.locator('[data-testid=sw-cost]').textContent(), /advances 1 box, from 1 to 2 of 12/)
  assert.ok(await sw.locator('[data-remove-unit="z-sk2"]').isChecked())
  assert.ok(await sw.locator('[data-remove-unit="z-sk4"]').isChecked())
  await sw.locator('[data-testid=sw-leader]').selectOption('mavumengwana')
  assert.match(await sw.locator('[data-testid=sw-returning]').textContent(), /Units in the wave: 2 · Leader leaving the map: Mavumengwana/)
  assert.equal(await page.locator('.place').count(), 0, 'nothing lit before the declaration')

  await sw.locator('[data-testid=sw-declare]').click()
  // The time track jumps by the cost (1 for the first use) at once.
  await page.waitForFunction(() => document.querySelector('[data-testid=time-label]')?.getAttribute('data-time') === '2')
  assert.match(await timeLabel.textContent(), /Time 2 \/ 12/)
  assert.match(await page.locator('[data-testid=time-jump]').textContent(), /\+1/)
  assert.equal(await page.locator('[data-testid=time-track] li.current').getAttribute('data-box'), '2')
  assert.match(await sw.locator('[data-testid=sw-used]').textContent(), /jumped 1 box, to 2 of 12/)

  // The pool is listed off the map, and the first hex's legal hexes light up on the map.
  await page.locator('[data-testid=off-map] summary').click()
  assert.match(await page.locator('[data-off-map="z-sk2"]').textContent(), /to be placed with this wave/)
  assert.match(await page.locator('[data-off-map="mavumengwana"]').textContent(), /joins a unit of this wave/)
  assert.match(await sw.locator('[data-testid=sw-step]').textContent(), /First hex: at least 3 hexes/)
  const firstCount = Number(await sw.locator('[data-testid=sw-hexes]').getAttribute('data-count'))
  assert.ok(firstCount > 20, `many first hexes (${firstCount})`)
  assert.equal(await page.locator('.place').count(), firstCount)
  assert.equal(await page.locator('.place[data-place-hex="19,13"]').count(), 1)
  assert.equal(await page.locator('.place[data-place-hex="8,5"]').count(), 0)

  // An unlit hex is refused by the engine with the rule.
  await clickHex(page, '8,5')
  const toast = page.locator('[data-testid=rejection]')
  await toast.waitFor()
  assert.match(await toast.textContent(), /SW-9: The first hex of a wave must be at least 3 hexes from every enemy unit \(an enemy is 2 away\)/)
  await toast.locator('button:not(.rule-link)').click()

  // First hex, then the block: only the hexes next to it stay lit.
  await clickHex(page, '19,13')
  await page.waitForFunction(() => document.querySelector('[data-unit="z-sk2"]')?.getAttribute('data-hex') === '19,13')
  assert.match(await sw.locator('[data-testid=sw-step]').textContent(), /Next units: each next to a unit already placed/)
  assert.deepEqual((await page.locator('.place').evaluateAll((els) => els.map((e) => e.getAttribute('data-place-hex')))).sort(), ['18,13', '19,12'])
  await clickHex(page, '19,12')
  await page.waitForFunction(() => document.querySelector('[data-unit="z-sk4"]')?.getAttribute('data-hex') === '19,12')
  await sw.locator('[data-testid=sw-done]').waitFor()
  assert.equal(await page.locator('.place').count(), 0)
  assert.doesNotMatch(await page.locator('[data-unit="z-sk2"]').getAttribute('aria-label'), /Reduced/, 'restored to full strength')

  // The leader joins a placed unit, by clicking it on the map.
  await page.locator('.target[data-target-hex="19,13"]').waitFor({ state: 'attached' })
  await clickHex(page, '19,13')
  await page.waitForFunction(() => /Mavumengwana/.test(document.querySelector('[data-unit="z-sk2"]')?.getAttribute('aria-label') ?? ''))
  assert.match(await sw.locator('[data-testid=sw-leader-placed]').textContent(), /Mavumengwana kaNdlela leads uNokhenke skirmishers/)

  const log = page.locator('[data-testid=event-log]')
  assert.match(await log.textContent(), /Successive Waves, use 1: 2 units restored; the time track advances by 1 to 2/)
  assert.match(await log.textContent(), /uNokhenke skirmishers enters at 19,13 \(first hex of the wave\)/)

  // End the phase: turn 2 begins, the time track has moved on by the cost plus the turn's box.
  await sw.locator('[data-testid=sw-finish]').click()
  await page.waitForFunction(() => /Turn 2 \/ 12/.test(document.querySelector('[data-testid=turn-label]')?.textContent ?? ''))
  assert.match(await timeLabel.textContent(), /Time 3 \/ 12/)
  assert.match(await phase(page), /Movement/)
  assert.equal(await page.locator('[data-testid=waves-panel]').count(), 0)

  // The rules' words for the wave (the plugin's catalogue) follow the language.
  await page.locator('[data-testid=language]').selectOption('fr')
  await page.getByText('Vagues Successives, utilisation 1 : 2 unités rétablies ; le compteur du temps avance de 1, à 2').first().waitFor()
  assert.match(await log.textContent(), /Tirailleurs des uNokhenke entre en 19,13 \(premier hexagone de la vague\)/)
  assert.match(await timeLabel.textContent(), /Temps 3 \/ 12/)
  assert.match(await phase(page), /Mouvement/)
})
