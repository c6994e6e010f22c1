import { msg, unitAt, unitParam, type DraftCtx } from '@hexes/core'
import { applyHpLoss, type SkTables } from '@hexes/plugin-skirmish'
import type { MachineKind, WmConfig } from '../config/wmConfig'
import { combatSkulls, damageDice } from './damageDice'
import type { CoveredHex } from './resolveShot'

/** The rule of the damage a part of a template does. */
const RULE_OF: Readonly<Record<CoveredHex['part'], string>> = { centre: 'SK-WM-7', disc: 'SK-WM-8', path: 'SK-WM-10', full: 'SK-WM-11' }

/**
 * The damage of a shot that did not misfire, unit by unit in the template's order (SK-WM-7, 8,
 * 10, 11, GAP-SK-34, GAP-SK-35, R-01). A template covers at most `templateCap` (5) figures of the
 * unit in a hex, counted before the shot's damage; the ball's path one figure a unit:
 * - catapult: the centre figure loses 2 HP, every other covered figure rolls a combat die, −1 HP a skull;
 * - bombard: every figure in the disc takes 2 damage dice;
 * - cannon: the one figure on the path takes 2 damage dice; every figure under the full template
 *   loses 2 HP, or, from a triple cannon, takes 3 separate damage dice.
 * Every unit is hit, friend or foe (the machine's own crew too, when the shot comes back on it).
 */
export function applyShotDamage(ctx: DraftCtx, tables: SkTables, config: WmConfig, kind: MachineKind, covered: readonly CoveredHex[]): void {
  const { draft, rules } = ctx
  for (const c of covered) {
    const unit = unitAt(draft, rules.grid.refOf(c.hex))
    if (!unit || unit.status !== 'active' || !tables.isSkUnit(unit)) continue
    const ruleId = RULE_OF[c.part]
    const figures = c.part === 'path' ? 1 : Math.min(tables.figures(unit), config.templateCap)
    let hp: number
    switch (c.part) {
      case 'centre':
        hp = config.centrePoints + combatSkulls(ctx.dice, figures - 1, 'SK-WM-7 the other figures under the template: a combat die each')
        break
      case 'disc':
        hp = damageDice(ctx.dice, tables, unit, figures * config.bombardDice, 'SK-WM-8 the bombard: 2 damage dice a figure')
        break
      case 'path':
        hp = damageDice(ctx.dice, tables, unit, config.pathDice, "SK-WM-10 the ball's path: 2 damage dice")
        break
      default:
        hp = kind === 'tripleCannon'
          ? damageDice(ctx.dice, tables, unit, figures * config.tripleCannonDice, 'SK-WM-11 the triple cannon: 3 damage dice a figure')
          : figures * config.fullTemplatePoints
    }
    const lost = applyHpLoss(ctx, tables, unit, hp, ruleId)
    ctx.emit({
      type: 'wm/hit', message: `${unit.name ?? unit.id}: ${figures} figure${figures > 1 ? 's' : ''} under the template, ${lost} HP lost`,
      text: msg('wm/hit', { unit: unitParam(unit.id), figures, hp: lost }), ruleId, side: unit.side, unit: unit.id, part: c.part, figures, hp: lost,
    })
  }
}
