// Browser tests: fixes of issue #15 (refusals shown, icons drawn).
import assert from 'node:assert/strict'
import { endPhase, phase, startScenario, test } from '../harness.mjs'

/** Isandlwana with dice seed 1, in the British combat phase of turn 1. */
async function isandlwanaBritishFire(page, url) {
  await startScenario(page, url, 'isandlwana-1879')
  for (let i = 0; i < 5; i++) await endPhase(page)
  assert.match(await phase(page), /Combat/)
  assert.match(await page.locator('[data-testid=acting-side]').textContent(), /British/)
}

test('a refused ranged attack shows the line-of-sight rule and the blocking hex', async ({ page, url }) => {
  await isandlwanaBritishFire(page, url)
  // E Company (5,2) cannot see the right-horn skirmishers (3,0): the hill at 4,1 is in the way
  // (found with the engine: combatRefusals.test.ts).
  await page.locator('[data-unit="c-e24"]').click()
  await page.locator('[data-unit="z-sk1"]').click()
  const refused = page.locator('[data-testid=combat-panel] [data-testid=combat-rejected]')
  await refused.waitFor()
  const words = await refused.textContent()
  assert.match(words, /HM-COMBAT-4/)
  assert.match(words, /no line of sight/)
  assert.match(words, /Hill at 4,1/)
  assert.match(await page.locator('[data-testid=combat-defender]').textContent(), /skirmishers/i)
  assert.ok(await page.locator('[data-testid=attack-button]').isDisabled())
})

test('draws the time marker, the replay buttons and the leader star as SVG icons, with their names', async ({ page, url }) => {
  await startScenario(page, url, 'teaching-ford')
  const marker = page.locator('[data-testid=time-track] svg[data-icon=hourglass]')
  assert.equal(await marker.getAttribute('aria-label'), 'Time marker')
  const box = await marker.boundingBox()
  assert.ok(box && box.width > 0 && box.height > 0, 'the hourglass is drawn')
  assert.ok((await page.locator('.counter .leader .star').count()) > 0, 'leaders wear a drawn star')
  await page.locator('.menu summary').click()
  await page.locator('[data-testid=replay-all]').click()
  const bar = page.locator('[data-testid=replay-bar]')
  await bar.waitFor()
  for (const name of ['first', 'prev', 'play', 'next', 'last']) {
    const icon = bar.locator(`button svg[data-icon=${name}]`)
    const b = await icon.boundingBox()
    assert.ok(b && b.width > 0, `${name} is drawn`)
    assert.ok(await icon.locator('xpath=..').getAttribute('aria-label'), `${name} has a name`)
  }
  assert.doesNotMatch(await bar.textContent(), /[⏮◀⏸▶⏭]/)
})
