/// <reference types="node" />
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CORE_RULES } from './CORE_RULES'
import { coreRulesText } from './coreRulesText.generated'
import { findRuleSection, parseRulesText } from './parseRulesText'

const doc = (lang: string) => readFileSync(new URL(`../../../../docs/rules/core${lang === 'en' ? '' : `.${lang}`}.md`, import.meta.url), 'utf8')

describe('core/rules/coreRulesText', () => {
  it('is docs/rules/core.md and core.fr.md as they are (node scripts/rulesText.mjs)', () => {
    expect(Object.keys(coreRulesText)).toEqual(['en', 'fr'])
    for (const lang of ['en', 'fr']) expect(coreRulesText[lang], lang).toBe(doc(lang))
  })

  it('has a section of its own for every core rule id, in English and French', () => {
    for (const lang of ['en', 'fr']) {
      const parsed = parseRulesText(coreRulesText[lang]!)
      const missing = Object.values(CORE_RULES).filter((id) => findRuleSection(parsed, id)?.title.includes(`(${id})`) !== true)
      expect(missing, lang).toEqual([])
    }
  })
})
