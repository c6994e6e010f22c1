// Browser tests: the map overlays (line of sight, enemy threat, both sides' ZOC, objectives).
/* global window, document */
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { createServer } from 'vite'
import { APP_DIR } from '../browser.mjs'
import { clickHex, hoverHex, test } from '../harness.mjs'

/** Computes the expected overlays in Node, from the engine (e2e/overlaysExpected.ts, loaded by Vite's SSR loader). */
async function expected(...args) {
  const server = await createServer({
    configFile: join(APP_DIR, 'vite.config.ts'), root: APP_DIR, logLevel: 'error', appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false }, ssr: { noExternal: [/^@hexes\//] },
  })
  try {
    const m = await server.ssrLoadModule('/e2e/overlaysExpected.ts')
    return await m.expectedOverlays(...args)
  } finally {
    await server.close()
  }
}

/** The values of a data attribute over the elements that carry it, sorted. */
async function attrs(page, selector, name) {
  return (await page.locator(selector).evaluateAll((els, n) => els.map((e) => e.getAttribute(n)), name)).sort()
}

test('the LOS and threat overlays show the hexes the engine computes', async ({ page, url }) => {
  // The teaching scenario, seed 1: the company's archers walk to 4,3, in bow range of the village, whose houses block sight.
  await page.goto(`${url}?scenario=teaching-ford&seed=1`)
  await page.waitForFunction(() => !!window.__hexesMap)
  await page.locator('[data-unit="r-ha-1"]').click()
  await clickHex(page, '4,3')
  await page.waitForFunction(() => document.querySelector('[data-unit="r-ha-1"]')?.getAttribute('data-hex') === '4,3')
  const want = await expected('teaching-ford', 1, [{ type: 'move', side: 'routiers', unit: 'r-ha-1', to: '4,3' }], 'r-ha-1', 'routiers')
  // The case is worth testing: some hexes in sight, some hidden by the ridge, an enemy to shoot at.
  assert.ok(want.los.visible.length > 0 && want.los.blocked.length > 0 && want.los.blockers.length > 0 && want.los.targets.length > 0, JSON.stringify(want.los))

  // Objectives are on from the start: the two village hexes, held by the French, 0 of 2 for the company.
  const objectives = await page.locator('[data-objective-hex]').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-objective-hex')}=${e.getAttribute('data-objective-holder')}=${e.getAttribute('data-objective-progress')}`))
  assert.deepEqual(objectives.sort(), want.objectives)
  assert.equal(want.objectives.length, 2)

  // Line of sight of the selected shooter (L).
  const archers = page.locator('[data-unit="r-ha-1"]')
  if (!(await archers.getAttribute('class')).includes('selected')) await archers.click()
  await page.keyboard.press('l')
  await page.locator('[data-los-from="4,3"]').waitFor()
  assert.deepEqual(await attrs(page, '[data-los="visible"]', 'data-los-hex'), want.los.visible)
  assert.deepEqual(await attrs(page, '[data-los="blocked"]', 'data-los-hex'), want.los.blocked)
  assert.deepEqual(await attrs(page, '[data-los-blocker]', 'data-los-blocker'), want.los.blockers)
  assert.deepEqual(await attrs(page, '[data-los-target]', 'data-los-target'), want.los.targets)
  assert.match(await page.locator('[data-testid=los-info]').textContent(), new RegExp(`${want.los.visible.length} hexes in sight, ${want.los.blocked.length} out of sight`))

  // Enemy threat on the company (T), and the list of threats of a hovered hex.
  await page.keyboard.press('t')
  await page.locator('[data-threat-hex]').first().waitFor()
  const threat = await page.locator('[data-threat-hex]').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-threat-hex')}=${e.getAttribute('data-threat-count')}`))
  assert.deepEqual(threat.sort(), want.threat)
  const [hex, n] = want.threat.find((x) => x.startsWith('5,3='))?.split('=') ?? []
  assert.ok(hex, 'the hex in front of the archers is threatened')
  await hoverHex(page, hex)
  const info = await page.locator('[data-testid=threat-info]').textContent()
  assert.match(info, /5,3 is threatened by/)
  assert.equal(info.split('(can ').length - 1, Number(n))

  // Both sides' ZOC (C): one layer per side, the legend names both.
  await page.keyboard.press('c')
  await page.locator('[data-zoc-side="french"] [data-zoc-hex]').first().waitFor()
  assert.equal(await page.locator('[data-zoc-side="routiers"] [data-zoc-hex="4,2"]').count(), 1)
  assert.equal(await page.locator('[data-legend-zoc]').count(), 2)
  await page.screenshot({ path: join(APP_DIR, '..', '..', 'docs', 'overlays.png') })
})
