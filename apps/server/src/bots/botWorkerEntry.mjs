/* global URL */
// The bot worker's entry: plain JavaScript that teaches this thread TypeScript (tsx, with the
// workspace's compiler options: legacy decorators for tsyringe), then loads the worker.
import { fileURLToPath } from 'node:url'
import { register } from 'tsx/esm/api'

register({ tsconfig: fileURLToPath(new URL('../../tsconfig.runtime.json', import.meta.url)) })
await import('./botWorker.ts')
