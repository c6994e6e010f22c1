// Browser tests: a web pack that does not ship with Hexes (e2e/packs/drill: a rule plugin, a
// scenario and a UI module with an action descriptor and a panel), built into the app through
// HEXES_WEB_PACKS with no change to the app's code, and played.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { APP_DIR, packApp } from '../browser.mjs'
import { endPhase, phase, test } from '../harness.mjs'

test('a web pack that is not shipped adds a rule plugin, an action with a descriptor and a panel, played with no app code', async ({ page }) => {
  // The app's code names no plugin: the game view imports no plugin package.
  const view = readFileSync(join(APP_DIR, 'src', 'views', 'GameView.vue'), 'utf8')
  assert.doesNotMatch(view, /from '@hexes\/plugin-/)
  const { url } = await packApp('drill', 'dist-e2e-packs')
  await page.goto(url)
  await page.locator('[data-scenario="drill-ford"]').click()
  await page.locator('.seed input').fill('1')
  await page.locator('[data-testid=start]').click()
  await page.locator('[data-testid=turn-label]').waitFor()
  const panel = page.locator('[data-testid=drill-panel]')
  await panel.waitFor()
  assert.match(await panel.textContent(), /Signals sent: 0/)

  // The leader-movement phase, where the drill plugin adds its action.
  for (let i = 0; i < 4 && !/Leader/.test(await phase(page)); i++) await endPhase(page)
  assert.match(await phase(page), /Leader/)
  const actions = page.locator('[data-testid=described-actions]')
  await actions.locator('[data-action-type="drill/signal"]').click()
  assert.match(await page.locator('[data-testid=pick-step]').textContent(), /Pick a unit/)
  // The first pick: a unit lit on the map (the engine's candidates); a click on it picks it.
  const unitHex = await page.locator('[data-unit="r-hc-1"]').getAttribute('data-hex')
  await page.locator(`.target[data-target-hex="${unitHex}"]`).waitFor({ state: 'attached' })
  await page.locator('[data-unit="r-hc-1"]').click()
  assert.match(await page.locator('[data-testid=pick-step]').textContent(), /Mounted men-at-arms[\s\S]*Pick a hex/)
  // The second pick: a hex at most 2 away, lit; the confirm button plays the action.
  const lit = await page.locator('.target').evaluateAll((els) => els.map((e) => e.getAttribute('data-target-hex')))
  assert.ok(lit.length >= 7 && lit.length <= 19, `hexes within 2 are lit (${lit.length})`)
  await page.locator(`[data-pick="${lit[0]}"]`).click()
  await page.locator('[data-testid=pick-confirm]').click()
  await page.waitForFunction(() => /Signals sent: 1/.test(document.querySelector('[data-testid=drill-count]')?.textContent ?? ''))
  assert.match(await page.locator('[data-signal="r-hc-1"]').textContent(), new RegExp(`Mounted men-at-arms → ${lit[0]}`))
  assert.match(await page.locator('[data-testid=event-log]').textContent(), new RegExp(`signals to ${lit[0]}`))
  // The engine now refuses a second signal of that unit: it is no longer offered.
  await actions.locator('[data-action-type="drill/signal"]').click()
  assert.equal(await page.locator('[data-pick="r-hc-1"]').count(), 0)

  // The module's words follow the language.
  await page.locator('[data-testid=language]').selectOption('fr')
  await page.getByText('Signaux envoyés : 1').waitFor()
})
