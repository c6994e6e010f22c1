import { findLeader, findUnit, msg, reject, type ActionDefinition, type GameRules, type GameState, type Rejection } from '@hexes/core'
import { z } from 'zod'
import type { SwConfig } from '../config/swConfig'
import { currentWave } from '../state/SwState'
import { setAsideRemaining } from './finishWave'
import { blockIsStuck } from './placeAction'

/** Action type of SW-13 option (a): set the remaining units aside. */
export const SW_SET_ASIDE = 'sw/set-aside'
/** Action type of SW-13 option (b): choose another first hex. */
export const SW_RESTART = 'sw/restart'

/** `{ type: 'sw/set-aside', side }`. */
export const setAsideSchema = z.strictObject({ type: z.literal(SW_SET_ASIDE), side: z.string() })
/** `{ type: 'sw/restart', side }`. */
export const restartSchema = z.strictObject({ type: z.literal(SW_RESTART), side: z.string() })

/** SW-13 option (a). */
export type SetAsideAction = z.infer<typeof setAsideSchema>
/** SW-13 option (b). */
export type RestartAction = z.infer<typeof restartSchema>

function validateSetAside(state: GameState, config: SwConfig, side: string): Rejection | undefined {
  if (side !== config.nativeSide) return reject('sw/not-native', 'SW-1', 'Only the Native player may use Successive Waves', {})
  const wave = currentWave(state)
  if (!wave || wave.ended || wave.pool.length === 0) return reject('sw/nothing-to-set-aside', 'SW-13', 'No gathered unit is waiting to be placed', {})
  return undefined
}

function validateRestart(state: GameState, rules: GameRules, config: SwConfig, side: string): Rejection | undefined {
  if (side !== config.nativeSide) return reject('sw/not-native', 'SW-1', 'Only the Native player may use Successive Waves', {})
  const wave = currentWave(state)
  if (!wave || wave.ended || wave.placed.length === 0) return reject('sw/nothing-to-restart', 'SW-13', 'No unit of this wave has been placed yet, or placement is over', {})
  if (!blockIsStuck(state, rules)) {
    return reject('sw/block-not-stuck', 'SW-13', 'Another first hex may be chosen only when the remaining units cannot join the block (undo a placement to change it)', {})
  }
  return undefined
}

/**
 * `sw/set-aside` (SW-13 option a): the units still waiting are set aside (GAP-SW-04: reserve or
 * lost, per config) and placement ends for this turn. The removed leader may still join a placed
 * unit (SW-14). It is allowed whether or not the block could go on: ending the phase sets the
 * waiting units aside anyway (the core has no veto on `end-phase`).
 */
export function setAsideAction(config: SwConfig): ActionDefinition<SetAsideAction> {
  return {
    type: SW_SET_ASIDE,
    schema: setAsideSchema,
    validate: ({ state, action }) => validateSetAside(state, config, action.side),
    apply(ctx) {
      setAsideRemaining(ctx, config, currentWave(ctx.draft)!)
    },
    enumerate: ({ state, side }) => (validateSetAside(state, config, side) ? [] : [{ type: SW_SET_ASIDE, side }]),
  }
}

/**
 * `sw/restart` (SW-13 option b): when the block cannot be completed (units still wait and none of
 * them has a legal hex), every unit placed by this wave goes back to the pool (and the leader, if
 * he had joined one of them) so that the player can choose another first hex. The time cost is
 * not charged again: it is the same use (GAP-SW-03). To change a placement otherwise, undo it.
 */
export function restartAction(config: SwConfig): ActionDefinition<RestartAction> {
  return {
    type: SW_RESTART,
    schema: restartSchema,
    validate: ({ state, rules, action }) => validateRestart(state, rules, config, action.side),
    apply({ draft, emit, action }) {
      const wave = currentWave(draft)!
      const lifted = wave.placed.map((p) => p.unit)
      for (const id of lifted) {
        const u = findUnit(draft, id)!
        u.status = 'reserve'
        u.hex = null
      }
      if (wave.leader !== null && wave.leaderPlaced) {
        const l = findLeader(draft, wave.leader)!
        l.status = 'reserve'
        l.unit = null
        wave.leaderPlaced = false
      }
      wave.pool = [...lifted, ...wave.pool]
      wave.placed = []
      emit({ type: 'sw/restarted', message: `The wave is lifted back (${lifted.length} unit${lifted.length === 1 ? '' : 's'}) to choose another first hex`, text: msg('sw/restarted', { n: lifted.length }), ruleId: 'SW-13', side: action.side, units: lifted })
    },
    enumerate: ({ state, rules, side }) => (validateRestart(state, rules, config, side) ? [] : [{ type: SW_RESTART, side }]),
  }
}
