import { describe, expect, it } from 'vitest'
import { CliError } from '../CliError'
import { loadServer, type ServerModule } from './loadServer'

/** The error Node throws for an import of a package that is not installed. */
function notFound(name: string): Error {
  return Object.assign(new Error(`Cannot find package '${name}' imported from /somewhere/node_modules/@hexes/cli/dist/commands/loadServer.js`), { code: 'ERR_MODULE_NOT_FOUND' })
}

describe('cli: loadServer', () => {
  // Loading the real server is covered by test/serverMigrate.test.ts.
  it('cli/server-missing: says that hexes server needs @hexes/server when it is not installed', async () => {
    const e = await loadServer(() => Promise.reject(notFound('@hexes/server'))).catch((x: unknown) => x)
    expect(e).toBeInstanceOf(CliError)
    expect(e).toMatchObject({ code: 'cli/server-missing', exitCode: 1 })
    expect((e as CliError).message).toMatch(/^hexes server needs @hexes\/server/)
  })

  it('passes on any other failure, a missing dependency of the server included', async () => {
    const inner = notFound('better-sqlite3')
    await expect(loadServer(() => Promise.reject(inner))).rejects.toBe(inner)
    const bug = new TypeError('boom')
    await expect(loadServer(() => Promise.reject(bug) as Promise<ServerModule>)).rejects.toBe(bug)
  })
})
