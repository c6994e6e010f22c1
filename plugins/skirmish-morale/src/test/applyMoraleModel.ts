import { d10, d6, msg, rollMany, rollPool, unitParam, type GameRules, type GameState, type HookRegistry, type MoraleResolveCtx, type MoraleResult, type UnitState } from '@hexes/core'
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

/**
 * The die of a panic (1d10, SK-MORALE-19) or post-melee test (1d6 + n, SK-MORALE-8), rolled as a
 * pool of one die in two classes, holds (total below `cd`) or fails: play and tests roll the one
 * die as before, and the exact odds branch twice, not once a face (core `rollPool`). Under
 * enumeration the face is not told (`faces: null`): no die is recorded and the total is the
 * class's least (the lowest holding total, or the Cd).
 */
function rollOneDie(ctx: MoraleResolveCtx, t: ParsedTrigger, cd: number): { dice: number[]; kept: number[]; total: number } {
  const faces = t.kind === 'panic' ? 10 : 6
  const r = rollPool(ctx.dice, {
    die: faces === 10 ? d10() : d6(),
    n: 1,
    reason: t.kind === 'panic' ? 'SK-MORALE-19 panic test' : 'SK-MORALE-8 post-melee test',
    classes: Array.from({ length: faces }, (_, k) => (k + 1 + t.bonus < cd ? 1 : 0)),
  })
  const face = r.faces?.[0]
  if (face !== undefined) return { dice: [face], kept: [face], total: face + t.bonus }
  return { dice: [], kept: [], total: r.counts[1] === 1 ? 1 + t.bonus : cd }
}

/** The dice of one test by kind: 1d10 (panic), 1d6 (post-melee), 3d6 keep the two lowest (fear), 2d6 (terror). */
function rollDice(ctx: MoraleResolveCtx, t: ParsedTrigger, cd: number): { dice: number[]; kept: number[]; total: number } {
  if (t.kind === 'panic' || t.kind === 'combat') return rollOneDie(ctx, t, cd)
  const n = t.kind === 'fear' ? 3 : 2
  const values = rollMany(ctx.dice, d6(), n, t.kind === 'fear' ? 'SK-MORALE-11 fear test' : 'SK-MORALE-12 terror test').map((r) => r.value)
  const kept = t.kind === 'fear' ? [...values].sort((a, b) => a - b).slice(0, 2) : values
  let total = t.bonus
  for (const v of kept) total += v
  return { dice: values, kept, total }
}

/** The result of one test: holds when the total is below the Cd (SK-MORALE-9/13/19, GAP-SK-32: equal fails). */
function testOnce(rules: GameRules, state: GameState, tables: SkTables, config: MoraleConfig, ctx: MoraleResolveCtx, t: ParsedTrigger): MoraleResult {
  const { unit } = ctx
  const command = commandOf(rules, state, tables, unit, config.auraPaces)
  const rolled = rollDice(ctx, t, command.cd)
  const total = rolled.total
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
