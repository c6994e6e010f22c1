// The bot worker: the computer player thinks here, off the main thread, so the page never freezes.
// tsyringe (inside @hexes/core and the plugins) needs the Reflect metadata polyfill before it is
// evaluated. The rules are imported dynamically after it: a static import would let the bundler
// evaluate tsyringe first (the polyfill is CommonJS, initialised where it is imported, after the
// ES modules this entry depends on).
import 'reflect-metadata'
import type { FromBotWorker, ToBotWorker } from './botProtocol'

/** The part of the worker's global scope used here (the app compiles against the DOM library). */
interface WorkerScope {
  onmessage: ((e: MessageEvent<ToBotWorker>) => void) | null
  postMessage(m: FromBotWorker): void
}

const scope = self as unknown as WorkerScope
const host = import('./botHost').then(({ BotHost }) => new BotHost((m) => scope.postMessage(m)))
// Messages are handled in arrival order, once the host is ready.
scope.onmessage = (e) => {
  host.then((h) => h.handle(e.data)).catch((err: unknown) => {
    scope.postMessage({ type: 'error', id: e.data.type === 'decide' ? e.data.id : null, message: err instanceof Error ? err.message : String(err) })
  })
}
