import { d10, d6, msg, rollMany, unitParam, type GameRules, type GameState, type HookRegistry, type MoraleResolveCtx, type MoraleResult, type UnitState } from '@hexes/core'
import { hasKeyword, type SkTables } from '@hexes/plugin-skirmish'
import type { MoraleConfig } from '../config/moraleConfig'
import { moraleModelOf, parseHmTrigger } from '../mix/moraleModel'
import { MORALE } from '../state/MoraleState'
import { auraUnit, commandOf } from './commandOf'
import type { MoraleTestData } from './MoraleTestData'
import { parseTrigger, type ParsedTrigger } from './moraleTrigger'

/** Whether a unit is undead (SK-MORALE-22). */
export function isUndead(tables: SkTables, unit: Pick<UnitState, 'type'>): boolean {
  const type = tables.unitTypes[unit.type]
  return type !== undefined && hasKeyword(type, 'undead')
}

/** The dice of one test by kind: 1d10 (panic), 1d6 (post-melee), 3d6 keep the two lowest (fear), 2d6 (terror). */
function rollDice(ctx: MoraleResolveCtx, t: ParsedTrigger): { dice: number[]; kept: number[] } {
  const { dice } = ctx
  if (t.kind === 'panic') {
    const v = dice.roll(d10(), 'SK-MORALE-19 panic test').value
    return { dice: [v], kept: [v] }
  }
  if (t.kind === 'combat') {
    const v = dice.roll(d6(), 'SK-MORALE-8 post-melee test').value
    return { dice: [v], kept: [v] }
  }
  const n = t.kind === 'fear' ? 3 : 2
  const values = rollMany(dice, d6(), n, t.kind === 'fear' ? 'SK-MORALE-11 fear test' : 'SK-MORALE-12 terror test').map((r) => r.value)
  const kept = t.kind === 'fear' ? [...values].sort((a, b) => a - b).slice(0, 2) : values
  return { dice: values, kept }
}

/** The result of one test: holds when the total is below the Cd (SK-MORALE-9/13/19, GAP-SK-32: equal fails). */
function testOnce(rules: GameRules, state: GameState, tables: SkTables, config: MoraleConfig, ctx: MoraleResolveCtx, t: ParsedTrigger): MoraleResult {
  const { unit } = ctx
  const command = commandOf(rules, state, tables, unit, config.auraPaces)
  const rolled = rollDice(ctx, t)
  let total = t.bonus
  for (const v of rolled.kept) total += v
  const passed = total < command.cd
  const data: MoraleTestData = {
    source: MORALE, kind: t.kind, ruleId: t.ruleId, dice: rolled.dice, kept: rolled.kept, bonus: t.bonus, total, cd: command.cd, cdSource: command.source,
    ...(command.general !== undefined ? { general: command.general } : {}), passed,
  }
  const key = passed ? 'hold' : 'flee'
  return { key, label: passed ? `holds (${total} < Cd ${command.cd})` : `fails (${total} ≥ Cd ${command.cd})`, text: msg(`sk-morale/result/${key}`, { total, cd: command.cd }), data }
}

/**
 * The skirmish morale model on the core's morale hooks (MOR):
 * - `moraleImmunity`: undead are immune to every morale test, before any die (SK-MORALE-22, GAP-SK-30);
 * - `moraleTest` (exclusive): a skirmish unit's test for a trigger of these rules
 *   (`parseTrigger`; in a HEXES Med game also HEXES Med's DM and AM, I-03, and only for the
 *   SK-model units, `moraleModelOf`): 1d10 panic (SK-MORALE-19), 1d6 + casualty difference after a melee
 *   (SK-MORALE-8/9), 3d6 keep the two lowest against fear (SK-MORALE-11), 2d6 against terror
 *   (SK-MORALE-12); against the unit's Cd or its general's within the aura (SK-MORALE-20),
 *   strictly below to hold (GAP-SK-32);
 * - `moraleResult`: a failed test of a unit within the aura of its army's great banner is
 *   re-rolled once, the second result stands (SK-MORALE-21, GAP-SK-32: any test type).
 */
export function applyMoraleModel(hooks: HookRegistry, tables: SkTables, config: MoraleConfig): void {
  hooks.moraleImmunity.tap({ plugin: MORALE, ruleId: 'SK-MORALE-22' }, ({ unit }) => (isUndead(tables, unit)
    ? { key: 'immune', label: 'immune (undead)', text: msg('sk-morale/result/immune', { unit: unitParam(unit.id) }), data: { source: MORALE, ruleId: 'SK-MORALE-22' } }
    : undefined))
  hooks.moraleTest.tap({ plugin: MORALE, ruleId: 'SK-MORALE-19' }, (ctx) => {
    const t = parseTrigger(ctx.trigger) ?? (tables.mix ? parseHmTrigger(ctx.trigger) : undefined)
    if (!t || !tables.isSkUnit(ctx.unit) || moraleModelOf(tables, config, ctx.unit) === 'hm') return undefined
    return testOnce(ctx.rules, ctx.state, tables, config, ctx, t)
  })
  hooks.moraleResult.tap({ plugin: MORALE, ruleId: 'SK-MORALE-21' }, (result, ctx) => {
    const data = result.data as Partial<MoraleTestData>
    if (data.source !== MORALE || data.passed !== false) return result
    const banner = auraUnit(ctx.rules, ctx.state, tables, ctx.unit, 'greatBanner', config.auraPaces)
    if (!banner) return result
    const again = ctx.retest()
    return { ...again, data: { ...again.data, rerolled: true, banner: banner.id, first: { dice: data.dice!, kept: data.kept!, total: data.total! } } }
  })
}
