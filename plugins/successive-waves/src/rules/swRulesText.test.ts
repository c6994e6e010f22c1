/// <reference types="node" />
import { fileURLToPath } from 'node:url'
import { citedRuleIds, rulesTextProblems } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { successiveWaves } from '../successiveWavesPlugin'
import { swRulesText } from './swRulesText.generated'

const docs = {
  en: fileURLToPath(new URL('../../../../docs/rules/successive-waves.md', import.meta.url)),
  fr: fileURLToPath(new URL('../../../../docs/rules/successive-waves.fr.md', import.meta.url)),
}

describe('successive-waves/rules/swRulesText', () => {
  it('the rules summary is the docs, and cites every rule id the plugin shows, in English and French', () => {
    const shown = citedRuleIds(fileURLToPath(new URL('..', import.meta.url)))
    expect(shown.length).toBeGreaterThan(5)
    expect(rulesTextProblems(swRulesText, docs, shown)).toEqual([])
  })

  it('is what the manifest loads', async () => {
    expect(await successiveWaves.manifest.rulesText?.()).toBe(swRulesText)
  })
})
