// Browser tests of the web app: the production build served by `vite preview`, driven by
// playwright-core with Debian's Chromium. Each test asserts on what the page shows and fails on
// any console error. Also writes docs/screenshot.png (a game in progress) for the README.
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { APP_DIR, browserAvailable, launch, openPage, startPreview } from './browser.mjs'

if (!browserAvailable('web e2e')) process.exit(0)

const SCREENSHOT = join(APP_DIR, '..', '..', 'docs', 'screenshot.png')
const tmp = mkdtempSync(join(tmpdir(), 'hexes-e2e-'))
const tests = []
const test = (name, fn) => tests.push({ name, fn })

// ---- helpers -------------------------------------------------------------------------------
async function hexPoint(page, hex) {
  return page.evaluate((h) => window.__hexesMap.clientPointOf(h), hex)
}
async function clickHex(page, hex) {
  const p = await hexPoint(page, hex)
  await page.mouse.click(p.x, p.y)
}
async function hoverHex(page, hex) {
  const p = await hexPoint(page, hex)
  await page.mouse.move(p.x, p.y)
}
async function unitHex(page, id) {
  return page.locator(`[data-unit="${id}"]`).getAttribute('data-hex')
}
async function startTeaching(page, url) {
  await page.goto(url)
  await page.locator('[data-scenario="teaching-ford"]').click()
  await page.locator('.seed input').fill('1')
  await page.locator('[data-testid=start]').click()
  await page.locator('[data-testid=turn-label]').waitFor()
  await page.waitForFunction(() => !!window.__hexesMap)
}
/** Ends the phase, confirming the "units have not acted" warning when it appears. */
async function endPhase(page) {
  await page.keyboard.press('e')
  const confirm = page.locator('[data-testid=confirm-end-phase]')
  if (await confirm.isVisible().catch(() => false)) await confirm.click()
}
/** Answers every pending decision with its first legal choice. */
async function answerDecisions(page) {
  for (let i = 0; i < 10; i++) {
    const panel = page.locator('[data-testid=decision-panel]')
    if (!(await panel.isVisible().catch(() => false))) return
    await panel.locator('button').first().click()
    await page.waitForTimeout(50)
  }
}
async function phase(page) {
  return (await page.locator('[data-testid=phase-label]').textContent()) ?? ''
}
async function untilPhase(page, word) {
  for (let i = 0; i < 12 && !(await phase(page)).toLowerCase().includes(word); i++) await endPhase(page)
  assert.match((await phase(page)).toLowerCase(), new RegExp(word))
}

// ---- tests -----------------------------------------------------------------------------------
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
  await page.locator('[data-unit="r-hc-1"]').click()
  await clickHex(page, '5,5')
  await page.waitForFunction(() => document.querySelector('[data-unit="r-hc-1"]')?.getAttribute('data-hex') === '5,5')
  await untilPhase(page, 'combat')
  await page.locator('[data-unit="r-hc-1"]').click()
  await page.locator('[data-unit="f-mi-1"]').click()
  const panel = page.locator('[data-testid=combat-panel]')
  await panel.locator('[data-testid=combat-odds] li').first().waitFor()
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
    await panel.locator('[data-testid=combat-odds] li').first().waitFor()
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
  await toast.locator('button').click()

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
  assert.match(await log.textContent(), /uNokhenke skirmishers entre en 19,13 \(premier hexagone de la vague\)/)
  assert.match(await timeLabel.textContent(), /Temps 3 \/ 12/)
  assert.match(await phase(page), /Mouvement/)
})

test('plays the teaching scenario against the computer to its victory screen; the page stays responsive while it thinks', async ({ page, url }) => {
  await page.goto(url)
  await page.locator('[data-scenario="teaching-ford"]').click()
  await page.locator('.seed input').fill('1')
  // The computer plays the Free Company (the attacker, first to move) at its weakest level.
  const row = page.locator('.player[data-side="routiers"]')
  await row.locator('[data-player=computer]').check()
  const level = row.locator('[data-testid=bot-level]')
  const weakest = await level.locator('option').first().getAttribute('value')
  await level.selectOption(weakest)
  await page.locator('[data-testid=start]').click()
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

test('switches to French', async ({ page, url }) => {
  await page.goto(url)
  await page.locator('[data-testid=language]').selectOption('fr')
  await page.getByText('Choisir une bataille').waitFor()
  await page.locator('[data-testid=start]').click()
  await page.getByText('Fin de phase').first().waitFor()
})

// ---- runner ------------------------------------------------------------------------------------
mkdirSync(join(APP_DIR, '..', '..', 'docs'), { recursive: true })
const server = await startPreview()
const browser = await launch()
let passed = 0
let failed = 0
try {
  // HEXES_E2E_ONLY=<words>: run only the tests whose name contains them (development).
  for (const t of tests.filter((x) => !process.env.HEXES_E2E_ONLY || x.name.includes(process.env.HEXES_E2E_ONLY))) {
    const { page, errors } = await openPage(browser.context)
    const t0 = Date.now()
    try {
      await page.goto(server.url)
      await page.evaluate(() => localStorage.clear())
      await t.fn({ page, url: server.url })
      assert.deepEqual(errors, [], 'no console errors')
      passed++
      console.log(`  ✓ ${t.name} (${Date.now() - t0} ms)`)
    } catch (e) {
      failed++
      console.log(`  ✗ ${t.name}\n    ${String(e?.stack ?? e).split('\n').slice(0, 6).join('\n    ')}`)
      if (errors.length) console.log(`    console: ${errors.join('\n    ')}`)
      await page.screenshot({ path: join(tmp, `fail-${failed}.png`) }).catch(() => {})
    } finally {
      await page.close()
    }
  }
} finally {
  await browser.close()
  server.stop()
}
console.log(`${passed} passed, ${failed} failed`)
if (failed) console.log(`failure screenshots in ${tmp}`)
process.exit(failed ? 1 : 0)
