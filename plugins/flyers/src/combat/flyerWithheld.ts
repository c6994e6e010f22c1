import { msg, unitParam, type CombatCtx, type WithheldModifier } from '@hexes/core'
import { isSkMode, SK_MODES, targetCover, type SkTables } from '@hexes/plugin-skirmish'
import type { FlyersConfig } from '../config/flyersConfig'
import { isFlying } from '../rules/flyerOf'
import { FLYERS } from '../state/FlyersState'

/**
 * What SK-FLY-5 withholds from a skirmish attack with a flyer in flight, for the odds to explain
 * (`combatModifiersWithheld`): the target's cover against the flyer's attack (SK-COMBAT-16/17 in
 * melee, SK-MISSILE-12/13 for a volley), and the height of either side (SK-COMBAT-13/14: GAP-SK-20,
 * flyers are neither higher nor lower), the target's return strike included. Read from the
 * primary attacker and the primary target; `undefined` when nothing is withheld.
 */
export function flyerWithheld(ctx: CombatCtx, tables: SkTables, config: FlyersConfig): WithheldModifier[] | undefined {
  const { rules, state, defender, decl } = ctx
  const attacker = ctx.attackers[0]
  if (!config.ignoreCoverAndHeight || !isSkMode(decl.mode) || !attacker || !defender || attacker.hex === null || defender.hex === null) return undefined
  if (!tables.isSkUnit(attacker) || !tables.isSkUnit(defender)) return undefined
  const flies = isFlying(rules, state, tables, config, attacker)
  const flyer = flies ? attacker : isFlying(rules, state, tables, config, defender) ? defender : undefined
  if (!flyer) return undefined
  const out: WithheldModifier[] = []
  const add = (ruleId: string, label: string, value: number, kind: string, what: 'cover' | 'height') => out.push({
    source: FLYERS, ruleId: 'SK-FLY-5', label: `${label} (${ruleId})`, value, kind,
    reason: what === 'cover' ? `${flyer.name ?? flyer.id} flies: the target's cover does not count` : `${flyer.name ?? flyer.id} flies: neither side is higher`,
    text: msg(`flyers/withheld/${what}`, { unit: unitParam(flyer.id) }),
  })
  const g = rules.grid
  const from = g.indexOfRef(attacker.hex)
  const to = g.indexOfRef(defender.hex)
  const up = tables.levelAt(rules, state, from) - tables.levelAt(rules, state, to)
  if (up > 0) add('SK-COMBAT-13', 'Elevated position', 1, 'toHit', 'height')
  if (up < 0) add('SK-COMBAT-14', 'Lower position', -1, 'toHit', 'height')
  const melee = decl.mode === SK_MODES.melee
  // The target's return strike, from the other height.
  if (melee && up < 0) add('SK-COMBAT-13', 'Elevated position of the return strike', 1, 'toHit', 'height')
  if (melee && up > 0) add('SK-COMBAT-14', 'Lower position of the return strike', -1, 'toHit', 'height')
  if (flies) {
    const cover = targetCover(rules, state, tables, from, to)
    if (cover === 'light') add(melee ? 'SK-COMBAT-16' : 'SK-MISSILE-12', 'Target in light cover', -1, 'toHit', 'cover')
    if (cover === 'heavy' && melee) add('SK-COMBAT-17', 'Target in heavy cover', -2, 'toHit', 'cover')
    if (cover === 'heavy' && !melee) {
      add('SK-MISSILE-13', 'Target in heavy cover', -1, 'toHit', 'cover')
      add('SK-MISSILE-13', 'Target in heavy cover', 1, 'defence', 'cover')
    }
  }
  return out.length ? out : undefined
}
