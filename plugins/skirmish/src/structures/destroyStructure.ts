import { changeMap, d6, poolTotal, unitAt, type DraftCtx, type MessageRef } from '@hexes/core'
import { damageTable } from '../combat/hpLoss'
import type { SkStructure } from '../config/skConfig'
import type { SkTables } from '../config/SkTables'
import { applyHpLoss } from '../fight/applyHpLoss'
import { skState } from '../state/SkState'

/** How a structure's fall is told: the event's message and text, the map change's message. */
export interface StructureFall {
  message: string
  text: MessageRef
  mapMessage: string
}

/** What the fall does to the unit inside a building (GAP-SK-36: one damage die a figure, GAP-SK-34) or on a bridge (drowned, design choice). */
function ruin(ctx: DraftCtx, tables: SkTables, structure: SkStructure): void {
  const u = unitAt(ctx.draft, structure.hex)
  if (!u || !tables.isSkUnit(u)) return
  if (structure.class === 'bridge') {
    applyHpLoss(ctx, tables, u, tables.stats(u).hp, 'GAP-SK-36')
    return
  }
  const type = tables.typeOf(u)
  const roll = poolTotal(ctx.dice, [{ die: d6(), n: tables.figures(u), values: damageTable(0, type.constitution, false) }], 'GAP-SK-36 the building falls: a damage die a figure')
  applyHpLoss(ctx, tables, u, roll.total, 'GAP-SK-36')
}

/**
 * Destroys a standing structure (GAP-SK-36, I-20: one terrain truth): it is marked destroyed, its
 * hex becomes its `destroyedTerrain` (water for a bridge, rubble for a building) through core
 * `changeMap`, so movement, line of sight and cover see the change at once; `sk/structure-destroyed`
 * is emitted; the figures inside a building take a damage die each, a unit on a bridge falls with
 * it. Used by flaming arrows (SK-MISSILE-17) and by the war machines (SK-WM-12/13).
 */
export function destroyStructure(ctx: DraftCtx, tables: SkTables, structure: SkStructure, ruleId: string, fall: StructureFall): void {
  skState(ctx.draft).structures.find((s) => s.id === structure.id)!.destroyed = true
  const terrain = structure.destroyedTerrain ?? (structure.class === 'bridge' ? 'water' : 'rubble')
  changeMap(ctx, { terrain: [{ hex: structure.hex, terrain }] }, ruleId, fall.mapMessage, 'skirmish')
  ctx.emit({ type: 'sk/structure-destroyed', message: fall.message, text: fall.text, ruleId, structure: structure.id, hex: structure.hex })
  ruin(ctx, tables, structure)
}
