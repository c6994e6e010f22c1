// Browser tests: reviewing the other side's half-turn (arrows and combat marks on the map, named
// log lines) and the combat panel's chances in short.
import assert from 'node:assert/strict'
import { answerDecisions, endPhase, planTeachingCharge, startTeaching, startTeachingAgainstComputer, test } from '../harness.mjs'

/** Unit names by id, from the counters on the map (`aria-label`: "<name> (<side>), …"). */
async function unitNames(page) {
  return page.$$eval('[data-unit]', (els) => Object.fromEntries(els.map((e) => [e.getAttribute('data-unit'), (e.getAttribute('aria-label') ?? '').replace(/ \([^)]*\), .*$/, '')])))
}
/** The battle log's lines: type and text. */
async function logLines(page) {
  return page.$$eval('[data-testid=event-log] > li', (els) => els.map((e) => ({ type: e.getAttribute('data-type'), text: e.querySelector('.text')?.textContent ?? '' })))
}
const arrows = (page) => page.$$eval('[data-arrow-unit]', (els) => els.map((e) => ({ unit: e.getAttribute('data-arrow-unit'), from: e.getAttribute('data-arrow-from'), to: e.getAttribute('data-arrow-to'), type: e.getAttribute('data-arrow-type') })))
const combatMarks = (page) => page.$$eval('[data-combat-defender]', (els) => els.map((e) => ({ defender: e.getAttribute('data-combat-defender'), attackers: (e.getAttribute('data-combat-attackers') ?? '').split(' ') })))

test("the computer's half-turn review shows arrows and named log lines", async ({ page, url }) => {
  await startTeachingAgainstComputer(page, url)
  await page.locator('[data-testid=turn-label]').waitFor()
  await page.locator('[data-testid=computer-pace]').selectOption('instant')

  let reviewed = 0
  let combatsSeen = 0
  for (let i = 0; i < 600 && combatsSeen === 0 && reviewed < 6; i++) {
    if (await page.locator('[data-testid=victory-screen]').isVisible().catch(() => false)) break
    if (await page.locator('[data-testid=computer-summary]').isVisible().catch(() => false)) {
      await page.locator('[data-testid=computer-replay]').click()
      const bar = page.locator('[data-testid=replay-bar]')
      await bar.waitFor()
      // The start of the half-turn: nothing drawn yet; the names of every unit then on the map.
      assert.equal((await arrows(page)).length, 0)
      const names = await unitNames(page)
      const before = (await logLines(page)).length
      // One step on: that action's arrows only.
      await page.locator('[data-testid=replay-next]').click()
      const firstStep = await arrows(page)
      await bar.getByLabel('Last').click()
      await page.waitForFunction((n) => document.querySelectorAll('[data-arrow-unit]').length >= n, firstStep.length)
      const drawn = await arrows(page)
      const lines = (await logLines(page)).slice(before)
      // Every move the engine's log reports, by name, has its arrow from and to the same hexes.
      const moves = lines.filter((l) => l.type === 'moveCommitted').map((l) => l.text.match(/^(.+) moves (\d+,\d+) → (\d+,\d+) /))
      assert.ok(moves.length > 0 && moves.every(Boolean), `the computer's moves are in the log: ${lines.map((l) => l.text).join(' | ')}`)
      const moveArrows = drawn.filter((a) => a.type === 'moveCommitted')
      assert.deepEqual(moveArrows.map((a) => [names[a.unit], a.from, a.to]), moves.map((m) => [m[1], m[2], m[3]]))
      assert.ok(firstStep.length <= drawn.length)
      for (const l of lines) for (const id of Object.keys(names)) assert.ok(!l.text.includes(id), `"${l.text}" names units by name, not id (${id})`)
      // Every combat the log reports names its units, and is marked from its attackers to its defender.
      const combats = lines.filter((l) => l.type === 'combatResolved').map((l) => l.text.match(/^(.+) → (.+): Combat: /))
      assert.ok(combats.every(Boolean), 'combat lines name attackers and defender')
      const marks = await combatMarks(page)
      assert.deepEqual(marks.map((m) => [m.attackers.map((id) => names[id]).join(' + '), names[m.defender]]), combats.map((c) => [c[1], c[2]]))
      for (const a of drawn.filter((x) => x.type !== 'moveCommitted')) {
        assert.ok(lines.some((l) => l.type === a.type && l.text.startsWith(`${names[a.unit]} `) && l.text.includes(a.from) && l.text.includes(a.to)), `the ${a.type} arrow of ${a.unit} is in the log`)
      }
      combatsSeen += combats.length
      reviewed++
      await bar.getByText('Back to the game').click()
      await bar.waitFor({ state: 'detached' })
      assert.equal((await arrows(page)).length, 0, 'the arrows go with the replay')
    } else if (await page.locator('[data-testid=decision-panel]').isVisible().catch(() => false)) await answerDecisions(page)
    else if (await page.locator('[data-testid=end-phase]').isEnabled().catch(() => false)) await endPhase(page)
    else await page.waitForTimeout(30)
  }
  assert.ok(reviewed > 0, "a computer's half-turn was reviewed")
  assert.ok(combatsSeen > 0, `a reviewed half-turn had a combat (${reviewed} reviewed)`)
})

test('the combat panel shows the chances in short first, the full table folded', async ({ page, url }) => {
  await startTeaching(page, url)
  const panel = await planTeachingCharge(page)
  const summary = panel.locator('[data-testid=odds-summary]')
  await summary.waitFor()
  assert.match(await summary.locator('[data-summary=win]').textContent(), /\d+%\s*Defender eliminated or retreats\s*\d+\/\d+/)
  // Sir Geoffrey rides with the men-at-arms at full strength: no leader can be lost in this attack.
  assert.equal(await summary.locator('[data-summary=leader-lost]').count(), 0)
  // The charge is given (it moved, from outside any ZOC): nothing withheld.
  assert.match(await panel.locator('[data-testid=combat-modifiers]').textContent(), /Charge/)
  assert.equal(await panel.locator('[data-testid=odds-withheld]').count(), 0)
  const table = panel.locator('[data-testid=combat-outcomes]')
  assert.equal(await table.evaluate((d) => d.open), false)
  assert.equal(await panel.locator('[data-outcome=DE]').isVisible(), false)
  await table.locator('summary').click()
  assert.match(await panel.locator('[data-outcome=DE]').textContent(), /1\/3/)
  assert.ok(await panel.locator('[data-outcome=DE]').isVisible())
})
