import type { GameState, SideId, UnitState } from '@hexes/core'
import type { VpState } from '../state/VpState'

/**
 * What caused the losses of the action being applied, as the event bus has seen it so far: the
 * last combat (its strikes: who hit whom) or war-machine shot. Scratch of one action, never state.
 */
export interface VpCause {
  /** The side that attacked or shot. */
  side: SideId
  /** The attacking or shooting unit. */
  unit: string
  /** The strikes that drew blood, in the combat's order (a melee's return strikes too). */
  strikes: { unit: string; side: SideId; target: string }[]
}

/** Who is credited with an HP loss: a side, and the unit that did it when known. */
export interface VpCredit {
  side: SideId
  unit: string | null
}

/**
 * HP losses nobody of the enemy inflicted (GAP-VP-01: only HP removed by the scoring side counts):
 * the HP a capture takes (GAP-SK-27: a captured character gives its capture, not its HP), an
 * archer lost to a misfire of flaming arrows (SK-MISSILE-16), a war machine's own misfire and
 * explosion (GAP-SK-05), a chariot forced across an obstacle (SK-WM-18).
 */
export const UNCREDITED_RULES: readonly string[] = Object.freeze(['GAP-SK-27', 'SK-MISSILE-16', 'GAP-SK-05', 'SK-WM-18'])

/**
 * The side credited with an HP loss of `victim` under `ruleId` (GAP-VP-01, GAP-VP-04):
 * - none for the rules of {@link UNCREDITED_RULES};
 * - the undead a necromancer's fall dispels (SK-MORALE-23): the side that killed or took him (GAP-SK-29);
 * - otherwise the strikers of the action's combat that hit the victim (the first one's side in a
 *   melee of three armies), else the attacking or shooting side when it is an enemy (a template on
 *   one's own troops credits nobody), else, with no combat or shot in the action (a pursuit, a
 *   building falling on its garrison), the one enemy of a battle of two sides; nobody in a battle
 *   of more.
 */
export function creditOf(state: GameState, vp: VpState, victim: Pick<UnitState, 'id' | 'side'>, ruleId: string | undefined, cause: VpCause | undefined): VpCredit | null {
  if (ruleId !== undefined && UNCREDITED_RULES.includes(ruleId)) return null
  if (ruleId === 'SK-MORALE-23') {
    const necro = vp.characters.filter((c) => c.roles.includes('necromancer')).map((c) => c.unit)
    for (let i = vp.falls.length - 1; i >= 0; i--) {
      const f = vp.falls[i]!
      const u = necro.includes(f.unit) ? state.units.find((x) => x.id === f.unit) : undefined
      if (u && u.side === victim.side) return f.side === null ? null : { side: f.side, unit: f.by }
    }
    return null
  }
  if (cause) {
    const strike = cause.strikes.find((s) => s.target === victim.id && s.side !== victim.side)
    if (strike) return { side: strike.side, unit: strike.unit }
    return cause.side !== victim.side ? { side: cause.side, unit: cause.unit } : null
  }
  if (state.sides.length === 2) return { side: state.sides.find((s) => s.id !== victim.side)!.id, unit: null }
  return null
}
