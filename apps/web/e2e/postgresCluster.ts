// A PostgreSQL cluster of its own for the remote play browser test (run by browser.mjs's
// `startPostgresCluster` with `node --import tsx`): Debian's `postgresql` (initdb, pg_ctl) in a
// temporary folder on a free loopback port, through @hexes/server's test support. Prints its URL as
// one JSON line; stops the cluster and deletes the folder on SIGTERM.
import { startPostgres } from '@hexes/server'

const pg = await startPostgres()
process.stdout.write(`${JSON.stringify({ url: pg.url })}\n`)
process.on('SIGTERM', () => {
  void pg.stop().finally(() => process.exit(0))
})
