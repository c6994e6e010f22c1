import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { CORE_SRC, coreSources } from './coreSources'

/**
 * The core is neutral (issue: "core carries every rule family"): no string of its code names a
 * rule set's rule id. Its rejections, events and victory records cite core ids (`core/...`);
 * rule sets give their own ids through `ruleCitations`. Comments may cite the catalogue, and test
 * titles name the catalogue rule a test pins; every other string literal of `packages/core/src`
 * (fixtures included: they emit events) is checked.
 */
/** A rule id of a rule set or a catalogue gap: HM-ZOC-3, SW-9, SK-WM-4, GAP-HM-03, CAMP-GOLD-7, I-04, R-07. */
const PLUGIN_RULE_ID = /\b(HM|SW|SK|GAP|CAMP|I|R)-[A-Z0-9]/

/** Every string literal and template text of a file, with its line. */
function stringLiterals(text: string): { line: number; value: string }[] {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, text)
  const out: { line: number; value: string }[] = []
  const strings = new Set([ts.SyntaxKind.StringLiteral, ts.SyntaxKind.NoSubstitutionTemplateLiteral, ts.SyntaxKind.TemplateHead, ts.SyntaxKind.TemplateMiddle, ts.SyntaxKind.TemplateTail])
  const depth: number[] = []
  for (let k = scanner.scan(); k !== ts.SyntaxKind.EndOfFileToken; k = scanner.scan()) {
    if (k === ts.SyntaxKind.TemplateHead) depth.push(0)
    else if (k === ts.SyntaxKind.OpenBraceToken && depth.length) depth[depth.length - 1]!++
    else if (k === ts.SyntaxKind.CloseBraceToken && depth.length) {
      if (depth[depth.length - 1] === 0) {
        k = scanner.reScanTemplateToken(false)
        if (k === ts.SyntaxKind.TemplateTail) depth.pop()
      } else depth[depth.length - 1]!--
    }
    if (strings.has(k)) out.push({ line: text.slice(0, scanner.getTokenStart()).split('\n').length, value: scanner.getTokenValue() })
  }
  return out
}

describe('core/neutrality', () => {
  it('finds strings and template parts, not comments', () => {
    const found = stringLiterals("// 'HM-ZOC-3' in a comment\n/* SW-9 */ const a = 'core/x'\nconst b = `at ${a} HM-END-2 ${`SK-WM-${1}`} tail`\n")
    expect(found.map((f) => f.value)).toEqual(['core/x', 'at ', ' HM-END-2 ', 'SK-WM-', '', ' tail'])
    expect(found.filter((f) => PLUGIN_RULE_ID.test(f.value)).map((f) => f.line)).toEqual([3, 3])
  })

  it('no string of packages/core/src names a rule set rule id (comments and test titles may)', () => {
    const offenders: string[] = []
    for (const file of coreSources({ fixtures: true })) {
      for (const s of stringLiterals(readFileSync(file, 'utf8'))) {
        if (PLUGIN_RULE_ID.test(s.value)) offenders.push(`${relative(CORE_SRC, file)}:${s.line}: "${s.value}"`)
      }
    }
    expect(offenders).toEqual([])
  })
})
