import { mkdirSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { botNames, createBot, type Bot } from '@hexes/ai'
import { CliError, usageError } from '../CliError'
import type { Command } from '../Command'
import { resolvePath, writeTextFile } from '../files'
import { expectPositionals, gameRunOptions, intOption, stringOption } from '../parseArgs'
import { pluginsFor } from '../installedPlugins'
import { resolveScenario } from '../resolveScenario'
import { formatSimulationReport } from '../simulate/formatSimulationReport'
import { runParallel } from '../simulate/runParallel'
import { gamesDigest, runSimulation, sidesInPlayOrder } from '../simulate/runSimulation'

/** `hexes simulate <scenario> [--variant V] --games N [--seed S] [--side1 random] [--side2 random] [--max-actions M]`. */
export const simulateCommand: Command = {
  name: 'simulate',
  summary: 'play many seeded random games, checking invariants and replays',
  help: `Usage: hexes simulate <scenario> [--variant V] [--games N] [--seed S] [--side1 <bot>] [--side2 <bot>]
                        [--max-actions M] [--replay-every K] [--deep] [--failures <dir>] [--jobs J] [--json]

Plays N games of seeded random play (game i uses seed S+i for the dice; the bots draw from their
own stream seeded from it). After every action it checks the state invariants (core's
checkInvariants: the engine's model checks and the rules' "invariants" hook, plus the play checks
of @hexes/ai's checkPlayInvariants); it checks that every
game ends within M actions and that replaying the action log of every K-th game (and the last)
through a save file reproduces its final state hash. Exits with status 1 on any failure, listing
each failing game's seed and first broken invariant. The "games digest" is one hash of every
game's final state, in seed order: two versions of the sources played the same games exactly
when their digests are equal (the JSON report lists each game's final hash too).

Options:
  --variant <V>       play the scenario's variant V (its rule mix; see "hexes list")
  --games <N>         number of games (default 100)
  --seed <S>          seed of the first game, an integer (default 1)
  --side1 <bot>       bot of the side that plays first (default random)
  --side2 <bot>       bot of the other side(s) (default random)
  --max-actions <M>   a game still running after M actions is a failure (default 5000)
  --replay-every <K>  replay every K-th game; 1 replays all, 0 none (default 10)
  --deep              also check that no action modifies the previous state (slower)
  --failures <dir>    write each failing game's actions to <dir>/<scenario>-seed<S>.json
                      (<scenario>-<V>-seed<S>.json for a variant; replay it with:
                      hexes play <scenario> [--variant V] --seed S --actions <file>)
  --jobs <J>          play on J worker threads (default 1); same games, same results. The
                      workers use the builtin plugins
  --json              print the report as JSON

Bots: ${botNames().join(', ')}.`,
  options: {
    variant: { type: 'string' }, games: { type: 'string' }, seed: { type: 'string' }, side1: { type: 'string' }, side2: { type: 'string' },
    'max-actions': { type: 'string' }, 'replay-every': { type: 'string' }, deep: { type: 'boolean' }, failures: { type: 'string' }, jobs: { type: 'string' },
    json: { type: 'boolean' },
  },
  async run(args, ctx) {
    const { io, deps } = ctx
    const [ref] = expectPositionals(args, ['scenario'], 'simulate')
    const { games, seed, maxActions, jobs } = gameRunOptions(args, 'simulate', { games: 100, seed: 1, maxActions: 5000, maxGames: 10_000_000 })
    const replayEvery = intOption(args, 'replay-every', 'simulate', { min: 0 }) ?? 10
    const side1 = stringOption(args, 'side1') ?? 'random'
    const side2 = stringOption(args, 'side2') ?? 'random'
    const bot1 = botByName(side1, '--side1')
    const bot2 = botByName(side2, '--side2')
    const failuresDir = stringOption(args, 'failures')

    const variant = stringOption(args, 'variant')
    const { scenario } = await resolveScenario(ctx, ref!, variant)
    const sides = sidesInPlayOrder(scenario)
    const bots = sides.map((_, i) => (i === 0 ? bot1 : i === 1 ? bot2 : botByName(side2, '--side2')))
    const deep = args.options.deep === true
    const plugins = await pluginsFor(ctx, scenario)
    if (jobs > 1 && plugins.length > (await deps.registry()).plugins.length) {
      throw usageError('--jobs: the worker threads load the builtin plugins only, and this scenario needs an installed one: run without --jobs', 'simulate')
    }
    const played = jobs > 1 && games > 1
      ? await runParallel({ scenario, games, seed, bots: bots.map((b) => b.name), maxActions, replayEvery, deep }, jobs, deps)
      : runSimulation({ scenario, plugins, games, seed, bots, maxActions, replayEvery, deep, now: deps.now, cpuMs: deps.cpuMs })
    const chosen = variant === undefined ? undefined : scenario.variants?.find((v) => v.id === variant)
    const report = chosen ? { ...played, variant: { id: chosen.id, name: chosen.name } } : played

    if (failuresDir !== undefined && report.failures.length) {
      try {
        mkdirSync(resolvePath(io, failuresDir), { recursive: true })
      } catch (e) {
        throw new CliError('cli/file-unwritable', `Cannot create directory "${failuresDir}": ${(e as Error).message}`)
      }
      for (const f of report.failures) {
        const file = join(failuresDir, `${scenario.id}${variant === undefined ? '' : `-${variant}`}-seed${f.seed}.json`)
        const doc = { comment: `hexes simulate failure, seed ${f.seed}: ${f.failure!.kind} ${f.failure!.code}`, actions: f.log ?? [] }
        writeTextFile(io, file, `${JSON.stringify(doc, null, 2)}\n`, 'failure file')
      }
    }
    if (args.options.json) {
      const { failures, finalHashes, ...rest } = report
      io.stdout(`${JSON.stringify({ ...rest, digest: gamesDigest(report), finalHashes, failures: failures.map(({ log: _log, ...f }) => f) }, null, 2)}\n`)
    } else {
      // The options that decide a game's course, so that the reproduce line replays the failure.
      const bots = `${side1 !== 'random' ? ` --side1 ${side1}` : ''}${side2 !== 'random' ? ` --side2 ${side2}` : ''}`
      const checks = `${deep ? ' --deep' : ''}${replayEvery !== 10 ? ` --replay-every ${replayEvery}` : ''}`
      const mix = variant === undefined ? '' : ` --variant ${shellWord(variant)}`
      io.stdout(formatSimulationReport(report, `hexes simulate ${shellWord(ref!)}${mix} --max-actions ${maxActions}${bots}${checks}`, availableParallelism()))
      if (failuresDir !== undefined && report.failures.length) io.stdout(`Action logs of the failing games written to ${failuresDir}/\n`)
    }
    return report.failures.length ? 1 : 0
  },
}

/** A bot by name (`random`, `ai`, `ai-easy`...: see `botNames()`). */
function botByName(name: string, option: string): Bot {
  const bot = createBot(name)
  if (bot) return bot
  throw usageError(`${option}: unknown bot "${name}" (available: ${botNames().join(', ')})`, 'simulate')
}

/** `word` as one shell word: quoted when it holds anything but safe characters. */
function shellWord(word: string): string {
  return /^[\w./@:+-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`
}
