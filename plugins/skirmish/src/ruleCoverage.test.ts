/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ids = (group: string, n: number) => Array.from({ length: n }, (_, i) => `SK-${group}-${i + 1}`)

/**
 * Every binding rule of the skirmish battle groups this plugin implements (catalogue §1.3, types
 * E and I; §1.5 counts SK-MOVE 6, SK-CHARGE 13, SK-COMBAT 20, SK-MELEE 9, SK-MISSILE 17, none of
 * them non-normative). War machines, flyers, morale and prisoners are the next issues.
 */
const BINDING_SK_RULES: readonly string[] = [...ids('MOVE', 6), ...ids('CHARGE', 13), ...ids('COMBAT', 20), ...ids('MELEE', 9), ...ids('MISSILE', 17)]

const SRC = fileURLToPath(new URL('.', import.meta.url))

/** Every `*.test.ts` file under `src`. */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name)
    if (e.isDirectory()) return testFiles(p)
    return e.name.endsWith('.test.ts') ? [p] : []
  })
}

/** Rule IDs that start a test title: `it('SK-MELEE-1 ...'` or `test("SK-...`. */
function testedIds(source: string): string[] {
  return [...source.matchAll(/\b(?:it|test)\(\s*['"`](SK-[A-Z]+-\d+)\b/g)].map((m) => m[1]!)
}

describe('skirmish/rule coverage', () => {
  it('lists the 65 binding rules of the SK-MOVE, SK-CHARGE, SK-COMBAT, SK-MELEE and SK-MISSILE groups (catalogue §1.5)', () => {
    expect(BINDING_SK_RULES).toHaveLength(65)
    expect(new Set(BINDING_SK_RULES).size).toBe(65)
  })

  it('has a test whose title starts with each binding rule ID', () => {
    const tested = new Set(testFiles(SRC).flatMap((f) => testedIds(readFileSync(f, 'utf8'))))
    const missing = BINDING_SK_RULES.filter((id) => !tested.has(id))
    expect(missing, `rules without a test titled with their ID: ${missing.join(', ')}`).toEqual([])
  })
})
