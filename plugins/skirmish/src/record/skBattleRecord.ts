import {
  completeRecord,
  type BattleRecord, type BattleRecordService, type BattleRole, type PieceFate, type RoleRecord, type SideReading, type StateCtx, type UnitState,
} from '@hexes/core'
import type { SkTables } from '../config/SkTables'
import { hasKeyword, type SkUnitType } from '../model/skProfile'

/** The roles a skirmish unit type plays in its army (R-11: a necromancer may be the general; R-12: enchanter and sorcerer are one role). */
export function rolesOf(type: SkUnitType): BattleRole[] {
  const out: BattleRole[] = []
  if (hasKeyword(type, 'general')) out.push('general')
  if (hasKeyword(type, 'greatBanner')) out.push('greatBanner')
  if (hasKeyword(type, 'enchanter') || hasKeyword(type, 'sorcerer')) out.push('spellcaster')
  if (hasKeyword(type, 'necromancer')) out.push('necromancer')
  return out
}

/**
 * The battle record of a skirmish battle (catalogue §3.1, I-09), read from the state: HP from
 * each unit's pool (R-01) and the append-only counters (HP lost, GAP-SW-11); a unit off the map
 * is fled (SK-MORALE-3, the rules' `leftBattlefield`), killed, or off the table (a prisoner or a
 * reserve: only a plugin that tallied captures tells them apart); a unit the rules hold
 * defenceless is fleeing. Characters by keyword (`general`, `greatBanner`, `enchanter`/`sorcerer`
 * with the type's `spells` and `items`, `necromancer`). Who killed or took whom is the two-army
 * reading of I-09 until a plugin that tallied it fills it in (the `battleRecord` hook, e.g.
 * `victory-points`).
 */
export function skBattleRecord(tables: SkTables): BattleRecordService {
  return {
    record(ctx: StateCtx): BattleRecord {
      const { state } = ctx
      const fateOf = (u: UnitState): PieceFate => {
        if (u.status === 'eliminated') return tables.leftBattlefield(u) ? 'fled' : 'killed'
        if (u.status === 'reserve' || u.hex === null) return 'offTable'
        return tables.isDefenceless(state, u) ? 'fleeing' : 'onTable'
      }
      const sides: SideReading[] = state.sides.map((s) => {
        const c = state.counters.find((x) => x.side === s.id)!
        const own = state.units.filter((u) => u.side === s.id && tables.isSkUnit(u))
        const present = own.filter((u) => u.status === 'active' && u.hex !== null)
        const roles: RoleRecord[] = own.flatMap((u) => {
          const type = tables.typeOf(u)
          const st = tables.stats(u)
          return rolesOf(type).map((role) => ({
            piece: u.id, role, fate: fateOf(u), hpLost: Math.max(0, st.startHp - st.hp),
            spells: role === 'spellcaster' ? (type.spells ?? 0) : 0, items: role === 'spellcaster' ? (type.items ?? 0) : 0,
          }))
        })
        return {
          side: s.id,
          hpLost: c.strengthEliminated,
          hpAtStart: own.reduce((t, u) => t + tables.stats(u).startHp, 0),
          eliminated: own.filter((u) => fateOf(u) === 'killed').map((u) => u.id),
          fled: own.filter((u) => fateOf(u) === 'fled').map((u) => u.id),
          setAside: own.filter((u) => fateOf(u) === 'offTable').map((u) => u.id),
          commandersKilled: state.leaders.filter((l) => l.side === s.id && l.status === 'eliminated').map((l) => l.id),
          commandersCaptured: [],
          bannersTaken: [],
          objectivesHeld: [],
          present: present.map((u) => u.id),
          hpOnTable: present.reduce((t, u) => t + tables.stats(u).hp, 0),
          roles,
          units: own.map((u) => ({ unit: u.id, hp: tables.stats(u).hp, fate: fateOf(u), turnsOnTable: null, charactersOutOfAction: [] })),
        }
      })
      return completeRecord(ctx, sides)
    },
  }
}
