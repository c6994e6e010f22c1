// Steps shared by the remote play browser tests.
import { endPhase } from './harness.mjs'

/** Waits until `unit` stands on `hex` in `page` (a move that arrives from the server). */
export const untilHex = (page, unit, hex, timeout = 20_000) => page.waitForFunction(([u, h]) => document.querySelector(`[data-unit="${u}"]`)?.getAttribute('data-hex') === h, [unit, hex], { timeout })

/** Opens a seat or spectator link and waits for the map and the open connection. */
export async function openLink(page, link) {
  await page.goto(link)
  await page.locator('[data-testid=remote-panel]').waitFor()
  await page.waitForFunction(() => !!window.__hexesMap)
  await page.waitForFunction(() => document.querySelector('[data-testid=remote-connection]')?.getAttribute('data-status') === 'open', null, { timeout: 15_000 })
}

/** `from` ends its phases until `to` gets "your turn". */
export async function handOver(from, to) {
  for (let i = 0; i < 4 && !(await to.locator('[data-testid=your-turn]').isVisible()); i++) {
    await endPhase(from)
    await from.waitForTimeout(300)
  }
  await to.locator('[data-testid=your-turn]').waitFor({ timeout: 20_000 })
}
