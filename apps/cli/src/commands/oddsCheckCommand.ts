import { buildRules, parseScenario, type Scenario } from '@hexes/core'
import type { SkTables } from '@hexes/plugin-skirmish'
import { usageError } from '../CliError'
import type { Command } from '../Command'
import { formatOddsCheck } from '../oddsCheck/formatOddsCheck'
import type { MoraleCheckResult } from '../oddsCheck/moraleOddsCheck'
import type { OddsCheckAttack } from '../oddsCheck/runOddsCheck'
import { runOddsCheckParallel } from '../oddsCheck/runOddsCheckParallel'
import { intOption } from '../parseArgs'
import { resolveScenario } from '../resolveScenario'

/** Attacks checked per side of a game with the morale rules (each resolves its aftermath, the event bus included: the costliest to sample). */
const MORALE_ATTACKS = 1

/** `hexes odds-check [<scenario>...] [--runs N] [--jobs J] [--json]`. */
export const oddsCheckCommand: Command = {
  name: 'odds-check',
  summary: 'check the exact odds of every skirmish attack against attacks resolved with seeded dice',
  help: `Usage: hexes odds-check [<scenario>...] [--runs N] [--jobs J] [--json]

Checks the exact odds (attackOdds: enumerateOutcomes over the resolver of play) of every skirmish
attack of the builtin scenarios, or of the scenarios named (builtin ids or files): the
representative attacks of every attacker/target unit-type pair of their units, both ways (charge,
flank return strike, half-HP locked round, pursuit, incomplete charge, volleys or heavy cover),
deduplicated by plan. Each attack is resolved N times with seeded dice, die by die as play rolls
it: every outcome must be one the odds have, and the frequency of each bin of hits, HP lost and
push-back must be within 4 standard errors of its exact probability (neighbouring values pooled
until a bin expects 100 attacks). Each attack's dice are seeded by its scenario, pair and name,
so the check is the same on every run.

Then the aftermath of attacks in the games with the skirmish morale rules (a variant that has
them, Hastings' panic; a scenario of the skirmish rules alone, Boroughbridge, with them added):
for one unit type of each side, a melee on an enemy unit on the opening board (the attacker set
next to it and to no other unit). The exact chance of each unit's mark once the combat and the
event bus after it are over (flees; captured; in a HEXES Med game retreats or loses a step by
HEXES Med's test), over the combat's dice and the morale tests' (UnitOdds.aftermath of the
preview), is compared with N attacks resolved with seeded dice and the bus run after each, within
4 standard errors; each line prints every mark's exact and resolved chance. Exits with status 1
on any failure, listing each. Scenarios without skirmish units have no attack to check.

Options:
  --runs <N>   resolved attacks per attack (default 100000)
  --jobs <J>   check on J worker threads (default 1); same results
  --json       print the results as JSON`,
  options: { runs: { type: 'string' }, jobs: { type: 'string' }, json: { type: 'boolean' } },
  async run(args, ctx) {
    const { io, deps } = ctx
    const runs = intOption(args, 'runs', 'odds-check', { min: 1000, max: 10_000_000 }) ?? 100_000
    const jobs = intOption(args, 'jobs', 'odds-check', { min: 1, max: 64 }) ?? 1
    const { plugins, scenarios: builtins } = await deps.registry()
    const scenarios: Scenario[] = args.positionals.length
      ? await Promise.all(args.positionals.map(async (ref) => (await resolveScenario(ctx, ref)).scenario))
      : builtins.map((doc) => parseScenario(doc))
    // Loaded here, not at start-up: a broken plugin does not break the other commands.
    const { SK_TABLES, typePairAttacks } = await import('@hexes/plugin-skirmish')
    const { runOddsCheck } = await import('../oddsCheck/runOddsCheck')
    const { moraleAttacks, moraleGames, runMoraleCheck } = await import('../oddsCheck/moraleOddsCheck')
    const attacks: OddsCheckAttack[] = []
    const seen = new Set<string>()
    const counts: { id: string; attacks: number }[] = []
    for (const scenario of scenarios) {
      const rules = buildRules(scenario, plugins)
      if (!rules.container.isRegistered(SK_TABLES, true)) continue
      const tables = rules.container.resolve<SkTables>(SK_TABLES)
      let count = 0
      for (const a of typePairAttacks(scenario.units, tables)) {
        const key = JSON.stringify(a.plan)
        if (seen.has(key)) continue
        seen.add(key)
        count++
        attacks.push({ scenario: scenario.id, pair: `${tables.unitTypes[a.attacker]!.name} → ${tables.unitTypes[a.target]!.name}`, name: a.name, plan: a.plan })
      }
      counts.push({ id: scenario.id, attacks: count })
    }
    // The attacks of the games with the morale rules, whose aftermath is checked: flights, captures, HEXES Med results.
    const moraleChecks = moraleGames(scenarios).map((game) => moraleAttacks(game, plugins, MORALE_ATTACKS))
    if (attacks.length === 0 && moraleChecks.every((c) => c.attacks.length === 0)) throw usageError(`No skirmish attack to check in ${scenarios.map((s) => s.id).join(', ') || 'no scenario'}`, 'odds-check')
    const t0 = deps.now()
    // With workers, the main thread checks the morale games' attacks while they check the others.
    const parallel = jobs > 1 && attacks.length > 0 ? runOddsCheckParallel(attacks, runs, jobs) : null
    const morale: MoraleCheckResult[] = moraleChecks.flatMap((c) => runMoraleCheck(c.rules, c.attacks, runs))
    const results = parallel ? await parallel : runOddsCheck(attacks, runs)
    const ms = deps.now() - t0
    if (args.options.json) io.stdout(`${JSON.stringify({ runs, jobs, ms, scenarios: counts, results, morale }, null, 2)}\n`)
    else io.stdout(formatOddsCheck(results, { scenarios: counts, runs, jobs: Math.max(1, Math.min(jobs, attacks.length)), ms }, morale))
    return results.every((r) => r.ok) && morale.every((r) => r.ok) ? 0 : 1
  },
}
