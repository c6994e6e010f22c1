import { msg, unitParam, type DraftCtx, type MoraleRecord, type UnitState } from '@hexes/core'

/** What HEXES Med's test rolled (`HmMoraleData` of `@hexes/plugin-hexes-med`, read by shape). */
interface HmTestData {
  roll: number
  value: number
  eliminates?: boolean
}

/**
 * Records a HEXES Med morale test that a skirmish trigger called for on an HM-model unit (I-03,
 * R-16) as an `sk-morale/hm-test` event: the trigger, the rule that called for it (`calledBy`),
 * the d6 and the value it was rolled against (F + the leader's +1, HM-LDR-2..4), and the result
 * (`none`, `retreat`, `reduce`).
 */
export function hmTestEvent(ctx: DraftCtx, unit: UnitState, record: MoraleRecord, ruleId: string, cause?: string): void {
  const d = record.result.data as unknown as HmTestData
  const key = record.result.key
  const effect = key === 'none' ? 'no effect' : key === 'retreat' ? 'retreats one hex' : d.eliminates === true ? 'eliminated' : 'loses a step'
  ctx.emit({
    type: 'sk-morale/hm-test',
    message: `${unit.name ?? unit.id}: HEXES Med morale test for ${record.trigger}, ${d.roll} against ${d.value}: ${effect}`,
    text: msg(`sk-morale/hm-test/${key === 'reduce' && d.eliminates === true ? 'eliminated' : key}`, { unit: unitParam(unit.id), roll: d.roll, value: d.value }),
    ruleId: 'I-03',
    calledBy: ruleId,
    side: unit.side,
    unit: unit.id,
    trigger: record.trigger,
    ...(cause !== undefined ? { cause } : {}),
    key,
    test: record.result.data,
    modifiers: record.modifiers,
  })
}
