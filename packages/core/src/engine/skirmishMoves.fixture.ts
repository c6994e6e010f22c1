/**
 * A test-only rule set of the core tests (never shipped): skirmish-style movement to exercise what
 * the movement model must carry beyond HEXES Med. Paces on hexes (GAP-SK-01: 2 paces a hex, woods
 * twice, 4 ticks a pace), facing with turn costs (1 pace per 60°, M/2 for an about-face, GAP-SK-02),
 * obstacle costs per class (hedge 2 paces for all; high wall 2 for foot, 3 for horse), a flyer
 * (over terrain, obstacles, units and ZOC), a prisoner that exerts no ZOC and holds no hex, and
 * three moves with a goal: a charge (2M into contact, facing the target), a flight (M + 1d10 away
 * from the enemy, lost off the edge) and a pursuit (M + 1d6 after a fleeing unit). Foot and horse
 * keep HEXES Med's ZOC rules so that the prisoner's has something to be tested against.
 */
import { z } from 'zod'
import { injectable } from 'tsyringe'
import { d10, d6 } from '../dice/standardDice'
import { reject } from '../errors/Rejection'
import type { HookRegistry } from '../hooks/HookRegistry'
import type { MovementProfile } from '../hooks/HookContexts'
import type { GameState, UnitState } from '../model/GameState'
import type { GameRules } from './GameRules'
import { definePlugin } from '../plugin/definePlugin'
import type { PluginApi } from '../plugin/PluginApi'
import type { RulePlugin } from '../plugin/RulePlugin'
import { commitMove } from './commitMove'
import { chargeEnds, flightMove, pursuitMove } from './goalMoves'
import { findUnit } from './stateQueries'

/** Plugin id of the fixture. */
export const SK_MOVES = 'skirmish-moves-test'

/** Movement allowance M in paces by unit type. */
export const SK_M: Readonly<Record<string, number>> = { foot: 5, horse: 8, flyer: 10, prisoner: 4 }

const isFlyer = (u: UnitState) => u.type === 'flyer'

/** Per map: 2 paces (8 ticks) more for a step up from a non-hill hex onto a hill hex (SK-MOVE-2: uphill only). */
const slopes = new WeakMap<GameState['map'], Uint16Array>()
function uphillCosts(rules: GameRules, state: GameState): Uint16Array {
  let arr = slopes.get(state.map)
  if (!arr) {
    const { grid } = rules
    arr = new Uint16Array(grid.size * 6)
    for (let h = 0; h < grid.size; h++) {
      for (let d = 0; d < 6; d++) {
        const n = grid.neighbors[h * 6 + d]!
        if (n >= 0 && state.map.terrain[n] === 'hill' && state.map.terrain[h] !== 'hill') arr[h * 6 + d] = 8
      }
    }
    slopes.set(state.map, arr)
  }
  return arr
}
const unitArg = z.strictObject({ type: z.string(), side: z.string(), unit: z.string(), target: z.string() })

