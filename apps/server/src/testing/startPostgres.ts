import { execFile } from 'node:child_process'
import { chownSync, existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { freePort } from './freePort'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** A PostgreSQL cluster of its own, started for a test in a temporary folder. */
export interface TestPostgres {
  /** Connection string for the `hexes` superuser's `postgres` database, on 127.0.0.1. */
  url: string
  /** Stops the cluster and deletes its folder. */
  stop(): Promise<void>
}

async function pgBinDir(): Promise<string> {
  try {
    const { stdout } = await run('pg_config', ['--bindir'])
    const dir = stdout.trim()
    if (existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir
  } catch {
    // fall through to the message below
  }
  throw new Error(
    "PostgreSQL is not installed: the server's PostgreSQL tests start their own cluster with Debian's " +
      "initdb and pg_ctl. Install Debian's postgresql (as root: apt-get install -y postgresql, or " +
      'bash scripts/setup.sh --postgres); CI installs it.',
  )
}


/**
 * Starts a fresh PostgreSQL cluster in a temporary folder (initdb with trust auth, user `hexes`,
 * listening on a free port of 127.0.0.1 and a socket in the folder), for tests that need the
 * real database. As root (CI, this machine) the cluster runs as the `postgres` user, since
 * `initdb` refuses root. Fails, never skips, when PostgreSQL is not installed.
 *
 * @example
 * const pg = await startPostgres()
 * const db = new Kysely({ dialect: new PostgresDialect({ pool: new Pool({ connectionString: pg.url }) }) })
 * // ...
 * await pg.stop()
 */
export async function startPostgres(): Promise<TestPostgres> {
  const bin = await pgBinDir()
  const dir = await mkdtemp(join(tmpdir(), 'hexes-pg-'))
  const asRoot = process.getuid?.() === 0
  const as = async (program: string, args: string[]): Promise<void> => {
    const file = join(bin, program)
    if (asRoot) await run('runuser', ['-u', 'postgres', '--', file, ...args])
    else await run(file, args)
  }
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres'])
    const { stdout: gid } = await run('id', ['-g', 'postgres'])
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()))
  }
  const data = join(dir, 'data')
  const port = await freePort()
  try {
    await as('initdb', ['-D', data, '-A', 'trust', '-U', 'hexes', '--no-sync', '-E', 'UTF8'])
    await as('pg_ctl', ['-D', data, '-w', '-l', join(dir, 'log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start'])
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    throw error
  }
  return {
    url: `postgres://hexes@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        await as('pg_ctl', ['-D', data, '-w', '-m', 'fast', 'stop'])
      } finally {
        await rm(dir, { recursive: true, force: true })
      }
    },
  }
}
