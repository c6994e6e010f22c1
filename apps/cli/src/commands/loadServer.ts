import { CliError } from '../CliError'

/** The `@hexes/server` module: what `hexes server` runs. */
export type ServerModule = typeof import('@hexes/server')

/** Node's error for an import of a package that is not installed, naming `@hexes/server` itself. */
function isServerMissing(e: unknown): boolean {
  return e instanceof Error && 'code' in e && e.code === 'ERR_MODULE_NOT_FOUND' && e.message.includes("'@hexes/server'")
}

/**
 * Loads `@hexes/server` for the commands that operate a server (`hexes server migrate`). The server
 * is a private package of the repository, not a dependency of the published CLI: when it is not
 * installed this throws `cli/server-missing` with what to do, and every other command still works.
 *
 * @param load - imports the module (tests replace it to play a missing package)
 * @example const { runMigrate } = await loadServer()
 */
export async function loadServer(load: () => Promise<ServerModule> = () => import('@hexes/server')): Promise<ServerModule> {
  try {
    return await load()
  } catch (e) {
    if (!isServerMissing(e)) throw e
    throw new CliError('cli/server-missing', 'hexes server needs @hexes/server, the Hexes server, which is not installed here. It is not published on npm: run the command from a clone of the Hexes repository (pnpm hexes server migrate ...), where the server is part of the workspace.')
  }
}
