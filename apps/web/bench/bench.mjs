// Bench of the web app (run after `vite build`):
// - the production bundle's initial JavaScript, gzipped (target: at most 250 KB);
// - the computer player's worker chunks, which must not be initial JavaScript;
// - in headless Chromium: time to first render of the Hastings map, the median frame time
//   while panning a generated 60x40 map with 200 units (target: under 16 ms), and the computer
//   playing Hastings against itself: its decision times in the worker and the main thread's
//   longest task meanwhile (the page must not freeze while it thinks).
// Frame pacing is uncapped (--disable-frame-rate-limit --disable-gpu-vsync) so that a frame's
// time is the time to produce it, not the display's refresh interval.
import { readdirSync, readFileSync } from 'node:fs'
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
const workerFiles = readdirSync(join(dist, 'assets')).filter((f) => /^(botWorker|botHost)-.*\.js$/.test(f))
const workerBytes = workerFiles.reduce((s, f) => s + gz(`assets/${f}`), 0)
const workerInitial = workerFiles.some((f) => initial.some((i) => i.endsWith(f)))
report('computer player worker chunks (gzip), loaded on demand', `${kb(workerBytes)} (${workerFiles.join(', ')})`, 'not initial', workerFiles.length > 0 && !workerInitial)

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

  // The computer plays Hastings against itself at the default level and the fastest readable pace
  // ("fast": an action every 250 ms at most) for a few seconds: decision times in the worker, and
  // the main thread's frames meanwhile (it only applies and draws the actions; the thinking is in
  // the worker). At "instant" the main thread is busy drawing one action after the other instead.
  {
    const { page, errors } = await openPage(browser.context)
    await page.addInitScript(() => localStorage.setItem('hexes.computerPace', 'fast'))
    await page.goto(`${server.url}?scenario=hastings-1066&seed=1&computer=normans,saxons`)
    // Measured once the worker is up and the first actions are drawn (start-up is the app's, and
    // the worker's bundle is compiled then, competing for the 2 cores).
    await page.waitForFunction(() => performance.getEntriesByName('hexes:computer-decision').length >= 3, null, { timeout: 60_000 })
    const r = await page.evaluate(async () => {
      // Main-thread tasks of 50 ms or more (Long Tasks API), and the frame times.
      const long = []
      new PerformanceObserver((l) => long.push(...l.getEntries().map((e) => e.duration))).observe({ type: 'longtask' })
      const gaps = []
      let last = performance.now()
      const t0 = last
      while (performance.now() - t0 < 8000) {
        await new Promise((res) => requestAnimationFrame(res))
        const now = performance.now()
        gaps.push(now - last)
        last = now
      }
      const decisions = performance.getEntriesByName('hexes:computer-decision').filter((e) => e.startTime >= t0).map((e) => e.detail.ms)
      return { gaps, decisions, long }
    })
    if (errors.length) throw new Error(errors.join('\n'))
    await page.close()
    const d = r.decisions.slice().sort((a, b) => a - b)
    const g = r.gaps.slice().sort((a, b) => a - b)
    const q = (xs, p) => xs[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? NaN
    const longest = Math.max(0, ...r.long)
    report('computer vs computer, Hastings, default level, fast pace: decisions in 8 s (worker time median / max)', `${d.length} (${q(d, 0.5)} ms / ${d.at(-1)} ms)`, 'shown', d.length > 0)
    report(
      'computer vs computer, Hastings: longest main-thread task while it plays',
      `${longest ? `${longest.toFixed(0)} ms (${r.long.length} task(s) ≥ 50 ms)` : 'none ≥ 50 ms'}; frames median ${q(g, 0.5).toFixed(1)} ms, p95 ${q(g, 0.95).toFixed(1)} ms`,
      '< 100 ms',
      longest < 100,
    )
  }
} finally {
  await browser.close()
  server.stop()
}
const over = results.filter((r) => !r.ok)
console.log(over.length ? `${over.length} measure(s) over target` : 'all measures within target')
