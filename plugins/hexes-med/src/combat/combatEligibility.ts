import { hexParam, msg, reject, rejectWith, unitParam, type CombatCtx, type Rejection } from '@hexes/core'
import { ODDS_COLUMNS } from '../config/hmConfig'
import { hmState, type HmTables } from '../config/HmTables'
import { listParam } from '../i18n/listParam'
import { combatTotals, isHmMode } from './combatTotals'
import { isHmCombat } from './hmCombatCtx'
import { oddsColumn } from './oddsColumn'
import { rangedLineOfSight, sightBlockers } from './rangedLineOfSight'

const name = (u: { id: string; name?: string }) => u.name ?? u.id

/**
 * Combat eligibility of HEXES Med (ELIG), conjunctive with the other plugins' vetoes:
 * - HM-COMBAT-5: each unit fights once per phase; with `defenderOncePerPhase` (GAP-HM-13) a
 *   defender is attacked once per phase;
 * - HM-COMBAT-3: in close combat every attacker is adjacent to the defender;
 * - HM-COMBAT-4, GAP-HM-07: in a ranged attack every attacker can shoot, the defender is within
 *   its range and in its line of sight. A declaration has one mode, so shooters and close-combat
 *   attackers never mix;
 * - HM-COMBAT-8, GAP-HM-02: odds below `minOdds` cannot be declared.
 *
 * Returns `undefined` (no opinion) for modes that are not HEXES Med's.
 */
export function hmCombatEligibility(ctx: CombatCtx, tables: HmTables): Rejection | undefined {
  if (!isHmMode(ctx.decl.mode)) return undefined
  const each = hmParticipantCheck(ctx, tables)
  if (each) return each
  if (!isHmCombat(ctx)) return oneDefender()
  const { rules, decl, attackers, defender } = ctx
  const { attack, defence } = combatTotals(decl.mode, attackers, defender, rules.hooks.combatModifiers.call(ctx), tables)
  const col = oddsColumn(attack, defence)
  const min = ODDS_COLUMNS.indexOf(tables.config.minOdds)
  if (col.index < min) {
    return reject('combat/odds-too-low', 'HM-COMBAT-8', `${attack} against ${defence} is ${col.label}, below the weakest column allowed (${tables.config.minOdds}, GAP-HM-02)`, {
      attack, defence, column: col.label, min: tables.config.minOdds,
    })
  }
  return undefined
}

/**
 * The checks of {@link hmCombatEligibility} that concern each attacker and the defender on their
 * own (HM-COMBAT-3/4/5, GAP-HM-07/13), without the odds: the core's `combatCandidate` hook, so
 * enumeration finds groups of units too weak to attack alone.
 */
export function hmParticipantCheck(ctx: CombatCtx, tables: HmTables): Rejection | undefined {
  if (!isHmMode(ctx.decl.mode)) return undefined
  if (!isHmCombat(ctx)) return oneDefender()
  const { state, rules, decl, attackers, defender } = ctx
  const fought = hmState(state)?.fought ?? []
  const grid = rules.grid
  const dHex = grid.indexOfRef(defender.hex!)
  for (const a of attackers) {
    if (fought.includes(a.id)) return reject('combat/already-fought', 'HM-COMBAT-5', `${name(a)} has already fought this phase`, { unit: unitParam(a.id) })
    const dist = grid.distance(grid.indexOfRef(a.hex!), dHex)
    if (decl.mode === 'close') {
      if (dist !== 1) return reject('combat/not-adjacent', 'HM-COMBAT-3', `${name(a)} is not adjacent to ${name(defender)}: close combat needs every attacker adjacent`, { unit: unitParam(a.id), defender: unitParam(defender.id) })
      continue
    }
    const range = tables.range(a)
    if (tables.rangedStrength(a) <= 0 || range <= 0) return reject('combat/cannot-shoot', 'HM-COMBAT-4', `${name(a)} has no ranged capability`, { unit: unitParam(a.id) })
    if (dist > range) return reject('combat/out-of-range', 'HM-COMBAT-4', `${name(defender)} is ${dist} hexes away, beyond the range of ${name(a)} (${range})`, {
      defender: unitParam(defender.id), dist, unit: unitParam(a.id), range,
    })
    if (!rangedLineOfSight(rules, state, a, defender)) {
      const hexes = sightBlockers(rules, state, a, defender)
      const terrain = hexes.map((h) => state.map.terrain[grid.indexOfRef(h)]!)
      const blockers = hexes.map((h, k) => `${tables.terrain[terrain[k]!]?.name ?? terrain[k]} at ${h}`)
      const why = blockers.length ? `GAP-HM-07: ${blockers.join(', ')} ${blockers.length > 1 ? 'block' : 'blocks'} it` : 'the line leaves the map, or a rule of the mix blocks it'
      const who = { unit: unitParam(a.id), defender: unitParam(defender.id) }
      const text = hexes.length
        ? msg('combat/no-line-of-sight', { ...who, n: hexes.length, blockers: listParam(hexes.map((h, k) => msg('hm/terrain-at', { terrain: tables.terrainName(terrain[k]!), hex: hexParam(h) }))) })
        : msg('combat/no-line-of-sight/unseen', who)
      return rejectWith('combat/no-line-of-sight', 'HM-COMBAT-4', `${name(a)} has no line of sight to ${name(defender)} (${why})`, text)
    }
  }
  if (tables.config.defenderOncePerPhase && fought.includes(defender.id)) {
    return reject('combat/defender-already-attacked', 'HM-COMBAT-5', `${name(defender)} has already been attacked this phase (GAP-HM-13)`, { defender: unitParam(defender.id) })
  }
  return undefined
}

/** HM-COMBAT-2: a HEXES Med combat has exactly one defender (no further target, no area). */
function oneDefender(): Rejection {
  return reject('combat/one-defender', 'HM-COMBAT-2', 'A HEXES Med combat has exactly one defender', {})
}
