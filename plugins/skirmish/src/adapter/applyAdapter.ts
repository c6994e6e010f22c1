import { reject, unitParam, type HookRegistry } from '@hexes/core'
import type { SkTables } from '../config/SkTables'
import { isLocked, syncContacts } from '../melee/contacts'
import { SK, SK_STATS, initialSkState, skState } from '../state/SkState'

/** HEXES Med's own combat modes, which the mix replaces (I-02). */
const CRT_MODES: readonly string[] = ['close', 'ranged']

/**
 * What the skirmish dice need inside a HEXES Med game (catalogue I-02, I-11, SK-MELEE-5), on top
 * of the combat itself:
 * - setup: every unit gets its adapter profile's HP pool (a unit deployed reduced starts at half)
 *   and a facing (away from its side's edge);
 * - I-11: under HEXES Med movement a unit faces the direction of the last hex it entered, with no
 *   turning cost; a unit that does not move keeps its facing, and so does a unit pushed back in a
 *   combat phase; a charger faces its target (`applyMixCharges`);
 * - I-02: the CRT modes (`close`, `ranged`) are refused, so the CRT never resolves a combat (and
 *   HEXES Med's +1 charge modifier, which only enters them, is never used: R-15, I-19);
 * - HM-COMBAT-5: a unit fights once per combat phase: the skirmish records are cleared when a
 *   combat phase starts;
 * - SK-MELEE-5: a unit locked in melee does not move.
 */
export function applyAdapter(hooks: HookRegistry, tables: SkTables): void {
  hooks.setupState.tap({ plugin: SK, ruleId: 'I-02', after: ['hexes-med'] }, ({ scenario, rules, draft }) => {
    draft.plugins[SK] = initialSkState([])
    for (const unit of draft.units) {
      if (!tables.isSkUnit(unit)) continue
      const type = tables.typeOf(unit)
      const startHp = type.figures * type.hp
      const reduced = scenario.units.find((u) => u.id === unit.id)?.reduced === true
      unit.stats[SK_STATS] = { hp: reduced ? Math.floor(startHp / 2) : startHp, startHp }
      if (unit.facing === undefined) {
        const edge = draft.sides.find((s) => s.id === unit.side)?.edges[0]
        unit.facing = edge === 'north' ? 3 : edge === 'east' ? 5 : edge === 'west' ? 2 : 0
      }
    }
    syncContacts(rules, draft, tables)
  })
  hooks.afterMove.tap({ plugin: SK, ruleId: 'I-11' }, ({ rules, draft, unit, from, path }) => {
    if (!tables.isSkUnit(unit) || path.length === 0) return
    // Only HEXES Med's movement turns a unit: a unit pushed back in combat keeps its facing, and a
    // charger ends facing its target (the charge sets it).
    if (draft.turn.phase !== 'movement' || skState(draft).charged.includes(unit.id)) return
    const g = rules.grid
    const last = g.indexOfRef(path[path.length - 1]!)
    const prev = g.indexOfRef(path.length > 1 ? path[path.length - 2]! : from)
    const dir = g.directionTo(prev, last)
    if (dir >= 0) unit.facing = dir
  })
  const veto = () => reject('combat/crt-replaced', 'I-02', 'Combat in this game is skirmish dice combat (modes "melee" and "missile"): the combat results table is not used', {})
  hooks.combatCandidate.tap({ plugin: SK, ruleId: 'I-02' }, ({ decl }) => (CRT_MODES.includes(decl.mode) ? veto() : undefined))
  hooks.combatEligibility.tap({ plugin: SK, ruleId: 'I-02' }, ({ decl }) => (CRT_MODES.includes(decl.mode) ? veto() : undefined))
  hooks.phaseStart.tap({ plugin: SK, ruleId: 'HM-COMBAT-5' }, ({ draft, phase }) => {
    if (phase.id !== 'combat') return
    skState(draft).fought = []
    skState(draft).shot = []
  })
  hooks.canMove.tap({ plugin: SK, ruleId: 'SK-MELEE-5' }, ({ state, unit }) =>
    tables.isSkUnit(unit) && isLocked(state, unit.id) ? reject('move/locked', 'SK-MELEE-5', `${unit.name ?? unit.id} is locked in melee: units in melee can neither move nor shoot`, { unit: unitParam(unit.id) }) : undefined,
  )
}
