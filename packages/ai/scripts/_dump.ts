import 'reflect-metadata'
import { writeFileSync } from 'node:fs'
import { buildRules, parseScenario, scenarioVariant, type Scenario } from '@hexes/core'
import { builtinPlugins, builtinScenarios } from '@hexes/registry'
import { SearchBot } from '../src/bots/SearchBot'
import { RandomBot } from '../src/RandomBot'
import { playMatchGame } from '../src/bench/playMatchGame'
const [id, seedS, out] = process.argv.slice(2)
;(globalThis as unknown as { __dump: (x: unknown) => void }).__dump = (x) => writeFileSync(out!, JSON.stringify(x))
const [scenarioId, variant] = id!.split('@') as [string, string | undefined]
const scenario = parseScenario(builtinScenarios.find((s) => (s as Scenario).id === scenarioId)!)
const rules = buildRules(variant === undefined ? scenario : scenarioVariant(scenario, variant), builtinPlugins)
const bots = [new SearchBot({ level: 'normal' }), new RandomBot()]
playMatchGame({ rules, bots, seed: Number(seedS ?? 1), maxActions: 40 })
