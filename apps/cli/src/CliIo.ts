import type { PluginDefinition } from '@hexes/core'

/** Where a command reads and writes: injected so tests run the CLI in-process. */
export interface CliIo {
  /** Writes text to standard output (the caller adds newlines). */
  stdout(text: string): void
  /** Writes text to standard error. */
  stderr(text: string): void
  /** Directory relative paths are resolved against (the caller's cwd, see `main`). */
  cwd: string
}

/** The builtin plugins and scenarios a command may use. */
export interface Registry {
  plugins: readonly PluginDefinition<any>[]
  /** Raw scenario documents (validated when used). */
  scenarios: readonly unknown[]
}

/** Services a command needs besides I/O; tests replace the registry. */
export interface CliDeps {
  /** Loads the builtin registry (default: `@hexes/registry`, imported on first use). */
  registry(): Promise<Registry>
  /** Monotonic clock in ms, for throughput figures. */
  now(): number
  /** CPU time used by this process so far, in ms (wall time misleads on a busy machine). */
  cpuMs(): number
}

/** What every command receives. */
export interface CommandCtx {
  io: CliIo
  deps: CliDeps
}
