import { unscathedOf, type BattleRecord, type HookRegistry, type PieceFate } from '@hexes/core'
import type { VpConfig } from '../config/vpConfig'
import { VP, vpState } from '../state/VpState'
import { objectiveControl } from './objectiveControl'

/**
 * Fills the battle record (`battleRecord` hook, after the base rules' reading) with what the
 * tallies know: every side's kills and captures (SK-VP-1..5, GAP-VP-01, GAP-VP-04, GAP-CAMP-06),
 * the characters and units held prisoner (fate `captured`), the objectives each side controls
 * (GAP-VP-02, the config's `objectives`), unscathed characters with `unscathedStrict`
 * (GAP-CAMP-07), each unit's turns on the table (GAP-CAMP-12) and the enemy characters it put
 * out of action (GAP-CAMP-01). A state without the tallies (before setup) is left as it is.
 */
export function applyRecord(hooks: HookRegistry, config: VpConfig): void {
  hooks.battleRecord.tap({ plugin: VP, ruleId: 'SK-VP-1' }, (record, { state, rules }): BattleRecord => {
    const vp = state.plugins[VP] === undefined ? undefined : vpState(state)
    if (!vp) return record
    const held = new Set<string>()
    for (const f of vp.falls) {
      const u = state.units.find((x) => x.id === f.unit)
      if (f.how === 'captured' && u && u.status === 'reserve') held.add(f.unit)
      else held.delete(f.unit)
    }
    const fate = (piece: string, f: PieceFate): PieceFate => (held.has(piece) ? 'captured' : f)
    const fleeing = new Set(record.sides.flatMap((s) => s.units.filter((u) => u.fate === 'fleeing').map((u) => u.unit)))
    const control = objectiveControl(rules, state, config.objectives, fleeing)
    return {
      ...record,
      objectives: [...config.objectives],
      attributed: true,
      sides: record.sides.map((s) => {
        const t = vp.sides.find((x) => x.side === s.side)!
        const roles = s.roles.map((r) => ({ ...r, fate: fate(r.piece, r.fate) }))
        return {
          ...s,
          setAside: s.setAside.filter((id) => !held.has(id)),
          commandersCaptured: s.roles.filter((r) => held.has(r.piece)).map((r) => r.piece).filter((p, i, a) => a.indexOf(p) === i),
          hpKilled: t.hpKilled,
          generalsKilled: [...t.generalsKilled],
          generalsCaptured: [...t.generalsCaptured],
          spellcastersCaptured: t.spellcastersCaptured.map((piece) => {
            const c = vp.characters.find((x) => x.unit === piece)
            return { piece, spells: c?.spells ?? 0, items: c?.items ?? 0 }
          }),
          bannersTaken: [...t.bannersTaken],
          objectivesControlled: control.get(s.side) ?? [],
          roles,
          unscathed: unscathedOf(roles, config.unscathedStrict),
          units: s.units.map((u) => {
            const ut = vp.units.find((x) => x.unit === u.unit)
            return { ...u, fate: fate(u.unit, u.fate), turnsOnTable: ut?.turnsOnTable ?? 0, charactersOutOfAction: [...(ut?.outOfAction ?? [])] }
          }),
        }
      }),
    }
  })
}
