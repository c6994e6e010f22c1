import { msg, runMoraleTest, unitParam, type DraftCtx, type MoraleResult, type UnitState } from '@hexes/core'
import type { SkTables } from '@hexes/plugin-skirmish'
import { hmTestEvent } from '../mix/hmTestEvent'
import { isFleeing, MORALE } from '../state/MoraleState'
import type { MoraleTestData } from './MoraleTestData'

/**
 * Has `unit` take one morale test in an action (through the core's `runMoraleTest`, so every
 * rule of the mix has its say) and records it as an `sk-morale/test` event carrying its dice, the
 * Cd used and where that came from (own, general, banner re-roll). Returns the result, or
 * `undefined` when the unit does not test: off the map, not a skirmish unit, or already fleeing
 * (except its rally test). An immune unit (undead, SK-MORALE-22) rolls nothing and no event is
 * recorded. In a HEXES Med game an HM-model unit takes HEXES Med's test instead (I-03): its result
 * (`none`, `retreat`, `reduce`) is recorded as `sk-morale/hm-test` (`hmTestEvent`).
 *
 * @param trigger - see `moraleTrigger`
 * @param ruleId - the rule that calls for the test (SK-MORALE-15...)
 * @param cause - the unit that caused it, if any
 */
export function takeTest(ctx: DraftCtx, tables: SkTables, unit: UnitState, trigger: string, ruleId: string, cause?: string): MoraleResult | undefined {
  if (unit.status !== 'active' || unit.hex === null || !tables.isSkUnit(unit)) return undefined
  if (trigger !== 'rally' && isFleeing(unit)) return undefined
  const record = runMoraleTest(ctx.rules, ctx.draft, unit, trigger, ctx.dice)
  const result = record.result
  if (result.key === 'immune') return result
  if (result.data['source'] !== MORALE) {
    // An HM-model unit of a HEXES Med game: HEXES Med's model answered (I-03).
    hmTestEvent(ctx, unit, record, ruleId, cause)
    return result
  }
  const d = result.data as MoraleTestData
  const name = unit.name ?? unit.id
  const how = d.cdSource === 'general' ? `the general's Cd ${d.cd}` : `Cd ${d.cd}`
  ctx.emit({
    type: 'sk-morale/test',
    message: `${name}: ${d.kind} test (${trigger}), ${d.dice.join(', ')}${d.bonus ? ` + ${d.bonus}` : ''} = ${d.total} against ${how}${d.rerolled ? ` (re-rolled: first ${d.first!.total})` : ''}: ${d.passed ? 'holds' : 'fails'}`,
    text: msg(`sk-morale/test/${d.passed ? 'hold' : 'fail'}`, { unit: unitParam(unit.id), kind: msg(`sk-morale/kind/${d.kind}`), total: d.total, cd: d.cd, source: msg(`sk-morale/cd/${d.rerolled ? 'banner' : d.cdSource}`) }),
    ruleId,
    side: unit.side,
    unit: unit.id,
    trigger,
    ...(cause !== undefined ? { cause } : {}),
    test: d,
  })
  return result
}
