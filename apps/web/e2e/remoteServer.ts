// The Hexes server for the remote play browser test (run by browser.mjs's `startRemoteServer` with
// `node --import tsx`): `startServer` of @hexes/server over a SQLite file in a temporary folder,
// serving the built web app (dist) and its API on a free loopback port. Prints its URL as one JSON
// line; stops on SIGTERM and deletes the folder. With HEXES_E2E_DATABASE_URL it runs on that
// PostgreSQL database instead (several of these processes then serve the same games).
import 'reflect-metadata'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer } from '@hexes/server'

const dir = mkdtempSync(join(tmpdir(), 'hexes-e2e-server-'))
const server = await startServer({
  port: 0, host: '127.0.0.1', database: process.env.HEXES_E2E_DATABASE_URL ? { postgres: process.env.HEXES_E2E_DATABASE_URL } : { sqlite: join(dir, 'hexes.sqlite') }, webDist: process.argv[2] ?? join(import.meta.dirname, '..', 'dist'), logger: process.env.HEXES_E2E_SERVER_LOG ? { level: 'info', stream: process.stderr } : false, rateLimits: false,
})
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`)
process.on('SIGTERM', () => {
  void server.close().finally(() => {
    rmSync(dir, { recursive: true, force: true })
    process.exit(0)
  })
})
