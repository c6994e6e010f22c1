import { artilleryDie, findUnit, msg, unitParam, type CombatApplyCtx } from '@hexes/core'
import { applyHpLoss, SK_MODES, type SkCombatData, type SkTables } from '@hexes/plugin-skirmish'
import { isPowder, type WmConfig } from '../config/wmConfig'
import { explode } from './explode'

/** The hits a skirmish volley scored on `unit`: its strike's, or its share of a volley into a melee (SK-MELEE-9). */
function hitsOn(data: SkCombatData, unit: string): number {
  const into = data.intoMelee?.units.find((u) => u.unit === unit)
  if (into) return into.hits
  return data.strikes.filter((s) => s.target === unit).reduce((t, s) => t + s.hits, 0)
}

/**
 * Flaming arrows on a cannon or bombard (SK-WM-14, GAP-SK-05), applied after the skirmish rules
 * applied the volley (`combatOutcome`, which runs the skirmish tap first: war-machines requires
 * skirmish): when a flaming volley scored at least one hit on a powder machine still standing,
 * roll the artillery die; MISFIRE: the powder catches fire, the machine is destroyed and explodes
 * (the misfire table's "destroyed" row: every figure in its hex and the six around takes
 * `explosionDice` damage dice). `config.flamingPowder: false` turns the rule off.
 */
export function powderFire(ctx: CombatApplyCtx, tables: SkTables, config: WmConfig): void {
  const data = ctx.outcome.data as Partial<SkCombatData>
  if (!config.flamingPowder || data.source !== 'skirmish' || data.mode !== SK_MODES.flaming || !ctx.decl.defender) return
  const target = findUnit(ctx.draft, ctx.decl.defender)
  const profile = target ? config.machines[target.type] : undefined
  if (!target || !profile || !isPowder(profile) || target.status !== 'active' || target.hex === null) return
  if (hitsOn(data as SkCombatData, target.id) === 0) return
  const who = target.name ?? target.id
  const face = ctx.dice.roll(artilleryDie(), 'SK-WM-14 flaming arrows on the powder: the artillery die')
  const fire = face.symbol === 'misfire'
  ctx.emit({
    type: 'wm/powder', message: fire ? `Flaming arrows on ${who}: MISFIRE, the powder catches fire` : `Flaming arrows on ${who}: the powder holds (${face.value})`,
    text: msg(fire ? 'wm/powder/fire' : 'wm/powder/holds', { unit: unitParam(target.id) }), ruleId: 'SK-WM-14', side: target.side, unit: target.id, fire,
  })
  if (!fire) return
  const hex = target.hex
  applyHpLoss(ctx, tables, target, tables.stats(target).hp, 'SK-WM-14')
  explode(ctx, tables, config, hex, who, 'SK-WM-14')
}
