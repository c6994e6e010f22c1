import { findUnit, hexParam, hexRefSchema, msg, reject, rejectWith, unitParam, type ActionDefinition, type GameRules, type GameState, type HexRef, type Rejection } from '@hexes/core'
import { z } from 'zod'
import type { SwConfig } from '../config/swConfig'
import { placementRulesFor } from '../placement/placementBoard'
import { currentWave, SW } from '../state/SwState'

/** Action type of a wave placement (SW-8..SW-12, SW-18). */
export const SW_PLACE = 'sw/place'

/** `{ type: 'sw/place', side, unit, hex }`. */
export const placeSchema = z.strictObject({
  type: z.literal(SW_PLACE),
  side: z.string(),
  unit: z.string(),
  hex: hexRefSchema,
})

/** A wave placement. */
export type PlaceAction = z.infer<typeof placeSchema>

/**
 * Whether `unitId`, a unit of the current wave's pool, may be placed on `hex` now: the
 * `placementLegality` hook with purpose `reinforcement` and the wave's placed hexes as the batch.
 * Successive Waves answers it with its one placement predicate (`PlacementRules.verdict`); the
 * base rules may add their own vetoes (conjunctive).
 */
export function placementVerdict(state: GameState, rules: GameRules, unitId: string, hex: HexRef): Rejection | undefined {
  const wave = currentWave(state)
  const unit = findUnit(state, unitId)
  if (!wave || !unit) return rejectWith('sw/no-wave', 'SW-8', 'No wave is being placed', msg('sw/no-wave/none'))
  return rules.hooks.placementLegality.call({ state, rules, unit, hex, purpose: 'reinforcement', batch: wave.placed.map((p) => p.hex) })
}

/**
 * The hexes where `unitId` may be placed now, ascending index: what the web app highlights and
 * what the AI picks from. Empty when the unit is not in the current wave's pool.
 */
export function legalPlacementHexes(state: GameState, rules: GameRules, unitId: string): HexRef[] {
  return scanPlacementHexes(state, rules, unitId, Infinity)
}

/**
 * Whether the block is stuck (SW-13 « si cela n'est pas possible »): the wave has begun, units are
 * still waiting, and none of them has a legal hex.
 */
export function blockIsStuck(state: GameState, rules: GameRules): boolean {
  const wave = currentWave(state)
  if (!wave || wave.ended || wave.placed.length === 0 || wave.pool.length === 0) return false
  return wave.pool.every((id) => scanPlacementHexes(state, rules, id, 1).length === 0)
}

/**
 * Scans the map for legal hexes of `unitId`, stopping after `limit`. Successive Waves' own
 * predicate (compiled once for the state and unit) filters the hexes first; the full
 * `placementLegality` hook, which runs the same predicate plus any other plugin's veto, then
 * confirms each survivor. The result is exactly the set of hexes the hook accepts, at a fraction
 * of the hook calls.
 */
function scanPlacementHexes(state: GameState, rules: GameRules, unitId: string, limit: number): HexRef[] {
  const wave = currentWave(state)
  const unit = findUnit(state, unitId)
  const config = rules.config<SwConfig>(SW)
  if (!wave || wave.ended || !unit || !config || !wave.pool.includes(unitId)) return []
  const own = placementRulesFor(state, rules, unit, config)
  const { grid } = rules
  const batch = wave.placed.map((p) => grid.indexOfRef(p.hex))
  const out: HexRef[] = []
  for (let h = 0; h < grid.size && out.length < limit; h++) {
    if (own.verdict(h, batch) !== undefined) continue
    const ref = grid.refOf(h)
    if (placementVerdict(state, rules, unitId, ref) === undefined) out.push(ref)
  }
  return out
}

/** Rule-level legality of a placement (besides the hex: wave, pool). */
function validatePlace(state: GameState, rules: GameRules, config: SwConfig, action: PlaceAction): Rejection | undefined {
  if (action.side !== config.nativeSide) return reject('sw/not-native', 'SW-1', 'Only the Native player may use Successive Waves', {})
  const wave = currentWave(state)
  if (!wave) return reject('sw/no-wave', 'SW-8', 'Declare Successive Waves (sw/declare) before placing units', {})
  if (wave.ended) return reject('sw/placement-over', 'SW-13', 'The remaining units were set aside: placement is over for this turn', {})
  if (!wave.pool.includes(action.unit)) return reject('sw/not-in-wave', 'SW-8', `${action.unit} is not one of the gathered units waiting to be placed`, { unit: unitParam(action.unit) })
  return placementVerdict(state, rules, action.unit, action.hex)
}

/**
 * `sw/place`: places one gathered unit. The first one goes on a hex meeting SW-9 and SW-10
 * (SW-8); the others must each touch the block already placed and keep SW-12's distance (SW-11,
 * SW-12). Every hex is empty, on the map and enterable (SW-18). The unit counts as not having
 * moved (GAP-SW-10) and acts normally next turn (SW-15).
 */
export function placeAction(config: SwConfig): ActionDefinition<PlaceAction> {
  return {
    type: SW_PLACE,
    schema: placeSchema,
    validate: ({ state, rules, action }) => validatePlace(state, rules, config, action),
    apply({ draft, action, emit }) {
      const wave = currentWave(draft)!
      const u = findUnit(draft, action.unit)!
      u.status = 'active'
      u.hex = action.hex
      const first = wave.placed.length === 0
      wave.pool = wave.pool.filter((id) => id !== u.id)
      wave.placed.push({ unit: u.id, hex: action.hex })
      emit({
        type: 'sw/placed',
        message: `${u.name ?? u.id} enters at ${action.hex}${first ? ' (first hex of the wave)' : ''}`,
        text: msg(first ? 'sw/placed/first' : 'sw/placed', { unit: unitParam(u.id), hex: hexParam(action.hex) }),
        ruleId: first ? 'SW-8' : 'SW-11',
        side: u.side,
        unit: u.id,
        hex: action.hex,
      })
    },
    enumerate({ state, rules, side }) {
      if (side !== config.nativeSide) return []
      const wave = currentWave(state)
      if (!wave || wave.ended) return []
      const out: PlaceAction[] = []
      for (const unit of wave.pool) {
        for (const hex of legalPlacementHexes(state, rules, unit)) out.push({ type: SW_PLACE, side, unit, hex })
      }
      return out
    },
  }
}
