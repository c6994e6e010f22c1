import type { GameState } from '@hexes/core'
import { heldIn, moraleState } from '@hexes/plugin-skirmish-morale'
import type { SkTables } from '@hexes/plugin-skirmish'
import type { MapMark, OffMapNote } from '@hexes/web-kit'
import type { MoraleWords } from './words'

/**
 * The buildings that hold prisoners (SK-PRIS-5), ringed on the map with how many and whom; a
 * building's prisoners are freed when their army retakes it (SK-PRIS-6).
 */
export function prisonMarks(state: GameState, tables: SkTables, w: MoraleWords): MapMark[] {
  const out: MapMark[] = []
  const buildings = [...new Set(moraleState(state).prisoners.flatMap((p) => (p.building !== null ? [p.building] : [])))]
  for (const id of buildings) {
    const b = tables.structure(id)
    if (!b) continue
    const held = heldIn(state, id)
    out.push({ kind: 'hex', id: `prison-${id}`, hex: b.hex, tone: 'info', label: w.t('marks.prisonLabel', { n: held.length }), title: w.t('marks.prison', { building: b.name ?? id, n: held.length, prisoners: held.map((p) => w.unit(p.unit)).join(', ') }) })
  }
  return out
}

/**
 * Why morale takes units off the map (by unit id): a prisoner, with its guard or the building it
 * is held in (SK-PRIS-1..5), and a unit that fled off the battlefield (lost for the game, not
 * killed: SK-MORALE-3).
 */
export function moraleOffMapNotes(state: GameState, tables: SkTables, w: MoraleWords): Record<string, OffMapNote> {
  const out: Record<string, OffMapNote> = {}
  for (const p of moraleState(state).prisoners) {
    out[p.unit] = p.guard !== null
      ? { key: 'prisonerGuarded', params: { guard: w.unit(p.guard) } }
      : { key: 'prisonerHeld', params: { building: tables.structure(p.building ?? '')?.name ?? p.building ?? '' } }
  }
  for (const u of state.units) if (u.status === 'eliminated' && u.stats.skMorale?.lost === true && !out[u.id]) out[u.id] = { key: 'fledOff' }
  return out
}
