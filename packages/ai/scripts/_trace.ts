import 'reflect-metadata'
import { buildRules, createInitialState, parseScenario, seedRng, type Scenario } from '@hexes/core'
import { builtinPlugins, builtinScenarios } from '@hexes/registry'
import { SearchBot } from '../src/bots/SearchBot'
import { RandomBot } from '../src/RandomBot'
import { playout } from '../src/playout'

const seed = Number(process.argv[2] ?? 7)
const side = Number(process.argv[3] ?? 0)
const raw = builtinScenarios.find((s) => (s as Scenario).id === (process.argv[4] ?? 'boroughbridge-1322'))!
const rules = buildRules(parseScenario(raw), builtinPlugins)
const state = createInitialState(rules, seed).state
const bots = side === 0 ? [new SearchBot({ level: 'normal' }), new RandomBot()] : [new RandomBot(), new SearchBot({ level: 'normal' })]
let lastKey = ''
const r = playout(rules, state, bots, {
  rng: seedRng(`bot/${seed}`), maxActions: 20000, keepLog: false,
  onAction(step) {
    const s = step.state
    const key = `${s.turn.turn}|${s.turn.activeSide}`
    const a = step.action as any
    if (a.side === s.sides[side]?.id || true) {
      const brief = JSON.stringify(a).slice(0, 160)
      if (!/end-phase|pass/.test(a.type)) console.log(`T${s.turn.turn} ${s.turn.activeSide} ${s.turn.phase ?? ''} ${brief}`)
    }
    if (key !== lastKey) {
      lastKey = key
      const units = Object.values(s.units as any).map((u: any) => `${u.id}@${u.hex}${u.hp !== undefined ? ' hp' + u.hp : ''}${u.status ? ' ' + JSON.stringify(u.status) : ''}`)
      console.log(`== ${key}: ${units.join(' | ')}`)
    }
  },
})
console.log('result', JSON.stringify(r.state.result), 'turns', r.turns)
const units = Object.values(r.state.units as any).map((u: any) => JSON.stringify(u).slice(0, 200))
console.log(units.join('\n'))
