import { findUnit, prepareCombat, reject, unitParam, type ActionDefinition, type GameRules, type GameState } from '@hexes/core'
import { z } from 'zod'
import type { SkTables } from '../config/SkTables'
import { SK_MODES } from '../fight/skModes'
import { MELEE_CALL } from '../sequence/skPhases'
import { skState } from '../state/SkState'
import { settleAllies } from './allyDecision'
import { otherOf, pairsOf } from './contacts'
import { meleeParties } from './meleeParties'

/** `{ type: 'sk/melee', side, attackers, defender }`: names the primary opponent of a melee with a third army in it (SK-MELEE-3). */
export const meleeCallSchema = z.strictObject({ type: z.literal(MELEE_CALL), side: z.string(), attackers: z.array(z.string()).min(1).max(64), defender: z.string() })
/** A melee named for its third armies to choose their side. */
export type MeleeCallAction = z.infer<typeof meleeCallSchema>

/** Why the named melee may not be called: `undefined` when it is the attack of a melee whose third armies have still to choose. */
function callCheck(rules: GameRules, state: GameState, action: MeleeCallAction) {
  const r = prepareCombat(rules, state, action.side, { attackers: action.attackers, defender: action.defender, mode: SK_MODES.melee })
  if ('ok' in r) return r.code === 'melee/allies-undecided' ? undefined : r
  return reject('melee/no-third-army', 'SK-MELEE-3', `No third army's unit is in the melee around ${action.defender}, or all have chosen: attack`, { defender: unitParam(action.defender) })
}

/**
 * The attacker names his primary opponent in a melee where units of a third army are involved
 * (SK-MELEE-3: "only two sides fight; the attacker names his primary opponent; all other units
 * involved must ally with one of the two sides"; GAP-SK-38): the melee step's `attack` in melee
 * mode, with every unit of the side in contact with the primary, which waits for the third
 * armies. Each owner is asked in turn which of the two sides it joins (the `sk/ally` decision,
 * before any die is rolled); when the last has chosen, the melee is fought through the core's
 * `attack`. Refused as that attack would be, or `melee/no-third-army` when it needs no choice.
 */
export function meleeCallAction(tables: SkTables): ActionDefinition<MeleeCallAction> {
  return {
    type: MELEE_CALL,
    schema: meleeCallSchema,
    validate({ state, rules, action }) {
      return callCheck(rules, state, action)
    },
    apply(ctx) {
      const { action } = ctx
      skState(ctx.draft).called = { side: action.side, defender: action.defender }
      settleAllies(ctx, tables)
    },
    enumerate({ state, rules, side }) {
      const out: MeleeCallAction[] = []
      // Two armies: never a third (and nothing to pay for in their games).
      if (state.sides.length <= 2) return out
      const seen = new Set<string>()
      const fought = skState(state).fought
      for (const u of state.units) {
        if (u.side !== side || u.status !== 'active' || u.hex === null || fought.includes(u.id)) continue
        for (const p of pairsOf(state, u.id)) {
          const id = otherOf(p, u.id)
          const primary = findUnit(state, id)
          if (seen.has(id) || !primary || fought.includes(id)) continue
          seen.add(id)
          const parties = meleeParties(state, tables, side, primary, fought)
          if (parties.undecided.length === 0) continue
          const action: MeleeCallAction = { type: MELEE_CALL, side, attackers: parties.sides[0].filter((x) => x.side === side).map((x) => x.id), defender: id }
          if (callCheck(rules, state, action) === undefined) out.push(action)
        }
      }
      return out
    },
  }
}
