import { Worker } from 'node:worker_threads'

/**
 * Runs one worker thread of a `--jobs N` command and resolves with its single message, or with
 * `failed(message)` when it throws or exits without answering (never rejects).
 *
 * @param url - the worker's entry (a `bin/*-worker.mjs`, which loads the worker module through bin/entry.mjs)
 * @param workerData - what the worker works on (structured-cloned)
 * @param failed - the answer for a worker that failed
 */
export function runWorkerThread<A>(url: URL, workerData: unknown, failed: (message: string) => A): Promise<A> {
  return new Promise((resolve) => {
    const worker = new Worker(url, { workerData })
    let answered = false
    worker.once('message', (a: A) => {
      answered = true
      resolve(a)
    })
    worker.once('error', (e) => resolve(failed(e.message)))
    worker.once('exit', (code) => {
      if (!answered) resolve(failed(`worker exited with code ${code} without an answer`))
    })
  })
}
