import type { CommandCtx } from './CliIo'
import type { OptionSpec, ParsedArgs } from './parseArgs'

/** One `hexes` sub-command. */
export interface Command {
  name: string
  /** One line for `hexes --help`. */
  summary: string
  /** Full `hexes <name> --help` text. */
  help: string
  options: Readonly<Record<string, OptionSpec>>
  /** Runs the command; returns the exit code. Throws `CliError`/`EngineError` for bad input. */
  run(args: ParsedArgs, ctx: CommandCtx): Promise<number>
}
