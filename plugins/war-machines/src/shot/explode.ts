import { msg, unitAt, type DraftCtx } from '@hexes/core'
import { applyHpLoss, type SkTables } from '@hexes/plugin-skirmish'
import type { WmConfig } from '../config/wmConfig'
import { damageDice } from './damageDice'

/**
 * A powder machine explodes (GAP-SK-05: a misfire that destroys it, SK-WM-14: flaming arrows on
 * its powder): every figure of a skirmish unit in its hex and the six around takes `explosionDice`
 * damage dice. `ruleId` names the rule that set the powder off.
 */
export function explode(ctx: DraftCtx, tables: SkTables, config: WmConfig, hex: string, who: string, ruleId = 'GAP-SK-05'): void {
  const { grid } = ctx.rules
  const at = grid.indexOfRef(hex)
  ctx.emit({ type: 'wm/explosion', message: `The powder of ${who} explodes`, text: msg('wm/explosion', { machine: who }), ruleId, hex })
  const around = [at, ...Array.from({ length: 6 }, (_, d) => grid.neighbors[at * 6 + d]!).filter((h) => h >= 0)]
  for (const h of around) {
    const u = unitAt(ctx.draft, grid.refOf(h))
    if (!u || u.status !== 'active' || !tables.isSkUnit(u)) continue
    applyHpLoss(ctx, tables, u, damageDice(ctx.dice, tables, u, tables.figures(u) * config.explosionDice, `${ruleId} the explosion: a damage die a figure`), ruleId)
  }
}
