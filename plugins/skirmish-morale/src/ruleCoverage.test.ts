/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/** Every binding rule of the SK-MORALE group (catalogue §1.3: 23 rules, all of type E). Prisoners (SK-PRIS) are the next part. */
const BINDING_MORALE_RULES: readonly string[] = Array.from({ length: 23 }, (_, i) => `SK-MORALE-${i + 1}`)

const SRC = fileURLToPath(new URL('.', import.meta.url))

/** Every `*.test.ts` file under `src`. */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name)
    if (e.isDirectory()) return testFiles(p)
    return e.name.endsWith('.test.ts') ? [p] : []
  })
}

/** Rule IDs that start a test title: `it('SK-MORALE-19 ...'` or `test("SK-...`. */
function testedIds(source: string): string[] {
  return [...source.matchAll(/\b(?:it|test)\(\s*['"`](SK-MORALE-\d+)\b/g)].map((m) => m[1]!)
}

describe('skirmish-morale/rule coverage', () => {
  it('lists the 23 binding rules of the SK-MORALE group', () => {
    expect(BINDING_MORALE_RULES).toHaveLength(23)
    expect(new Set(BINDING_MORALE_RULES).size).toBe(23)
  })

  it('has a test whose title starts with each binding rule ID', () => {
    const tested = new Set(testFiles(SRC).flatMap((f) => testedIds(readFileSync(f, 'utf8'))))
    const missing = BINDING_MORALE_RULES.filter((id) => !tested.has(id))
    expect(missing, `rules without a test titled with their ID: ${missing.join(', ')}`).toEqual([])
  })
})
