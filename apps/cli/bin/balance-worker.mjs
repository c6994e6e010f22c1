/* global URL */
// Worker thread of `hexes balance --jobs N`: each thread registers tsx itself (loader hooks are
// per thread), then runs the TypeScript worker module.
import { fileURLToPath } from 'node:url'
import { register } from 'tsx/esm/api'

register({ tsconfig: fileURLToPath(new URL('../tsconfig.runtime.json', import.meta.url)) })
await import('../src/balance/balanceWorker.ts')
