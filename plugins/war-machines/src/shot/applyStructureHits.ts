import { msg, type DraftCtx } from '@hexes/core'
import { destroyStructure, skState, structureParam, type SkTables } from '@hexes/plugin-skirmish'
import type { CoveredHex } from './resolveShot'

/**
 * A shot that did not misfire on the structures it covers (SK-WM-12/13, GAP-SK-36, R-19): each
 * standing structure whose hex the template or the ball's path covers counts one more hit on its
 * counter, which lasts across turns; at the hits of its class (config `structureHits` of the
 * skirmish rules: a bridge or a weak building 1, a resistant building 2, a stone tower or
 * fortification 3) it is destroyed and the map changes at once (I-20): a bridge becomes water, a
 * building rubble.
 */
export function applyStructureHits(ctx: DraftCtx, tables: SkTables, covered: readonly CoveredHex[], machine: string): void {
  const { grid } = ctx.rules
  const hexes = new Set(covered.map((c) => grid.refOf(c.hex)))
  for (const st of skState(ctx.draft).structures) {
    const structure = tables.structure(st.id)
    if (!structure || st.destroyed || !hexes.has(structure.hex)) continue
    st.hits++
    const needed = tables.config.structureHits[structure.class]
    const label = structure.name ?? structure.id
    const ruleId = structure.class === 'bridge' ? 'SK-WM-12' : 'SK-WM-13'
    ctx.emit({ type: 'wm/structure-hit', message: `${machine} hits ${label}: ${st.hits} of ${needed}`, text: msg('wm/structure-hit', { structure: structureParam(structure), machine, hits: st.hits, needed }), ruleId, structure: st.id, hits: st.hits, needed })
    if (st.hits >= needed) destroyStructure(ctx, tables, structure, ruleId, { message: `${label} is destroyed by ${machine}`, text: msg('wm/structure-destroyed', { structure: structureParam(structure), machine }), mapMessage: `${label} falls` })
  }
}
