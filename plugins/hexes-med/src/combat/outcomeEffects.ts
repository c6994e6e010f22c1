import type { CombatEffect, GameState, UnitState } from '@hexes/core'
import type { HmTables } from '../config/HmTables'
import type { HmCombatData } from './resolveHmCombat'

/** What {@link hmOutcomeEffects} reads of the combat: who fights, in which state. */
export interface EffectsCtx {
  readonly state: Pick<GameState, 'leaders'>
  readonly attackers: readonly UnitState[]
  readonly defender: UnitState
}

/**
 * What a HEXES Med outcome does, in the core's shared words (`CombatOutcome.effects`), for the
 * odds' summary, as `applyCombatOutcome` will apply it (HM-COMBAT-12, HM-MORALE-3..5,
 * HM-LDR-11, GAP-HM-07): a step lost by a reduced unit eliminates it; a leader is lost with the
 * unit he is stacked with; shooters ignore AL, AR, AM and their half of EX. Only what the
 * outcome decides by itself: an attacker's loss to allocate among several attackers is
 * `attacker-loses`, and a leader is counted lost there only when a single attacker takes it.
 */
export function hmOutcomeEffects(d: HmCombatData, ctx: EffectsCtx, tables: HmTables): CombatEffect[] {
  const out: CombatEffect[] = []
  const { defender, attackers } = ctx
  const hasLeader = (u: UnitState) => ctx.state.leaders.some((l) => l.status === 'active' && l.unit === u.id)
  const defenderStep = () => {
    if (!tables.isReduced(defender)) return out.push('defender-loses')
    out.push('defender-eliminated')
    if (hasLeader(defender)) out.push('leader-lost')
  }
  const close = d.mode === 'close'
  switch (d.result) {
    case 'DE':
      out.push('defender-eliminated')
      if (hasLeader(defender)) out.push('leader-lost')
      break
    case 'DL':
      defenderStep()
      break
    case 'DR':
      out.push('defender-retreats')
      break
    case 'DRL':
      defenderStep()
      if (!tables.isReduced(defender)) out.push('defender-retreats')
      break
    case 'DM': {
      const r = d.morale[0]?.result.key
      if (r === 'retreat') out.push('defender-retreats')
      else if (r === 'reduce') defenderStep()
      break
    }
    case 'EX':
      defenderStep()
      if (close) {
        out.push('exchange', 'attacker-loses')
        const only = attackers.length === 1 ? attackers[0]! : null
        if (only && tables.isReduced(only) && hasLeader(only)) out.push('leader-lost')
      }
      break
    case 'AL':
      if (close) {
        out.push('attacker-loses')
        const only = attackers.length === 1 ? attackers[0]! : null
        if (only && tables.isReduced(only) && hasLeader(only)) out.push('leader-lost')
      }
      break
    case 'AR':
      if (close) out.push('attacker-retreats')
      break
    case 'AM':
      if (!close) break
      d.morale.forEach((m, i) => {
        const a = attackers[i]
        if (m.result.key === 'retreat') out.push('attacker-retreats')
        else if (m.result.key === 'reduce' && a) {
          out.push('attacker-loses')
          if (tables.isReduced(a) && hasLeader(a)) out.push('leader-lost')
        }
      })
      break
  }
  const unique = [...new Set(out)]
  return unique.length ? unique : ['no-effect']
}
