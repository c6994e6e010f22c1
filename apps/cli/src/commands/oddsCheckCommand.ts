import { buildRules, parseScenario, type Scenario } from '@hexes/core'
import type { SkTables } from '@hexes/plugin-skirmish'
import { usageError } from '../CliError'
import type { Command } from '../Command'
import { formatOddsCheck } from '../oddsCheck/formatOddsCheck'
import type { OddsCheckAttack } from '../oddsCheck/runOddsCheck'
import { runOddsCheckParallel } from '../oddsCheck/runOddsCheckParallel'
import { intOption } from '../parseArgs'
import { resolveScenario } from '../resolveScenario'

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
so the check is the same on every run. Exits with status 1 on any failure, listing each.
Scenarios without skirmish units have no attack to check.

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
    if (attacks.length === 0) throw usageError(`No skirmish attack to check in ${scenarios.map((s) => s.id).join(', ') || 'no scenario'}`, 'odds-check')
    const t0 = deps.now()
    const results = jobs > 1 ? await runOddsCheckParallel(attacks, runs, jobs) : runOddsCheck(attacks, runs)
    const ms = deps.now() - t0
    if (args.options.json) io.stdout(`${JSON.stringify({ runs, jobs, ms, scenarios: counts, results }, null, 2)}\n`)
    else io.stdout(formatOddsCheck(results, { scenarios: counts, runs, jobs: Math.min(jobs, attacks.length), ms }))
    return results.every((r) => r.ok) ? 0 : 1
  },
}
