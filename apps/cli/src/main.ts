// tsyringe (through @hexes/core and the plugins) needs the Reflect metadata polyfill first.
import 'reflect-metadata'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { callerDir } from './callerDir'
import { CliError } from './CliError'
import type { CliDeps, CliIo } from './CliIo'
import type { Command } from './Command'
import { balanceCommand } from './commands/balanceCommand'
import { benchCommand } from './commands/benchCommand'
import { campaignCommand } from './commands/campaignCommand'
import { listCommand } from './commands/listCommand'
import { newPluginCommand } from './commands/newPluginCommand'
import { oddsCheckCommand } from './commands/oddsCheckCommand'
import { playCommand } from './commands/playCommand'
import { replayCommand } from './commands/replayCommand'
import { serverCommand } from './commands/serverCommand'
import { simulateCommand } from './commands/simulateCommand'
import { validateCommand } from './commands/validateCommand'
import { verifyCommand } from './commands/verifyCommand'
import { formatCodedError, isCodedError } from './formatError'
import { loadRegistry } from './loadRegistry'
import { parseArgs } from './parseArgs'

export type { CliDeps, CliIo, Registry } from './CliIo'
export { CliError } from './CliError'

/** Every command, in `--help` order. */
export const commands: readonly Command[] = [validateCommand, playCommand, replayCommand, verifyCommand, simulateCommand, balanceCommand, campaignCommand, oddsCheckCommand, benchCommand, listCommand, newPluginCommand, serverCommand]

const VERSION = '0.1.0'

function mainHelp(): string {
  const w = Math.max(...commands.map((c) => c.name.length))
  return `Usage: hexes <command> [options]

Commands:
${commands.map((c) => `  ${c.name.padEnd(w)}  ${c.summary}`).join('\n')}

Run "hexes <command> --help" for a command's options. Paths are relative to the directory the
command was started from. See docs/cli.md.
`
}

/**
 * Runs the CLI in-process: `argv` without the node and script paths. Writes only through `io`
 * and returns the exit code (0 ok, 1 error or failed check, 2 rejected action in `play`). Bad
 * input never throws and never prints a stack trace: engine, dice and CLI errors are printed as
 * their code, message and issues. Only an unexpected bug shows a stack, with `debug`.
 *
 * @example
 * const code = await run(['validate', 'scenarios/hastings-1066.json'], { stdout: (s) => out.push(s), stderr: (s) => err.push(s), cwd: process.cwd() })
 */
export async function run(argv: readonly string[], io: CliIo, deps: Partial<CliDeps> & { debug?: boolean } = {}): Promise<number> {
  const full: CliDeps = {
    registry: deps.registry ?? loadRegistry,
    now: deps.now ?? (() => performance.now()),
    cpuMs: deps.cpuMs ?? (() => {
      const u = process.cpuUsage()
      return (u.user + u.system) / 1000
    }),
  }
  const [name, ...rest] = argv
  try {
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
      const topic = name === 'help' ? commands.find((c) => c.name === rest[0]) : undefined
      if (name === 'help' && rest[0] !== undefined && !topic) throw new CliError('cli/usage', `Unknown command "${rest[0]}".\n\n${mainHelp()}`)
      io.stdout(topic ? `${topic.help}\n` : mainHelp())
      return name === undefined ? 1 : 0
    }
    if (name === '--version' || name === '-v') {
      io.stdout(`hexes ${VERSION}\n`)
      return 0
    }
    const command = commands.find((c) => c.name === name)
    if (!command) throw new CliError('cli/usage', `Unknown command "${name}".\n\n${mainHelp()}`)
    const args = parseArgs(rest, command.options, command.name)
    if (args.help) {
      io.stdout(`${command.help}\n`)
      return 0
    }
    return await command.run(args, { io, deps: full })
  } catch (e) {
    if (e instanceof CliError && e.code === 'cli/usage') {
      io.stderr(`hexes: ${e.message}\n`)
      return 1
    }
    if (isCodedError(e)) {
      io.stderr(formatCodedError(e))
      return e instanceof CliError ? e.exitCode : 1
    }
    io.stderr(`hexes: internal error: ${e instanceof Error ? e.message : String(e)}\n`)
    if (deps.debug && e instanceof Error && e.stack) io.stderr(`${e.stack}\n`)
    else io.stderr('This is a bug in Hexes or a plugin, not a problem with your input. Set HEXES_DEBUG=1 to see the stack trace.\n')
    return 70
  }
}

/** The `hexes` binary: real stdout/stderr, paths relative to the caller ({@link callerDir}). */
export async function main(argv: readonly string[]): Promise<number> {
  return run(argv, {
    stdout: (s) => process.stdout.write(s),
    stderr: (s) => process.stderr.write(s),
    cwd: callerDir(process.env, process.cwd(), fileURLToPath(new URL('..', import.meta.url))),
  }, { debug: process.env.HEXES_DEBUG === '1' })
}