@injectable()
class SkirmishMoves implements RulePlugin {
  apply(hooks: HookRegistry, api: PluginApi): void {
    const id = SK_MOVES
    hooks.phases.tap(id, () => [
      { id: 'move', slot: '1', side: 0, label: 'Moves', actions: ['move', 'test/charge', 'test/flee', 'test/pursue'] },
      { id: 'move', slot: '2', side: 1, label: 'Moves', actions: ['move', 'test/charge', 'test/flee', 'test/pursue'] },
      { id: 'turn-end', slot: '3', side: null, label: 'End of turn', actions: [], auto: 'turn-end' },
    ])
    hooks.movementProfile.tap(id, (p, { state, rules, unit, purpose }) => {
      const m = SK_M[unit.type] ?? 4
      const profile: MovementProfile = { ...p, mp: purpose === 'charge' ? 2 * m : m, ticksPerUnit: 4, units: 'paces' }
      if (isFlyer(unit)) {
        return { ...profile, ignoresZoc: true, ignoresTerrain: true, terrainStep: 2, ignoresObstacles: true, path: { passEnemies: true } }
      }
      return { ...profile, facing: { steps: 'front', turnCost: [0, 1, 2, m / 2] }, stepCost: uphillCosts(rules, state) }
    })
    hooks.movementCost.tap(id, (cost, { terrain }) => {
      if (terrain === 'woods') return { cost: 4 }
      if (terrain === 'river') return { cost: 'impassable' }
      return { cost: 2 }
    })
    hooks.hexsideCost.tap(id, (cost, { unit, terrain }) => {
      if (terrain === 'hedge') return { cost: 2 }
      if (terrain === 'wall') return { cost: unit.type === 'horse' ? 3 : 2 }
      return cost
    })
    // I-12: a prisoner exerts no ZOC and holds no hex against the others' moves.
    hooks.exertsZoc.tap(id, ({ unit }) => (unit.type === 'prisoner' ? false : undefined))
    hooks.occupiesHex.tap(id, ({ unit }) => (unit.type === 'prisoner' ? false : undefined))

    const own = (state: GameState, side: string, unitId: string) => {
      const u = findUnit(state, unitId)
      return u && u.side === side && u.status === 'active' && u.hex !== null ? u : undefined
    }
    api.defineAction({
      type: 'test/charge',
      schema: unitArg.extend({ type: z.literal('test/charge') }),
      validate({ state, rules, action }) {
        const u = own(state, action.side, action.unit)
        const t = findUnit(state, action.target)
        if (!u || !t || t.hex === null || t.side === u.side) return reject('test/bad-charge', 'T-CHARGE', 'not a charge')
        return chargeEnds(rules, state, u, t).ends.length ? undefined : reject('test/out-of-reach', 'T-CHARGE', `${t.id} is out of ${u.id}'s charge reach`)
      },
      apply(ctx) {
        const u = findUnit(ctx.before, ctx.action.unit)!
        const end = chargeEnds(ctx.rules, ctx.before, u, findUnit(ctx.before, ctx.action.target)!).ends[0]!
        commitMove(ctx, findUnit(ctx.draft, u.id)!, { to: end.hex, path: end.path, cost: end.cost, facing: end.facing, units: 'paces', ruleId: 'T-CHARGE' })
      },
    })
    api.defineAction({
      type: 'test/flee',
      schema: z.strictObject({ type: z.literal('test/flee'), side: z.string(), unit: z.string() }),
      validate: ({ state, action }) => (own(state, action.side, action.unit) ? undefined : reject('test/bad-flight', 'T-FLEE', 'not a unit of yours')),
      apply(ctx) {
        const u = findUnit(ctx.before, ctx.action.unit)!
        const roll = ctx.dice.roll(d10(), 'T-FLEE flight').value
        const flight = flightMove(ctx.rules, ctx.before, u, { mp: (SK_M[u.type] ?? 4) + roll })
        const unit = findUnit(ctx.draft, u.id)!
        if (flight.exited) {
          ctx.emit({ type: 'test/fled-off', message: `${u.id} flees off the map`, unit: u.id, path: flight.path, roll })
          unit.hex = null
          unit.status = 'reserve'
          return
        }
        if (flight.to !== u.hex) commitMove(ctx, unit, { to: flight.to!, path: flight.path, cost: flight.cost, units: 'paces', ruleId: 'T-FLEE' })
      },
    })
    api.defineAction({
      type: 'test/pursue',
      schema: unitArg.extend({ type: z.literal('test/pursue') }),
      validate: ({ state, action }) => (own(state, action.side, action.unit) && findUnit(state, action.target)?.hex ? undefined : reject('test/bad-pursuit', 'T-PURSUE', 'no such pursuit')),
      apply(ctx) {
        const u = findUnit(ctx.before, ctx.action.unit)!
        const roll = ctx.dice.roll(d6(), 'T-PURSUE pursuit').value
        const p = pursuitMove(ctx.rules, ctx.before, u, findUnit(ctx.before, ctx.action.target)!, { mp: (SK_M[u.type] ?? 4) + roll })
        if (p.path.length) commitMove(ctx, findUnit(ctx.draft, u.id)!, { to: p.to, path: p.path, cost: p.cost, facing: p.facing, units: 'paces', ruleId: 'T-PURSUE' })
        ctx.emit({ type: 'test/pursuit', message: p.caught ? `${u.id} catches ${ctx.action.target}` : `${u.id} does not catch ${ctx.action.target}`, caught: p.caught, roll })
      },
    })
  }
}

/** The fixture rule set (id `skirmish-moves-test`). */
export const skirmishMovesPlugin = definePlugin({ manifest: { id: SK_MOVES, name: 'Skirmish moves (test)', version: '0.0.0', engine: '^0.1.0' }, plugin: SkirmishMoves })
