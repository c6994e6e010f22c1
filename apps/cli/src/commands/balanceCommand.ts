import { AI_LEVELS, isAiLevel } from '@hexes/ai'
import { CliError, usageError } from '../CliError'
import type { Command } from '../Command'
import { expectPositionals, gameRunOptions, stringOption } from '../parseArgs'
import { resolveScenario } from '../resolveScenario'
import { sidesInPlayOrder } from '../simulate/runSimulation'
import { runWorkerThread } from '../workerThread'
import { matchupReport, type BalanceMatchup, type BalanceReport } from '../balance/balanceReport'
import type { BalanceWorkerAnswer } from '../balance/balanceWorker'
import { formatBalanceReport } from '../balance/formatBalanceReport'
import { runBalanceJob, sliceBalanceGames, type BalanceJob, type BalanceJobGame } from '../balance/runBalance'

const workerUrl = new URL('../../bin/balance-worker.mjs', import.meta.url)

/** `hexes balance <scenario> [--variant V] [--games N] [--seed S] [--levels easy,normal] [--cross] [--jobs J] [--json]`. */
export const balanceCommand: Command = {
  name: 'balance',
  summary: 'play seeded games between equal computer players and report each side\'s chances',
  help: `Usage: hexes balance <scenario> [--variant V] [--games N] [--seed S] [--levels L1,L2] [--cross]
                       [--max-actions M] [--jobs J] [--json]

Plays N seeded games (game i uses seed S+i) for each level of --levels with the computer at that
level on every side, and with --cross also between each two levels, each way round. Reports per
matchup each side's wins and losses and the draws with their 95 % confidence interval (Wilson),
the mean game length, how the games ended (which victory condition, for whom, in which turns)
and the material curve: each side's mean strength on the map at the start and at the end of each
turn. A scenario is balanced between equals when every side's interval lies around 40-60 %.

Options:
  --variant <V>       play the scenario's variant V
  --games <N>         games per matchup (default 20)
  --seed <S>          seed of the first game (default 5001)
  --levels <L,...>    computer levels (default easy,normal; available: ${AI_LEVELS.join(', ')})
  --cross             also play each two levels against each other, both ways round
  --max-actions <M>   a game still running after M actions is unfinished (default 20000)
  --jobs <J>          play on J worker threads (default 1); same games, same results
  --json              print the report as JSON (every game's seed, result and material too)`,
  options: {
    variant: { type: 'string' }, games: { type: 'string' }, seed: { type: 'string' }, levels: { type: 'string' }, cross: { type: 'boolean' },
    'max-actions': { type: 'string' }, jobs: { type: 'string' }, json: { type: 'boolean' },
  },
  async run(args, ctx) {
    const { io, deps } = ctx
    const [ref] = expectPositionals(args, ['scenario'], 'balance')
    const { games, seed, maxActions, jobs } = gameRunOptions(args, 'balance', { games: 20, seed: 5001, maxActions: 20_000, maxGames: 1_000_000 })
    const levels = (stringOption(args, 'levels') ?? 'easy,normal').split(',').map((l) => l.trim())
    for (const l of levels) if (!isAiLevel(l)) throw usageError(`--levels: unknown level "${l}" (available: ${AI_LEVELS.join(', ')})`, 'balance')
    if (new Set(levels).size !== levels.length) throw usageError('--levels: a level is listed twice', 'balance')
    const variant = stringOption(args, 'variant')
    const { scenario } = await resolveScenario(ctx, ref!, variant)
    const sides = sidesInPlayOrder(scenario).map((s) => ({ id: s.id, name: s.name }))
    const matchups = balanceMatchups(levels, sides.length, args.options.cross === true)

    const t0 = deps.now()
    const cpu0 = deps.cpuMs()
    const slices = sliceBalanceGames(matchups.length, seed, games, jobs)
    const job = (g: BalanceJob['games']): BalanceJob => ({ scenario, matchups: matchups.map((m) => m.bots), games: g, maxActions })
    const played: BalanceJobGame[] = jobs > 1 && slices.length > 1
      ? (await Promise.all(slices.map((g) => runWorkerThread<BalanceWorkerAnswer>(workerUrl, job(g), (message) => ({ ok: false, message }))))).flatMap((a) => {
          if (!a.ok) throw new CliError('cli/worker', `A balance worker failed: ${a.message}`)
          return a.games
        })
      : runBalanceJob(job(slices.flat()), (await deps.registry()).plugins)
    const chosen = variant === undefined ? undefined : scenario.variants?.find((v) => v.id === variant)
    const report: BalanceReport = {
      scenario: { id: scenario.id, name: scenario.name },
      ...(chosen ? { variant: { id: chosen.id, name: chosen.name } } : {}),
      firstSeed: seed,
      gamesPerMatchup: games,
      maxActions,
      matchups: matchups.map((m, i) => matchupReport(m, sides, played.filter((p) => p.matchup === i).map((p) => p.game))),
      timing: { totalMs: deps.now() - t0, cpuMs: deps.cpuMs() - cpu0 },
      jobs: jobs > 1 ? slices.length : 1,
    }
    io.stdout(args.options.json ? `${JSON.stringify(report, null, 2)}\n` : formatBalanceReport(report))
    return 0
  },
}

/** Each level against itself, then (with `cross`) each pair of levels both ways round; the bots are `ai-<level>`. */
export function balanceMatchups(levels: readonly string[], sides: number, cross: boolean): BalanceMatchup[] {
  const out: BalanceMatchup[] = levels.map((l) => ({ label: `${l} vs ${l}`, bots: Array.from({ length: sides }, () => `ai-${l}`) }))
  if (cross) {
    for (const a of levels) for (const b of levels) {
      if (a !== b) out.push({ label: `${a} vs ${b}`, bots: Array.from({ length: sides }, (_, i) => `ai-${i === 0 ? a : b}`) })
    }
  }
  return out
}
