import { findLeader, leadersOn, msg, reject, unitParam, type ActionDefinition, type GameState, type Rejection } from '@hexes/core'
import { z } from 'zod'
import type { SwConfig } from '../config/swConfig'
import { currentWave } from '../state/SwState'

/** Action type of the leader's placement (SW-14). */
export const SW_PLACE_LEADER = 'sw/place-leader'

/** `{ type: 'sw/place-leader', side, leader, unit }`. */
export const placeLeaderSchema = z.strictObject({
  type: z.literal(SW_PLACE_LEADER),
  side: z.string(),
  leader: z.string(),
  unit: z.string(),
})

/** The leader's placement. */
export type PlaceLeaderAction = z.infer<typeof placeLeaderSchema>

function validatePlaceLeader(state: GameState, config: SwConfig, action: PlaceLeaderAction): Rejection | undefined {
  if (action.side !== config.nativeSide) return reject('sw/not-native', 'SW-1', 'Only the Native player may use Successive Waves', {})
  const wave = currentWave(state)
  if (!wave || wave.leader === null || wave.leaderPlaced) return reject('sw/no-leader', 'SW-14', 'No removed leader is waiting to be placed', {})
  if (action.leader !== wave.leader) return reject('sw/wrong-leader', 'SW-14', `${action.leader} is not the leader removed by this wave (${wave.leader})`, {
      leader: { leader: action.leader }, removed: { leader: wave.leader },
    })
  if (!wave.placed.some((p) => p.unit === action.unit)) {
    return reject('sw/not-wave-unit', 'SW-14', 'The removed leader joins one of the units placed by this wave', {})
  }
  const rider = leadersOn(state, action.unit)[0]
  if (rider) return reject('sw/unit-has-leader', 'SW-14', `${action.unit} already carries ${rider.name}: one leader per unit (HM-LDR-9)`, {
    unit: unitParam(action.unit), leader: { leader: rider.id },
  })
  return undefined
}

/**
 * `sw/place-leader`: the leader removed by this wave joins one of the units it placed, at the
 * player's choice (SW-14), never a unit that already carries one (HM-LDR-9). He may act from the
 * next turn (SW-15). If the phase ends before the player chooses, he joins the first unit placed
 * (see `finishWave`).
 */
export function placeLeaderAction(config: SwConfig): ActionDefinition<PlaceLeaderAction> {
  return {
    type: SW_PLACE_LEADER,
    schema: placeLeaderSchema,
    validate: ({ state, action }) => validatePlaceLeader(state, config, action),
    apply({ draft, action, emit }) {
      const wave = currentWave(draft)!
      const l = findLeader(draft, action.leader)!
      l.status = 'active'
      l.unit = action.unit
      wave.leaderPlaced = true
      emit({ type: 'sw/leader-placed', message: `${l.name} joins ${action.unit}`, text: msg('sw/leader-placed', { leader: { leader: l.id }, unit: unitParam(action.unit) }), ruleId: 'SW-14', side: l.side, leader: l.id, unit: action.unit })
    },
    enumerate({ state, side }) {
      const wave = currentWave(state)
      if (side !== config.nativeSide || !wave || wave.leader === null || wave.leaderPlaced) return []
      const leader = wave.leader
      return wave.placed
        .map((p): PlaceLeaderAction => ({ type: SW_PLACE_LEADER, side, leader, unit: p.unit }))
        .filter((a) => validatePlaceLeader(state, config, a) === undefined)
    },
  }
}
