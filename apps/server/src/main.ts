// `pnpm --filter @hexes/server start`: the server, configured by environment variables (docs/server.md).
import 'reflect-metadata'
import { configFromEnv } from './ServerConfig'
import { startServer } from './startServer'

const server = await startServer(configFromEnv(process.env))
process.stdout.write(`hexes server listening on ${server.url}\n`)
let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    void server.close().then(() => process.exit(0))
  })
}
