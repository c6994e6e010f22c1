import { builtinPlugins } from '@hexes/registry'
import { openDatabase, type DatabaseConfig } from '../db/openDatabase'
import { loadExtraPlugins } from './loadExtraPlugins'
import { migrateGames, type MigrateReport } from './migrateGames'
import { PluginSet } from './PluginSet'

/** Options of {@link runMigrate}. */
export interface RunMigrateOptions {
  database: DatabaseConfig
  /** `HEXES_EXTRA_PLUGINS`: modules of older plugin versions the games may be pinned to. */
  extraPlugins?: string | undefined
  /** Directory the extra plugins' relative paths start from. */
  cwd?: string
  dryRun?: boolean
}

/**
 * `hexes server migrate` on a database: opens it (bringing its schema up to date), replays every
 * running game under the installed plugin versions (the highest of each id among the shipped plugins and
 * `HEXES_EXTRA_PLUGINS`: `PluginSet`, `migrateGames`) and closes it.
 *
 * @throws PluginSetError for a bad `HEXES_EXTRA_PLUGINS`; ServerError for a database that cannot be opened
 */
export async function runMigrate(options: RunMigrateOptions): Promise<MigrateReport[]> {
  const extra = await loadExtraPlugins(options.extraPlugins, options.cwd)
  const plugins = new PluginSet([...builtinPlugins, ...extra])
  const database = await openDatabase(options.database)
  try {
    return await migrateGames(database.db, plugins, { dryRun: options.dryRun ?? false })
  } finally {
    await database.close()
  }
}
