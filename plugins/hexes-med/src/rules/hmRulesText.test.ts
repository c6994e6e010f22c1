/// <reference types="node" />
import { fileURLToPath } from 'node:url'
import { citedRuleIds, rulesTextProblems } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import type { ChargeRefusal } from '../combat/chargeModifier'
import { hexesMed } from '../hexesMedPlugin'
import { HM_CITATIONS } from './hmCitations'
import { hmRulesText } from './hmRulesText.generated'

const docs = {
  en: fileURLToPath(new URL('../../../../docs/rules/hexes-med.md', import.meta.url)),
  fr: fileURLToPath(new URL('../../../../docs/rules/hexes-med.fr.md', import.meta.url)),
}
/** Ids the rules code cites that players never see: the hook taps of the rule set's own plumbing (non-normative HM-GEN rows). */
const UNSHOWN = ['HM-GEN-1', 'HM-GEN-2']
/** Ids the rules code cites through a variable (`ruleId: rule`), which the source scan cannot read: the charge refusals a withheld bonus shows. */
const CHARGE_REFUSALS: readonly ChargeRefusal[] = ['HM-CHG-2', 'HM-CHG-3', 'HM-CHG-4', 'HM-CHG-5']

describe('hexes-med/rules/hmRulesText', () => {
  it('the rules summary is the docs, and cites every rule id the plugin shows, in English and French', () => {
    const shown = [...new Set([...citedRuleIds(fileURLToPath(new URL('..', import.meta.url))), ...Object.values(HM_CITATIONS), ...CHARGE_REFUSALS])].filter((id) => !UNSHOWN.includes(id))
    expect(shown.length).toBeGreaterThan(30)
    expect(rulesTextProblems(hmRulesText, docs, shown)).toEqual([])
  })

  it('is what the manifest loads', async () => {
    expect(await hexesMed.manifest.rulesText?.()).toBe(hmRulesText)
  })
})
