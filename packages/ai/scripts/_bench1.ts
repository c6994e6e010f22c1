import 'reflect-metadata'
import { readFileSync } from 'node:fs'
import { buildRules, combatModifiers, enumerateChances, parseScenario, prepareCombat, scenarioVariant, type Scenario, type GameState, type CombatDeclaration } from '@hexes/core'
import { builtinPlugins, builtinScenarios } from '@hexes/registry'
const [id, file, nS] = process.argv.slice(2)
const [scenarioId, variant] = id!.split('@') as [string, string | undefined]
const scenario = parseScenario(builtinScenarios.find((s) => (s as Scenario).id === scenarioId)!)
const rules = buildRules(variant === undefined ? scenario : scenarioVariant(scenario, variant), builtinPlugins)
const d = JSON.parse(readFileSync(file!, 'utf8')) as { state: GameState; side: string; decl: CombatDeclaration }
const run = () => {
  const ctx = prepareCombat(rules, d.state, d.side, d.decl)
  if ('ok' in ctx) throw new Error('rejected')
  const modifiers = combatModifiers(ctx)
  const rctx = Object.assign({}, ctx, { modifiers, forOdds: true }) as never
  return enumerateChances((dice) => {
    ;(rctx as { dice: unknown }).dice = dice
    return rules.hooks.combatResolution.call(rctx)!
  }, (r) => r.key)
}
let r = run()
for (let i = 0; i < 3; i++) r = run()
const n = Number(nS ?? 20)
const t0 = performance.now()
for (let i = 0; i < n; i++) r = run()
const ms = (performance.now() - t0) / n
console.log(`leaves ${r.leaves} outcomes ${r.outcomes.length} ${ms.toFixed(2)} ms/enumeration ${(ms * 1000 / r.leaves).toFixed(2)} us/leaf`)
console.log(r.outcomes.slice(0, 3).map((o) => `${o.key}:${o.p}`).join(' | ').slice(0, 300))
