// The browser tests' harness: `test(name, fn)` registers a test (run by run.mjs, in file order),
// and the helpers the tests share. Each test file in tests/ imports what it needs from here.
import assert from 'node:assert/strict'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { APP_DIR } from './browser.mjs'

/** Where docs/screenshot.png (the README's) is written. */
export const SCREENSHOT = join(APP_DIR, '..', '..', 'docs', 'screenshot.png')
/** The docs folder the browser tests write screenshots to. */
export const DOCS = join(APP_DIR, '..', '..', 'docs')
/** A temporary folder for downloads and failure screenshots. */
export const tmp = mkdtempSync(join(tmpdir(), 'hexes-e2e-'))
/** The registered tests, in order. */
export const tests = []
/** Registers a browser test: `fn({ page, url })` runs on a fresh page with an empty localStorage. */
export const test = (name, fn) => tests.push({ name, fn })

export async function hexPoint(page, hex) {
  return page.evaluate((h) => window.__hexesMap.clientPointOf(h), hex)
}
export async function clickHex(page, hex) {
  const p = await hexPoint(page, hex)
  await page.mouse.click(p.x, p.y)
}
export async function hoverHex(page, hex) {
  const p = await hexPoint(page, hex)
  await page.mouse.move(p.x, p.y)
}
export async function unitHex(page, id) {
  return page.locator(`[data-unit="${id}"]`).getAttribute('data-hex')
}
/** Waits until the counter of `unit` stands on `hex`. */
export async function waitHex(page, unit, hex) {
  await page.waitForFunction(([u, h]) => document.querySelector(`[data-unit="${u}"]`)?.getAttribute('data-hex') === h, [unit, hex])
}
export async function startTeaching(page, url) {
  await startScenario(page, url, 'teaching-ford')
}
/** Starts a shipped scenario from the start screen with a dice seed (1 unless given). */
export async function startScenario(page, url, id, seed = 1) {
  await page.goto(url)
  await page.locator(`[data-scenario="${id}"]`).click()
  await page.locator('.seed input').fill(String(seed))
  await page.locator('[data-testid=start]').click()
  await page.locator('[data-testid=turn-label]').waitFor()
  await page.waitForFunction(() => !!window.__hexesMap)
}
/** Ends the phase, confirming the "units have not acted" warning when it appears. */
export async function endPhase(page) {
  await page.keyboard.press('e')
  const confirm = page.locator('[data-testid=confirm-end-phase]')
  if (await confirm.isVisible().catch(() => false)) await confirm.click()
}
/** Answers every pending decision with its first legal choice. */
export async function answerDecisions(page) {
  for (let i = 0; i < 10; i++) {
    const panel = page.locator('[data-testid=decision-panel]')
    if (!(await panel.isVisible().catch(() => false))) return
    await panel.locator('button:not(.rule-link)').first().click()
    await page.waitForTimeout(50)
  }
}
export async function phase(page) {
  return (await page.locator('[data-testid=phase-label]').textContent()) ?? ''
}
/** Ends phases until the step whose label has `step` (a word of it, any case) of the side whose name has `side`. */
export async function untilStep(page, step, side) {
  for (let i = 0; i < 12; i++) {
    const who = (await page.locator('[data-testid=acting-side]').textContent()) ?? ''
    if ((await phase(page)).toLowerCase().includes(step) && who.includes(side)) return
    await endPhase(page)
  }
  assert.fail(`never reached the ${step} of ${side}: ${await phase(page)}`)
}
export async function untilPhase(page, word) {
  for (let i = 0; i < 12 && !(await phase(page)).toLowerCase().includes(word); i++) await endPhase(page)
  assert.match((await phase(page)).toLowerCase(), new RegExp(word))
}
/**
 * Starts the teaching scenario (seed 1) with the computer playing the Free Company (the attacker,
 * first to move) at its weakest level; returns that level's value. The game screen is not awaited.
 */
export async function startTeachingAgainstComputer(page, url) {
  await page.goto(url)
  await page.locator('[data-scenario="teaching-ford"]').click()
  await page.locator('.seed input').fill('1')
  const row = page.locator('.player[data-side="routiers"]')
  await row.locator('[data-player=computer]').check()
  const level = row.locator('[data-testid=bot-level]')
  const weakest = await level.locator('option').first().getAttribute('value')
  await level.selectOption(weakest)
  await page.locator('[data-testid=start]').click()
  return weakest
}
/** Hot-seat teaching: the mounted men-at-arms move to 5,5 and, in the combat phase, plan their charge on the village militia. */
export async function planTeachingCharge(page) {
  await page.locator('[data-unit="r-hc-1"]').click()
  await clickHex(page, '5,5')
  await page.waitForFunction(() => document.querySelector('[data-unit="r-hc-1"]')?.getAttribute('data-hex') === '5,5')
  await untilPhase(page, 'combat')
  await page.locator('[data-unit="r-hc-1"]').click()
  await page.locator('[data-unit="f-mi-1"]').click()
  return page.locator('[data-testid=combat-panel]')
}
