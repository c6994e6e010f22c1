import { msg, terrainParam, type CombatCtx, type Modifier } from '@hexes/core'
import type { HmTables } from '../config/HmTables'
import { HM } from '../state/HmState'
import { chargeModifier } from './chargeModifier'
import { ATTACK_STRENGTH, DEFENCE_STRENGTH, DRM, isHmMode } from './combatTotals'
import { isHmCombat, type HmCombatCtx } from './hmCombatCtx'

/**
 * Terrain of the defender (HM-COMBAT-10, GAP-HM-03): the terrain's `defence` as a die modifier
 * (forest −1, ford +1). An `elevated` terrain (hill) counts only if the defender is higher than
 * every attacker, i.e. no attacker stands on elevated terrain.
 */
export function terrainModifier(ctx: HmCombatCtx, tables: HmTables): Modifier | undefined {
  const { state, rules, attackers, defender } = ctx
  const id = state.map.terrain[rules.grid.indexOfRef(defender.hex!)]!
  const t = tables.terrainOf(id)
  if (t.defence === 0) return undefined
  if (t.elevated && attackers.some((a) => tables.terrainAt(state, rules.grid.indexOfRef(a.hex!)).elevated)) return undefined
  return { source: HM, ruleId: 'HM-COMBAT-10', label: `Defender in ${t.name.toLowerCase()}`, text: msg('modifier/terrain', { terrain: terrainParam(id) }), value: t.defence, kind: DRM }
}

/**
 * Leaders in combat (HM-LDR-1, GAP-HM-04). `drm` mode (default): + the best single bonus among
 * the leaders stacked with attacking units, − the defender's leader bonus; leaders never add up
 * within one side. `strength` mode: the same best single bonus is added to the attack total
 * (kind `strength`) and the defender's leader bonus to its F (kind `defender-strength`).
 */
export function leaderModifiers(ctx: HmCombatCtx, tables: HmTables): Modifier[] {
  const { state, attackers, defender } = ctx
  const ids = new Set(attackers.map((a) => a.id))
  let best = 0
  let bestName = ''
  let bestId = ''
  let defenderBonus = 0
  let defenderName = ''
  let defenderId = ''
  for (const l of state.leaders) {
    if (l.status !== 'active' || l.unit === null) continue
    const b = tables.leaderBonus(l.stats)
    if (ids.has(l.unit) && b > best) {
      best = b
      bestName = l.name
      bestId = l.id
    } else if (l.unit === defender.id && b > defenderBonus) {
      defenderBonus = b
      defenderName = l.name
      defenderId = l.id
    }
  }
  const strength = tables.config.leaderMode === 'strength'
  const out: Modifier[] = []
  if (best > 0) out.push({ source: HM, ruleId: 'HM-LDR-1', label: `Attacking leader (${bestName})`, text: msg('modifier/attacking-leader', { leader: { leader: bestId } }), value: best, kind: strength ? ATTACK_STRENGTH : DRM })
  if (defenderBonus > 0) {
    out.push(
      strength
        ? { source: HM, ruleId: 'HM-LDR-1', label: `Defending leader (${defenderName})`, text: msg('modifier/defending-leader', { leader: { leader: defenderId } }), value: defenderBonus, kind: DEFENCE_STRENGTH }
        : { source: HM, ruleId: 'HM-LDR-1', label: `Defending leader (${defenderName})`, text: msg('modifier/defending-leader', { leader: { leader: defenderId } }), value: -defenderBonus, kind: DRM },
    )
  }
  return out
}

/**
 * All HEXES Med combat modifiers with their sources (HM-COMBAT-10): terrain, leaders, charge.
 * `undefined` for modes that are not HEXES Med's.
 */
export function hmCombatModifiers(ctx: CombatCtx, tables: HmTables): Modifier[] | undefined {
  if (!isHmMode(ctx.decl.mode) || !isHmCombat(ctx)) return undefined
  const out: Modifier[] = []
  const terrain = terrainModifier(ctx, tables)
  if (terrain) out.push(terrain)
  out.push(...leaderModifiers(ctx, tables))
  const charge = chargeModifier(ctx, tables)
  if (charge) out.push(charge)
  return out
}
