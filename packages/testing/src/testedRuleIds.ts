/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Every `*.test.ts` file under `dir`. */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name)
    if (e.isDirectory()) return testFiles(p)
    return e.name.endsWith('.test.ts') ? [p] : []
  })
}

/**
 * The rule ids that start a test title in the `*.test.ts` files under `srcDir`
 * (`it('HM-ZOC-4 forbids ...'`, `test("SK-MORALE-19: ...`), for a plugin's rule-coverage test.
 * `idPattern` is the id's shape without anchors, e.g. `/SK-MORALE-\d+/`.
 *
 * @example const tested = testedRuleIds(fileURLToPath(new URL('.', import.meta.url)), /HM-[A-Z]+-\d+/)
 */
export function testedRuleIds(srcDir: string, idPattern: RegExp): Set<string> {
  const title = new RegExp(String.raw`\b(?:it|test)\(\s*['"\`](${idPattern.source})\b`, 'g')
  const ids = new Set<string>()
  for (const f of testFiles(srcDir)) for (const m of readFileSync(f, 'utf8').matchAll(title)) ids.add(m[1]!)
  return ids
}
