/**
 * The few host facilities the AI uses, typed locally: the package compiles against ES2022 only
 * (no DOM, no Node types) and runs in Node, browsers and web workers alike.
 */

interface HostGlobals {
  performance?: { now(): number }
  setTimeout?(fn: () => void, ms: number): unknown
}

const host = globalThis as unknown as HostGlobals

/** A monotonic clock in ms (`performance.now`), for wall-clock budgets and slicing only. */
export function hostClock(): number {
  return host.performance ? host.performance.now() : 0
}

/** Resolves on a later turn of the host's event loop (a macrotask), so other work can run. */
export function yieldToHost(): Promise<void> {
  return new Promise((resolve) => {
    if (host.setTimeout) host.setTimeout(resolve, 0)
    else resolve()
  })
}

/** The part of `AbortSignal` the AI reads. */
export interface AbortSignalLike {
  readonly aborted: boolean
  readonly reason?: unknown
}

/** Throws the signal's reason (or an `Error('aborted')`) once it is aborted. */
export function throwIfAborted(signal: AbortSignalLike | undefined): void {
  if (signal?.aborted) throw signal.reason ?? new Error('aborted')
}
