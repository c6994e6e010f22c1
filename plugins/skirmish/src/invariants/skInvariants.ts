import type { GameRules, GameState, Issue } from '@hexes/core'
import type { SkTables } from '../config/SkTables'
import { contactPairs } from '../melee/contacts'
import { SK, SK_STATS, skState } from '../state/SkState'

type Add = (path: string, message: string) => void

/** HP pools within 0 … start; a unit on the map has HP, a unit at 0 HP is off it; a facing 0..5 on the map (GAP-SK-02). */
function checkUnits(state: GameState, tables: SkTables, add: Add): void {
  state.units.forEach((u, i) => {
    if (!tables.isSkUnit(u)) return
    const s = u.stats[SK_STATS]
    const path = `units[${i}].stats.${SK_STATS}`
    if (!s) return add(path, `skirmish unit "${u.id}" has no HP pool`)
    const type = tables.typeOf(u)
    if (s.startHp !== type.figures * type.hp) add(`${path}.startHp`, `"${u.id}" started with ${s.startHp} HP, its type has ${type.figures} × ${type.hp}`)
    if (!Number.isInteger(s.hp) || s.hp < 0 || s.hp > s.startHp) add(`${path}.hp`, `"${u.id}" has ${s.hp} HP, outside 0 … ${s.startHp}`)
    if (u.status === 'active' && u.hex !== null && s.hp <= 0) add(`${path}.hp`, `"${u.id}" is on the map with no HP left`)
    if (u.status === 'eliminated' && s.hp > 0 && !tables.leftBattlefield(u)) add(`${path}.hp`, `"${u.id}" is eliminated with ${s.hp} HP left`)
    if (u.status === 'active' && u.hex !== null && !(Number.isInteger(u.facing) && u.facing! >= 0 && u.facing! <= 5)) add(`units[${i}].facing`, `"${u.id}" has no facing`)
  })
}

/**
 * The melee pairs are exactly the contacts of the board (two enemy units adjacent), in the board's
 * order; a locked pair has both attack counts at the lock (SK-MELEE-1); a pending charge was made
 * by one of the pair.
 */
function checkMelees(rules: GameRules, state: GameState, tables: SkTables, add: Add): void {
  const sk = skState(state)
  const expected = contactPairs(rules, state, tables).map(([i, j]) => `${state.units[i]!.id}|${state.units[j]!.id}`)
  const actual = sk.melees.map((p) => `${p.units[0]}|${p.units[1]}`)
  if (expected.join(',') !== actual.join(',')) add(`plugins.${SK}.melees`, `the melee pairs (${actual.join(', ') || 'none'}) are not the contacts of the board (${expected.join(', ') || 'none'})`)
  const lock = tables.config.lockAfterAttacks
  sk.melees.forEach((p, k) => {
    const path = `plugins.${SK}.melees[${k}]`
    if (p.attacks.some((n) => !Number.isInteger(n) || n < 0)) add(`${path}.attacks`, 'attack counts must be whole numbers')
    const reached = p.attacks[0] >= lock && p.attacks[1] >= lock
    if (p.locked !== reached) add(`${path}.locked`, `locked is ${p.locked} with attacks ${p.attacks.join('/')} (lock after ${lock} each, SK-MELEE-1)`)
    if (p.charge && !p.units.includes(p.charge.by)) add(`${path}.charge.by`, `the charger "${p.charge.by}" is not one of the pair`)
  })
}

/** The turn records name skirmish units; spent paces are within M; structures match the config. */
function checkRecords(state: GameState, tables: SkTables, add: Add): void {
  const sk = skState(state)
  const byId = new Map(state.units.map((u) => [u.id, u]))
  for (const key of ['charged', 'shot', 'fought'] as const) {
    sk[key].forEach((id, i) => {
      const u = byId.get(id)
      if (!u || !tables.isSkUnit(u)) add(`plugins.${SK}.${key}[${i}]`, `unknown skirmish unit "${id}"`)
    })
  }
  sk.moved.forEach((m, i) => {
    const u = byId.get(m.unit)
    if (!u || !tables.isSkUnit(u)) return add(`plugins.${SK}.moved[${i}]`, `unknown skirmish unit "${m.unit}"`)
    if (!(m.paces >= 0 && m.paces <= tables.move(u))) add(`plugins.${SK}.moved[${i}].paces`, `"${m.unit}" spent ${m.paces} paces, its M is ${tables.move(u)}`)
  })
  const ids = tables.config.structures.map((s) => s.id)
  if (sk.structures.map((s) => s.id).join(',') !== ids.join(',')) add(`plugins.${SK}.structures`, 'the structures are not those of the config')
  sk.structures.forEach((s, i) => {
    if (s.hits < 0 || s.skulls < 0) add(`plugins.${SK}.structures[${i}]`, `structure "${s.id}" has negative counts`)
  })
}

/**
 * The third armies' choices (SK-MELEE-3): only in a melee step, by a side for a unit of the
 * board, joining the acting side or the primary's; a named melee waits only for an `sk/ally` decision.
 */
function checkAllies(state: GameState, add: Add): void {
  const sk = skState(state)
  const sides = new Set(state.sides.map((x) => x.id))
  if (sk.called !== undefined && state.pending[0]?.kind !== 'sk/ally') add(`plugins.${SK}.called`, 'a named melee waits for no choice of side')
  sk.allies?.forEach((c, i) => {
    const primary = state.units.find((u) => u.id === c.primary)
    if (state.turn.phase !== 'melee') add(`plugins.${SK}.allies[${i}]`, 'a choice of side outside a melee step')
    if (!sides.has(c.side) || !primary || (c.joins !== primary.side && c.joins !== state.turn.activeSide)) add(`plugins.${SK}.allies[${i}]`, `"${c.side}" joins "${c.joins}", neither the acting side nor the primary's`)
  })
}

/**
 * The skirmish rules' state invariants, checked by simulators after every action (`invariants`
 * hook): HP pools ≥ 0 and ≤ start, living figures consistent with the board, a facing for every
 * unit on the map, melee pairs that are the contacts of the board with their lock consistent,
 * turn records that name real units, third armies' choices of side that fit the melee step.
 */
export function skInvariants(rules: GameRules, state: GameState, tables: SkTables): Issue[] {
  const issues: Issue[] = []
  const add: Add = (path, message) => issues.push({ code: 'state/sk-invariant', path, message, plugin: SK })
  if (!state.plugins[SK]) return [{ code: 'state/sk-invariant', path: `plugins.${SK}`, message: 'no skirmish state', plugin: SK }]
  checkUnits(state, tables, add)
  checkMelees(rules, state, tables, add)
  checkRecords(state, tables, add)
  checkAllies(state, add)
  return issues
}
