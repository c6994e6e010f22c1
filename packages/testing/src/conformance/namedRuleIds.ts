/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { citedRuleIds } from '../ruleSources'

/** A rule id as the catalogue writes them: `HM-ZOC-3`, `GAP-SK-27`, `SK-WM-14`, `R-14`, `I-10`. */
const RULE_ID = /\b[A-Z]+(?:-[A-Z]+)*-\d+\b/g
/** A test or suite title: the first string argument of `it`, `test` or `describe` (and `.each`/`.skip` forms). */
const TITLE = /(?<![.\w$])(?:it|test|describe)(?:\.[a-z]+)*(?:\([^)]*\))?\(\s*(['"`])((?:\\.|(?!\1).)*)\1/gs

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name)
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : testFiles(p)
    return e.name.endsWith('.test.ts') ? [p] : []
  })
}

/** Every rule id written anywhere in a test or suite title of the `*.test.ts` files under `srcDir`. */
export function namedRuleIds(srcDir: string): Set<string> {
  const ids = new Set<string>()
  for (const f of testFiles(srcDir)) {
    for (const m of readFileSync(f, 'utf8').matchAll(TITLE)) for (const id of m[2]!.matchAll(RULE_ID)) ids.add(id[0])
  }
  return ids
}

/**
 * The rule ids a plugin's rules code cites (`ruleId: 'HM-ZOC-4'`, {@link citedRuleIds}) that no
 * test title under `srcDir` names ({@link namedRuleIds}), minus `exempt` (ids a plugin cites but
 * that another package's tests cover, each with its reason). Part of the conformance suite.
 */
export function untestedRuleIds(srcDir: string, exempt: Readonly<Record<string, string>> = {}): string[] {
  const named = namedRuleIds(srcDir)
  return citedRuleIds(srcDir).filter((id) => !named.has(id) && !Object.hasOwn(exempt, id))
}
