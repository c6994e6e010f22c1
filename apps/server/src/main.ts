// `pnpm --filter @hexes/server start`: the server, configured by environment variables (docs/server.md).
import 'reflect-metadata'
import { builtinPlugins } from '@hexes/registry'
import { loadExtraPlugins } from './migrate/loadExtraPlugins'
import { PluginSet } from './migrate/PluginSet'
import { configFromEnv } from './ServerConfig'
import { startServer } from './startServer'

const plugins = new PluginSet([...builtinPlugins, ...(await loadExtraPlugins(process.env.HEXES_EXTRA_PLUGINS))])
const server = await startServer({ ...configFromEnv(process.env), plugins })
process.stdout.write(`hexes server listening on ${server.url}\n`)
let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    void server.close().then(() => process.exit(0))
  })
}
