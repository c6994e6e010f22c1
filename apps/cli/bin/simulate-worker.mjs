// Worker thread of `hexes simulate --jobs N`: each thread loads the worker module itself (loader hooks
// are per thread; entry.mjs).
import { importEntry } from './entry.mjs'

await importEntry('simulate/simulateWorker')
