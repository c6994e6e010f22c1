// Browser tests: computer.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { answerDecisions, clickHex, endPhase, phase, startTeachingAgainstComputer, test, tmp, unitHex } from '../harness.mjs'

test('plays the teaching scenario against the computer to its victory screen; the page stays responsive while it thinks', async ({ page, url }) => {
  // The computer plays the Free Company (the attacker, first to move) at its weakest level.
  const weakest = await startTeachingAgainstComputer(page, url)
  await page.locator('[data-testid=turn-label]').waitFor()
  await page.waitForFunction(() => !!window.__hexesMap)

  // Its turn: the thinking state names the side; the human cannot act for it; the map still pans.
  const thinking = page.locator('[data-testid=computer-thinking]')
  await thinking.waitFor()
  assert.match(await thinking.textContent(), /Computer is thinking… \(The Free Company\)/)
  assert.match(await page.locator('[data-testid=acting-side]').textContent(), /The Free Company to play \(computer\)/)
  assert.ok(await page.locator('[data-testid=end-phase]').isDisabled())
  const panned = await page.evaluate(() => {
    const m = window.__hexesMap
    const x = m.view.x
    const t0 = performance.now()
    m.panBy(40, 0)
    m.flush()
    return { moved: m.view.x - x, ms: performance.now() - t0 }
  })
  assert.equal(panned.moved, 40, 'the map pans while the computer thinks')
  const log = page.locator('[data-testid=event-log]')
  // Its first action is shown at the readable pace, then the rest of the game goes faster.
  await page.waitForFunction(() => /The Free Company: /.test(document.querySelector('[data-testid=computer-last]')?.textContent ?? ''))
  await page.locator('[data-testid=computer-pace]').selectOption('instant')

  // The human side (Men of Saint-Aubin) answers its decisions and ends its phases; the computer plays the rest.
  let sawSummary = false
  let moved = false
  let movementTried = false
  for (let i = 0; i < 400; i++) {
    if (await page.locator('[data-testid=victory-screen]').isVisible().catch(() => false)) break
    if (!sawSummary && (await page.locator('[data-testid=computer-summary]').isVisible().catch(() => false))) {
      // "What happened since my turn": the replay of the computer's turn.
      sawSummary = true
      assert.match(await page.locator('[data-testid=computer-summary]').textContent(), /The computer \(The Free Company\) played \d+ action/)
      await page.locator('[data-testid=computer-replay]').click()
      await page.locator('[data-testid=replay-bar]').waitFor()
      assert.match(await page.locator('[data-testid=replay-step]').textContent(), /Action \d+ of/)
      await page.locator('[data-testid=replay-bar]').getByText('Back to the game').click()
      await page.locator('[data-testid=replay-bar]').waitFor({ state: 'detached' })
    }
    if (await page.locator('[data-testid=decision-panel]').isVisible().catch(() => false)) await answerDecisions(page)
    else if (!movementTried && (await page.locator('[data-testid=end-phase]').isEnabled().catch(() => false)) && /Movement/.test(await phase(page))) {
      // The human's first movement phase: move a unit, take it back, move it again.
      const names = { 'f-li-1': 'Foresters', 'f-mi-2': 'Peasant levy', 'f-xb-1': 'Crossbowmen', 'f-mi-1': 'Village militia', 'f-hi-1': 'Sergeants of the manor' }
      for (const [id, name] of Object.entries(names)) {
        const from = await unitHex(page, id).catch(() => null)
        if (!from || !(await page.locator(`[data-unit="${id}"]`).isVisible())) continue
        await page.locator(`[data-unit="${id}"]`).click()
        const to = await page.locator('.reach').first().getAttribute('data-hex', { timeout: 500 }).catch(() => null)
        if (!to) continue
        const at = (h) => page.waitForFunction(([u, x]) => document.querySelector(`[data-unit="${u}"]`)?.getAttribute('data-hex') === x, [id, h])
        await clickHex(page, to)
        await at(to)
        await page.locator('[data-testid=undo]').click()
        await at(from)
        await page.locator(`[data-unit="${id}"]`).click()
        await clickHex(page, to)
        await at(to)
        assert.match(await log.textContent(), new RegExp(`${name} moves`))
        moved = true
        break
      }
      await page.keyboard.press('Escape')
      movementTried = true
    } else if (await page.locator('[data-testid=end-phase]').isEnabled().catch(() => false)) await endPhase(page)
    else await page.waitForTimeout(30)
  }
  const screen = page.locator('[data-testid=victory-screen]')
  await screen.waitFor()
  assert.ok(sawSummary, 'the computer turn summary was shown')
  assert.ok(moved, 'the human moved a unit')
  assert.match(await screen.textContent(), /win/)
  const text = await log.textContent()
  assert.match(text, /(Mounted men-at-arms|Hobelars|Dismounted men-at-arms|Gascon spearmen|English longbowmen|Brigands) moves/, 'computer moves are in the log')
  assert.match(text, /Combat: /, 'the computer attacked')
  // The save holds the setup (who plays what) and the computer's actions like any other.
  const [download] = await Promise.all([page.waitForEvent('download'), screen.getByText('Download the save file').click()])
  const file = join(tmp, 'computer.json')
  await download.saveAs(file)
  const save = JSON.parse(readFileSync(file, 'utf8'))
  assert.deepEqual(save.meta.setup.players, { routiers: 'computer', french: 'human' })
  assert.equal(save.meta.setup.bots.routiers, weakest)
  assert.ok(save.actions.filter((a) => a.side === 'routiers').length > 10, 'the computer played its turns')
})
