import type { GameEvent, GameRules, GameState } from '@hexes/core'
import { SK_TABLES, skState, type SkTables } from '@hexes/plugin-skirmish'
import { scatterLanding, WM_CONFIG, type WmConfig } from '@hexes/plugin-war-machines'
import type { MapMark } from '@hexes/web-kit'
import type { WmWords } from './words'

/** The hex a shot was aimed at: its target unit's hex (it cannot have moved within the step) or its structure's. */
function aimedHex(state: GameState, tables: SkTables, e: GameEvent): string | undefined {
  if (typeof e.structure === 'string') return tables.structure(e.structure)?.hex
  const u = state.units.find((x) => x.id === e.target)
  return u?.hex ?? undefined
}

/**
 * Where a shot landed: the scatter from the aimed hex (catapult and bombard, GAP-SK-04; at HEXES
 * Med's scale in a HEXES Med game, I-10), or, for a
 * cannon, the full template at the end of the ball's flight (the last hex it covers, SK-WM-9).
 */
function landingHex(rules: GameRules, state: GameState, config: WmConfig, tables: SkTables, e: GameEvent, aimed: string): string | undefined {
  const unit = state.units.find((u) => u.id === e.unit)
  const kind = unit ? config.machines[unit.type]?.kind : undefined
  const hexes = Array.isArray(e.hexes) ? (e.hexes as string[]) : []
  if (kind === 'catapult' || kind === 'bombard') {
    const { grid } = rules
    // I-10: in a HEXES Med game the scatter is at its scale (`mix.hmScatter`).
    const hmStayUpTo = tables.mix && config.mix.hmScatter.enabled ? config.mix.hmScatter.stayUpTo : undefined
    const at = scatterLanding(grid.axialOf(grid.indexOfRef(aimed)), { dir: typeof e.scatter === 'number' ? e.scatter : null, value: Number(e.value) }, tables.pacesPerHex, hmStayUpTo)
    const h = grid.indexOfAxial(at)
    return h >= 0 ? grid.refOf(h) : undefined
  }
  return hexes.at(-1)
}

/**
 * The shots of the step in progress on the map (GAP-SK-04/35, SK-WM-6..11): a link from the
 * aimed hex to where the shot landed (dashed when it scattered), the aimed hex ringed, and every
 * hex the template covered; a misfire rings the machine.
 */
export function shotMarks(rules: GameRules, state: GameState, events: readonly GameEvent[], w: WmWords): MapMark[] {
  const tables = rules.container.resolve<SkTables>(SK_TABLES)
  const config = rules.container.resolve<WmConfig>(WM_CONFIG)
  const out: MapMark[] = []
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!
    if (e.type === 'phaseStarted') break
    if (e.type !== 'wm/shot') continue
    const unit = String(e.unit)
    const id = `shot-${unit}-${i}`
    const name = w.unit(unit)
    if (e.misfire === true) {
      const hex = state.units.find((u) => u.id === unit)?.hex
      if (hex) out.push({ kind: 'hex', id: `${id}-misfire`, hex, tone: 'danger', label: w.t('marks.misfireLabel'), title: w.t('marks.misfire', { unit: name }) })
      continue
    }
    const hexes = Array.isArray(e.hexes) ? (e.hexes as string[]) : []
    const aimed = aimedHex(state, tables, e)
    const landing = aimed ? landingHex(rules, state, config, tables, e, aimed) : undefined
    const title = w.t(e.scatter === null ? 'marks.hit' : 'marks.scatter', { unit: name, paces: Number(e.value), from: aimed ?? '', to: landing ?? '' })
    if (aimed) out.push({ kind: 'hex', id: `${id}-aimed`, hex: aimed, tone: 'info', label: w.t('marks.aimedLabel'), title: w.t('marks.aimed', { unit: name }) })
    if (aimed && landing && landing !== aimed) out.push({ kind: 'link', id: `${id}-scatter`, from: aimed, to: landing, tone: 'danger', dashed: true, title })
    if (hexes.length) out.push({ kind: 'zone', id: `${id}-template`, hexes, tone: 'danger', label: title })
  }
  return out
}

/** Structures with hits on their counter or destroyed (SK-WM-12/13, GAP-SK-36), ringed on the map: `1/2`, or fallen. */
export function structureMarks(state: GameState, tables: SkTables, w: WmWords): MapMark[] {
  const out: MapMark[] = []
  for (const st of skState(state).structures) {
    const s = tables.structure(st.id)
    if (!s || (!st.destroyed && st.hits === 0)) continue
    const name = w.structure(s)
    const needed = tables.config.structureHits[s.class]
    if (st.destroyed) out.push({ kind: 'hex', id: `structure-${s.id}`, hex: s.hex, tone: 'muted', label: w.t('marks.destroyedLabel'), title: w.t(s.class === 'bridge' ? 'marks.bridgeDestroyed' : 'marks.destroyed', { structure: name }) })
    else out.push({ kind: 'hex', id: `structure-${s.id}`, hex: s.hex, tone: 'caution', label: `${st.hits}/${needed}`, title: w.t('marks.structureHits', { structure: name, hits: st.hits, needed }) })
  }
  return out
}
