import { hexesMed } from '@hexes/plugin-hexes-med'
import { successiveWaves } from '@hexes/plugin-successive-waves'
import { examplePlugin } from '@hexes/plugin-example'
import { describe, expect, it } from 'vitest'
import { findRule, loadRulesSources, rulesBook, searchRules } from './rulesBook'
import { blockText, inlinePieces, markdownBlocks } from './rulesMarkdown'

describe('web/lib/rulesBook', () => {
  it('loads the summaries of the mix, then the core, and finds a rule in the page language', async () => {
    const sources = await loadRulesSources([examplePlugin, hexesMed, successiveWaves])
    expect(sources.map((s) => s.id)).toEqual(['hexes-med', 'successive-waves', 'core'])
    const en = rulesBook(sources, 'en')
    const fr = rulesBook(sources, 'fr')
    const move = findRule(en, 'HM-MOVE-3')!
    expect(move.source).toBe('hexes-med')
    expect(move.section.title).toBe('5. Movement')
    expect(move.section.body).toContain('costs movement points (MP)')
    expect(findRule(fr, 'HM-MOVE-3')!.section.title).toBe('5. Le mouvement')
    expect(findRule(en, 'SW-9')!.source).toBe('successive-waves')
    expect(findRule(fr, 'core/undo')!.section.body).toContain('jet de dé')
    expect(findRule(en, 'EX-1')).toBeUndefined()
    // a summary without the language falls back to English
    expect(rulesBook([{ id: 'x', text: { en: '# X\n\n## A\n\nX-1' } }], 'fr')[0]!.doc.title).toBe('X')
  })

  it('searches titles and texts, accents and case ignored, and rule ids', async () => {
    const book = rulesBook(await loadRulesSources([hexesMed]), 'fr')
    const hits = searchRules(book, 'zone controle')
    expect(hits.length).toBeGreaterThan(0)
    expect(hits[0]!.section.title).toMatch(/contrôle/)
    expect(searchRules(book, 'hm-zoc-4').some((h) => h.section.ruleIds.includes('HM-ZOC-4'))).toBe(true)
    expect(searchRules(book, '   ')).toEqual([])
  })
})

describe('web/lib/rulesMarkdown', () => {
  it('splits a section into paragraphs, lists, tables and code', () => {
    const blocks = markdownBlocks('Para one\ncontinued.\n\n- a\n  more a\n- b\n\n| Rule | Effect |\n|---|---|\n| HM-ZOC-4 | no |\n\n```\nx\n```\n\n1. one\n2. two')
    expect(blocks.map((b) => b.kind)).toEqual(['p', 'ul', 'table', 'code', 'ol'])
    expect(blocks[0]).toEqual({ kind: 'p', text: 'Para one continued.' })
    expect(blocks[1]).toEqual({ kind: 'ul', items: ['a more a', 'b'] })
    expect(blocks[2]).toEqual({ kind: 'table', head: ['Rule', 'Effect'], rows: [['HM-ZOC-4', 'no']] })
    expect(blockText(blocks[2]!)).toContain('HM-ZOC-4')
  })

  it('makes rule ids links and never markup', () => {
    expect(inlinePieces('**Default** (GAP-HM-09, `hm.flag`) see [x](other.md) and [site](https://example.org) <b>')).toEqual([
      { kind: 'strong', text: 'Default' },
      { kind: 'text', text: ' (' },
      { kind: 'rule', text: 'GAP-HM-09' },
      { kind: 'text', text: ', ' },
      { kind: 'code', text: 'hm.flag' },
      { kind: 'text', text: ') see ' },
      { kind: 'link', text: 'x' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'site', href: 'https://example.org' },
      { kind: 'text', text: ' <b>' },
    ])
    expect(inlinePieces('`core/undo` and *HM-ZOC-4*')).toEqual([{ kind: 'rule', text: 'core/undo' }, { kind: 'text', text: ' and ' }, { kind: 'em', text: 'HM-ZOC-4' }])
  })
})
