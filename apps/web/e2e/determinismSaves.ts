// Writes the saves of the determinism browser test (run by it with `node --import tsx`): for every
// shipped scenario and variant, a game of the random bot from one seed, played here in Node and
// saved as the web app saves it (its setup in `meta.setup`, the final state's hash in `stateHash`).
// The browser then replays each from its seed and actions, and the engine refuses a save whose
// replay ends on another hash: the same game in Node and in Chromium. One JSON file at the path given.
import 'reflect-metadata'
import { writeFileSync } from 'node:fs'
import { RandomBot, playout } from '@hexes/ai'
import { buildRules, createGame, createInitialState, parseScenario, variantMix, type Scenario } from '@hexes/core'
import { builtinPlugins, builtinScenarios } from '@hexes/registry'

const out = process.argv[2]
if (!out) throw new Error('usage: determinismSaves.ts <out.json>')
const SEED = 11
const saves = []
for (const raw of builtinScenarios as Scenario[]) {
  for (const variant of [undefined, ...(raw.variants ?? [])]) {
    const plugins = variant ? variantMix(raw, variant) : raw.plugins.map((p) => ({ ...p }))
    // The scenario as the web app builds it from a setup (`scenarioFor`): the shipped one with the setup's mix.
    const scenario = { ...raw, plugins } as Scenario
    const rules = buildRules(parseScenario(scenario), builtinPlugins)
    const bot = playout(rules, createInitialState(rules, SEED).state, new RandomBot(), { seed: SEED, maxActions: 150 })
    const game = createGame({ scenario, plugins: builtinPlugins, seed: SEED })
    for (const a of bot.actions) if (!game.act(a).ok) throw new Error(`${raw.id}${variant ? `@${variant.id}` : ''}: the bot's action is refused on replay`)
    const setup = { scenarioId: raw.id, ...(variant ? { variant: variant.id } : {}), plugins, players: Object.fromEntries(raw.sides.map((s) => [s.id, 'human'])), seed: SEED }
    saves.push({ id: variant ? `${raw.id}@${variant.id}` : raw.id, actions: bot.actions.length, save: game.save({ app: 'hexes-web', setup, savedAt: '2026-12-01T00:00:00.000Z' }) })
  }
}
writeFileSync(out, JSON.stringify(saves))
