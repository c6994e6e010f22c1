/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ids = (group: string, n: number, skip: number[] = []) =>
  Array.from({ length: n }, (_, i) => i + 1).filter((i) => !skip.includes(i)).map((i) => `HM-${group}-${i}`)

/**
 * Every binding HEXES Med rule (types E and I of catalogue §1.1; §1.5 counts 73). The
 * non-normative rows are left out: HM-GEN-1, HM-GEN-2, HM-GEN-3 and HM-MOVE-11.
 */
const BINDING_HM_RULES: readonly string[] = [
  ...ids('GEN', 4, [1, 2, 3]),
  ...ids('SEQ', 6),
  ...ids('UNIT', 3),
  ...ids('LDR', 12),
  ...ids('MOVE', 11, [11]),
  ...ids('ZOC', 6),
  ...ids('COMBAT', 15),
  ...ids('MORALE', 6),
  ...ids('ADV', 2),
  ...ids('CHG', 5),
  ...ids('SCN', 4),
  ...ids('END', 3),
]

const SRC = fileURLToPath(new URL('.', import.meta.url))

/** Every `*.test.ts` file under `src`. */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name)
    if (e.isDirectory()) return testFiles(p)
    return e.name.endsWith('.test.ts') ? [p] : []
  })
}

/** Rule IDs that start a test title: `it('HM-ZOC-4 forbids ...'` or `test("HM-...`. */
function testedIds(source: string): string[] {
  return [...source.matchAll(/\b(?:it|test)\(\s*['"`](HM-[A-Z]+-\d+)\b/g)].map((m) => m[1]!)
}

describe('hexes-med/rule coverage', () => {
  it('lists the 73 binding rules of catalogue §1.5', () => {
    expect(BINDING_HM_RULES).toHaveLength(73)
    expect(new Set(BINDING_HM_RULES).size).toBe(73)
  })

  it('has a test whose title starts with each binding rule ID', () => {
    const tested = new Set(testFiles(SRC).flatMap((f) => testedIds(readFileSync(f, 'utf8'))))
    const missing = BINDING_HM_RULES.filter((id) => !tested.has(id))
    expect(missing, `rules without a test titled with their ID: ${missing.join(', ')}`).toEqual([])
  })
})
