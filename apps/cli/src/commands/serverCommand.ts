import { isAbsolute, resolve } from 'node:path'
import { CliError, usageError } from '../CliError'
import type { Command } from '../Command'
import { langOption } from '../engineText'
import { stringOption } from '../parseArgs'
import { loadServer } from './loadServer'

/** `hexes server migrate`: replays the server's running games under the installed rules (`@hexes/server`, when installed: {@link loadServer}). */
export const serverCommand: Command = {
  name: 'server',
  summary: 'operate a Hexes server\'s database: "server migrate" replays its running games under the installed rules',
  help: `Usage: hexes server migrate [--db FILE | --database-url URL] [--extra-plugins LIST] [--dry-run] [--json] [--lang en|fr]

Run after upgrading the server (stop it first, or let it run: a game that moves on meanwhile is
replayed again). For every running game of the database, replays its logged actions under the
installed plugin versions (the highest version of each plugin among the shipped ones and the
modules of --extra-plugins) and reports the first action whose outcome differs:
  unchanged   every action replays to its logged state hash: the game's pins move to the new versions;
  diverges    action N comes out otherwise: the game is held on its old rules (status "held") until
              every human seat accepts the new ones in the app (POST /api/games/:id/rules/accept);
  current     the game already plays the installed versions.
The server must keep the old versions available for held games: list their modules in
HEXES_EXTRA_PLUGINS for the server too. See docs/server.md.

Options:
  --db FILE            the SQLite database (default: $HEXES_DB, else ./data/hexes.sqlite)
  --database-url URL   a PostgreSQL database instead (default: $HEXES_DATABASE_URL)
  --extra-plugins LIST comma-separated ESM modules exporting plugin definitions of other versions
                       (default: $HEXES_EXTRA_PLUGINS)
  --dry-run            report only, change nothing
  --json               print the reports as JSON
  --lang en|fr         the report's language (default en)`,
  options: { db: { type: 'string' }, 'database-url': { type: 'string' }, 'extra-plugins': { type: 'string' }, 'dry-run': { type: 'boolean' }, json: { type: 'boolean' }, lang: { type: 'string' } },
  async run(args, { io }) {
    const [sub, ...extra] = args.positionals
    if (sub !== 'migrate') throw usageError(sub === undefined ? 'Missing sub-command: hexes server migrate' : `Unknown sub-command "server ${sub}" (known: migrate)`, 'server')
    if (extra.length) throw usageError(`Unexpected argument "${extra[0]}"`, 'server')
    const lang = langOption(args, 'server') as 'en' | 'fr'
    const env = process.env
    const url = stringOption(args, 'database-url') ?? (stringOption(args, 'db') ? undefined : env.HEXES_DATABASE_URL)
    const file = stringOption(args, 'db') ?? env.HEXES_DB ?? './data/hexes.sqlite'
    if (stringOption(args, 'db') && stringOption(args, 'database-url')) throw usageError('Give --db or --database-url, not both', 'server')
    if (url !== undefined && !/^postgres(ql)?:\/\//.test(url)) throw usageError('--database-url must be a postgres:// URL', 'server')
    const { formatMigrateReport, runMigrate } = await loadServer()
    const reports = await runMigrate({
      database: url ? { postgres: url } : { sqlite: isAbsolute(file) ? file : resolve(io.cwd, file) },
      extraPlugins: stringOption(args, 'extra-plugins') ?? env.HEXES_EXTRA_PLUGINS,
      cwd: io.cwd,
      dryRun: args.options['dry-run'] === true,
    }).catch((e: unknown) => {
      if (e instanceof Error && 'code' in e && typeof e.code === 'string') throw new CliError(e.code, e.message)
      throw e
    })
    io.stdout(args.options.json ? `${JSON.stringify(reports, null, 2)}\n` : formatMigrateReport(reports, lang))
    return reports.some((r) => r.outcome === 'failed') ? 1 : 0
  },
}
