import { spawn, type ChildProcess } from 'node:child_process'
import { freePort } from './freePort'
import { fileURLToPath } from 'node:url'

/** The server's package folder (`apps/server`), where `src/main.ts` runs from. */
const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url))
/** The compiler options tsx applies to every workspace file (legacy decorators for the plugins). */
const RUNTIME_TSCONFIG = fileURLToPath(new URL('../../tsconfig.runtime.json', import.meta.url))

/** A server running as a child process (see {@link startServerProcess}). */
export interface ServerProcess {
  /** `http://127.0.0.1:<port>`. */
  url: string
  port: number
  pid: number
  child: ChildProcess
  /** Everything the process wrote (stdout and stderr), for a failing test's message. */
  output(): string
  /** Resolves with the exit code or signal once the process has exited. */
  exited: Promise<number | NodeJS.Signals | null>
  /** Sends `signal` (default SIGTERM) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | NodeJS.Signals | null>
}


/**
 * Starts `apps/server/src/main.ts` in its own Node process (`node --import tsx`, so the pid is the
 * server's own and a `kill -9` hits it, not a wrapper) on a free loopback port with `env` added
 * (`HEXES_DB`, `HEXES_DATABASE_URL`, ...), and resolves once `GET /api/health` answers. Rate
 * limits are off unless `env` sets `HEXES_RATE_LIMIT`: every client of a test or of the bench
 * comes from one loopback address.
 *
 * @param env - the server's configuration
 * @param timeoutMs - how long to wait for the health check
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 30_000): Promise<ServerProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, TSX_TSCONFIG_PATH: RUNTIME_TSCONFIG, HEXES_HOST: '127.0.0.1', HEXES_PORT: String(port), HEXES_RATE_LIMIT: 'off', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout!.on('data', (d) => (out += String(d)))
  child.stderr!.on('data', (d) => (out += String(d)))
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + timeoutMs
  let gone = false
  void exited.then(() => (gone = true))
  for (;;) {
    if (gone) throw new Error(`server process exited before it answered:\n${out}`)
    try {
      const r = await fetch(`${url}/api/health`)
      if (r.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`server did not answer /api/health within ${timeoutMs} ms:\n${out}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    url,
    port,
    pid: child.pid!,
    child,
    output: () => out,
    exited,
    stop: (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      return exited
    },
  }
}
