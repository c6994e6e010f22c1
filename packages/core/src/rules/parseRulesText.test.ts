import { describe, expect, it } from 'vitest'
import { findRuleSection, parseRulesText } from './parseRulesText'
import { ruleIdsIn } from './ruleIdsIn'

const DOC = `# HEXES Med: rules summary

Intro text (GAP-HM-01 to GAP-HM-03).

## 5. Movement

Each hex entered costs MP (HM-MOVE-3, HM-MOVE-4).

\`\`\`
## not a heading
\`\`\`

### 5.1 Details

HM-MOVE-3 again, and HM-MOVE-3 once more.

## 6. Zones of control (ZOC)

| HM-ZOC-2, -3 | stop |

## 6. Zones of control (ZOC)

core/zoc-stop
`

describe('core/rules/parseRulesText', () => {
  it('expands the short forms of the summaries', () => {
    expect(ruleIdsIn('HM-ZOC-2, -3 and HM-LDR-5, -6, -8')).toEqual(['HM-ZOC-2', 'HM-ZOC-3', 'HM-LDR-5', 'HM-LDR-6', 'HM-LDR-8'])
    expect(ruleIdsIn('HM-ZOC-1 to HM-ZOC-3; HM-SCN-1 à HM-SCN-2; HM-END-2/3')).toEqual(['HM-ZOC-1', 'HM-ZOC-2', 'HM-ZOC-3', 'HM-SCN-1', 'HM-SCN-2', 'HM-END-2', 'HM-END-3'])
    expect(ruleIdsIn('GAP-SW-01 to GAP-SW-03, HM-MORALE-3..5, SW-9')).toEqual(['GAP-SW-01', 'GAP-SW-02', 'GAP-SW-03', 'HM-MORALE-3', 'HM-MORALE-4', 'HM-MORALE-5', 'SW-9'])
    expect(ruleIdsIn('core/zoc-stop, not a rule: d6, 1:2, UTF')).toEqual(['core/zoc-stop'])
  })

  it('splits the text into an introduction and one section per heading, with unique anchors', () => {
    const doc = parseRulesText(DOC)
    expect(doc.title).toBe('HEXES Med: rules summary')
    expect(doc.sections.map((s) => [s.level, s.anchor])).toEqual([[1, 'top'], [2, '5-movement'], [3, '51-details'], [2, '6-zones-of-control-zoc'], [2, '6-zones-of-control-zoc-1']])
    expect(doc.sections[0]!.ruleIds).toEqual(['GAP-HM-01', 'GAP-HM-02', 'GAP-HM-03'])
    expect(doc.sections[1]!.body).toContain('## not a heading')
    expect(doc.sections[3]!.ruleIds).toEqual(['HM-ZOC-2', 'HM-ZOC-3'])
  })

  it('opens a rule at the section that cites it most, the first on a tie', () => {
    const doc = parseRulesText(DOC)
    expect(findRuleSection(doc, 'HM-MOVE-3')?.anchor).toBe('51-details')
    expect(findRuleSection(doc, 'HM-MOVE-4')?.anchor).toBe('5-movement')
    expect(findRuleSection(doc, 'core/zoc-stop')?.anchor).toBe('6-zones-of-control-zoc-1')
    expect(findRuleSection(doc, 'HM-ZOC-9')).toBeUndefined()
  })
})
