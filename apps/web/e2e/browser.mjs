// Shared by the browser tests and the bench: serve the production build with `vite preview` on a
// free localhost port, and drive Debian's Chromium headless with playwright-core (never
// `playwright install`). Every page records console errors and uncaught exceptions.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const APP_DIR = join(dirname(fileURLToPath(import.meta.url)), '..')
export const CHROMIUM = process.env.HEXES_CHROMIUM ?? '/usr/bin/chromium'
export const CHROMIUM_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
]

/** True when the browser exists; otherwise explains, and exits with failure when CI requires it. */
export function browserAvailable(what) {
  if (existsSync(CHROMIUM)) return true
  const msg = `${what}: ${CHROMIUM} is missing (install Debian's 'chromium' package)`
  if (process.env.HEXES_REQUIRE_BROWSER === '1') {
    console.error(`${msg}; HEXES_REQUIRE_BROWSER=1, failing.`)
    process.exit(1)
  }
  console.log(`${msg}; skipping.`)
  return false
}

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
}

/** Starts `vite preview` of `outDir` (default: `dist`) on a free port; resolves once it answers. */
export async function startPreview(outDir = 'dist') {
  const port = await freePort()
  const vite = join(APP_DIR, 'node_modules', '.bin', 'vite')
  // --bypass-lock: a developer's own `vite preview` of this app must not stop the tests (we use our own port).
  const child = spawn(vite, ['preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--bypass-lock'], { cwd: APP_DIR, stdio: ['ignore', 'pipe', 'pipe'] })
  // Never leave the server behind, even when a test run crashes.
  process.on('exit', () => child.kill())
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const url = `http://127.0.0.1:${port}/`
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`vite preview exited: ${output}`)
    try {
      const r = await fetch(url)
      if (r.ok) break
    } catch {
      // not yet
    }
    if (Date.now() > deadline) {
      child.kill()
      throw new Error(`vite preview did not answer on ${url}: ${output}`)
    }
    await new Promise((r) => setTimeout(r, 150))
  }
  return { url, stop: () => child.kill() }
}

/** The apps built with a test-only web pack and served, by output folder (each built once a run). */
const packApps = new Map()
/**
 * Builds the app with the web pack `e2e/packs/<pack>` (`HEXES_WEB_PACKS`) into `outDir` (once a
 * run) and serves it with {@link startPreview}; resolves with its URL and `stop()`.
 */
export async function packApp(pack, outDir) {
  if (!packApps.has(outDir)) {
    const vite = join(APP_DIR, 'node_modules', '.bin', 'vite')
    const r = spawnSync(vite, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: APP_DIR, env: { ...process.env, HEXES_WEB_PACKS: join(APP_DIR, 'e2e', 'packs', pack, 'packs.json') }, encoding: 'utf8' })
    if (r.status !== 0) throw new Error(`vite build with the ${pack} pack failed: ${r.stderr || r.stdout}`)
    packApps.set(outDir, startPreview(outDir))
  }
  return packApps.get(outDir)
}

/**
 * Starts the Hexes server (`e2e/remoteServer.ts`: `startServer` of @hexes/server over a temporary
 * SQLite file) serving `outDir` (default: `dist`) and its API on a free port; resolves once it
 * listens, with its URL and `stop()`.
 */
export async function startRemoteServer(outDir = 'dist', options = {}) {
  const env = options.databaseUrl ? { HEXES_E2E_DATABASE_URL: options.databaseUrl } : {}
  const { value: url, stop } = await startTsxChild(join(APP_DIR, 'e2e', 'remoteServer.ts'), [join(APP_DIR, outDir)], env, 'the Hexes server')
  return { url: `${url}/`, stop }
}

/**
 * Starts a PostgreSQL cluster of its own (Debian's `postgresql`, in a temporary folder) for the
 * browser tests of several server processes on one database. Resolves with `{ url, stop }`.
 */
export async function startPostgresCluster() {
  const { value: url, stop } = await startTsxChild(join(APP_DIR, 'e2e', 'postgresCluster.ts'), [], {}, 'PostgreSQL')
  return { url, stop }
}

/** Runs a TypeScript helper with tsx until SIGTERM; resolves with the `url` of its first JSON line. */
async function startTsxChild(script, args, env, what) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: APP_DIR, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, TSX_TSCONFIG_PATH: join(APP_DIR, 'e2e', 'tsconfig.server.json'), ...env },
  })
  process.on('exit', () => child.kill())
  let output = ''
  const value = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start: ${output}`)), 60_000)
    child.stderr.on('data', (d) => (output += d))
    child.stdout.on('data', (d) => {
      output += d
      const line = output.split('\n').find((l) => l.startsWith('{'))
      if (line) {
        clearTimeout(timer)
        resolve(JSON.parse(line).url)
      }
    })
    child.on('exit', (code) => reject(new Error(`${what} exited (${code}): ${output}`)))
  })
  const exited = new Promise((resolve) => child.on('exit', resolve))
  return { value, stop: () => (child.kill('SIGTERM'), exited) }
}

/** Launches headless Chromium once for several separate contexts (each its own storage: a browser of its own). */
export async function launchBrowser() {
  const { chromium } = await import('playwright-core')
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS })
}

/** A portrait phone for `launch`'s context options: 390x844, touch, a mobile viewport. */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }

/** Launches headless Chromium with a fresh user-data-dir (`options`: more context options, e.g. `PHONE`). */
export async function launch(extraArgs = [], options = {}) {
  const { chromium } = await import('playwright-core')
  const userDataDir = mkdtempSync(join(tmpdir(), 'hexes-chromium-'))
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_FLAGS, ...extraArgs],
    viewport: { width: 1400, height: 900 },
    locale: 'en-US',
    acceptDownloads: true,
    ...options,
  })
  return {
    context,
    async close() {
      await context.close()
      rmSync(userDataDir, { recursive: true, force: true })
    },
  }
}

/** Opens a page that collects console errors and page errors into `errors`. */
export async function openPage(context) {
  const page = await context.newPage()
  const errors = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console.error: ${m.text()}`)
  })
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`))
  return { page, errors }
}
