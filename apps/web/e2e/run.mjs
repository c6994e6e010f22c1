// Browser tests of the web app: the production build served by `vite preview`, driven by
// playwright-core with Debian's Chromium. Each test asserts on what the page shows and fails on
// any console error. The tests are the files of tests/ (*.e2e.mjs, in name order), which register
// with harness.mjs's `test`; play.e2e.mjs also writes docs/screenshot.png for the README.
import assert from 'node:assert/strict'
import { mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { APP_DIR, browserAvailable, launch, openPage, startPreview } from './browser.mjs'
import { DOCS, tests, tmp } from './harness.mjs'

if (!browserAvailable('web e2e')) process.exit(0)

const dir = join(APP_DIR, 'e2e', 'tests')
for (const f of readdirSync(dir).filter((x) => x.endsWith('.e2e.mjs')).sort()) await import(pathToFileURL(join(dir, f)).href)

// ---- runner ------------------------------------------------------------------------------------
mkdirSync(DOCS, { recursive: true })
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
