// Bench of the web app (run after `vite build`):
// - the production bundle's initial JavaScript, gzipped (target: at most 250 KB);
// - in headless Chromium: time to first render of the Hastings map, and the median frame time
//   while panning a generated 60x40 map with 200 units (target: under 16 ms).
// Frame pacing is uncapped (--disable-frame-rate-limit --disable-gpu-vsync) so that a frame's
// time is the time to produce it, not the display's refresh interval.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { APP_DIR, browserAvailable, launch, openPage, startPreview } from '../e2e/browser.mjs'

const dist = join(APP_DIR, 'dist')
const html = readFileSync(join(dist, 'index.html'), 'utf8')
const initial = [...html.matchAll(/<script[^>]+src="([^"]+)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1] ?? m[2])
const gz = (f) => gzipSync(readFileSync(join(dist, f.replace(/^\//, '')))).length
const jsBytes = initial.reduce((s, f) => s + gz(f), 0)
const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1])
const cssBytes = css.reduce((s, f) => s + gz(f), 0)
const kb = (b) => `${(b / 1024).toFixed(1)} KB`
const results = []
const report = (name, value, target, ok) => {
  results.push({ name, value, target, ok })
  console.log(`${ok ? 'ok  ' : 'OVER'} ${name}: ${value} (target ${target})`)
}
report('initial JavaScript (gzip)', kb(jsBytes), '≤ 250 KB', jsBytes <= 250 * 1024)
console.log(`     initial CSS (gzip): ${kb(cssBytes)}; files: ${initial.join(', ')}`)

if (!browserAvailable('web bench')) process.exit(0)
const server = await startPreview()
const browser = await launch(['--disable-frame-rate-limit', '--disable-gpu-vsync'])
try {
  // Time to first render of the Hastings map (navigation start → first frame with the map).
  const renders = []
  for (let i = 0; i < 5; i++) {
    const { page, errors } = await openPage(browser.context)
    await page.goto(`${server.url}?scenario=hastings-1066`)
    await page.waitForFunction(() => performance.getEntriesByName('hexes:map-rendered').length > 0, null, { timeout: 30_000 })
    renders.push(await page.evaluate(() => performance.getEntriesByName('hexes:map-rendered')[0].startTime))
    if (errors.length) throw new Error(errors.join('\n'))
    await page.close()
  }
  renders.sort((a, b) => a - b)
  report('Hastings map, time to first render (median of 5)', `${renders[2].toFixed(0)} ms`, 'shown', true)

  // Panning the 60x40 map with 200 units.
  const { page, errors } = await openPage(browser.context)
  await page.goto(`${server.url}?scenario=bench-60x40`)
  await page.waitForFunction(() => !!window.__hexesMap && document.querySelectorAll('[data-unit]').length === 200, null, { timeout: 30_000 })
  for (const [label, scale] of [['whole map in view', 0], ['zoom 1:1', 1]]) {
    const frames = await page.evaluate(async (k) => {
      const m = window.__hexesMap
      if (k) {
        m.view.k = k
        m.view.x = -600
        m.view.y = -400
      } else m.fit()
      m.flush()
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
      const times = []
      let last = performance.now()
      for (let i = 0; i < 240; i++) {
        const dx = i % 80 < 40 ? 6 : -6
        m.panBy(dx, dx / 2)
        m.flush()
        await new Promise((r) => requestAnimationFrame(r))
        const now = performance.now()
        times.push(now - last)
        last = now
      }
      return times.slice(20)
    }, scale)
    frames.sort((a, b) => a - b)
    const median = frames[Math.floor(frames.length / 2)]
    const p95 = frames[Math.floor(frames.length * 0.95)]
    report(`60x40 map, 200 units, pan frame time (${label}), median`, `${median.toFixed(1)} ms (p95 ${p95.toFixed(1)} ms)`, '< 16 ms', median < 16)
  }
  if (errors.length) throw new Error(errors.join('\n'))
  await page.close()
} finally {
  await browser.close()
  server.stop()
}
const over = results.filter((r) => !r.ok)
console.log(over.length ? `${over.length} measure(s) over target` : 'all measures within target')
