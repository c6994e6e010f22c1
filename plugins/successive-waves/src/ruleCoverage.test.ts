/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * Every binding rule of Successive Waves (catalogue §1.2) has at least one test whose title starts
 * with its ID. SW-17 (flavour) and SW-INFO-1..3 (purpose) are non-normative and have none.
 */
const BINDING = ['SW-1', 'SW-2', 'SW-3', 'SW-4', 'SW-5', 'SW-6', 'SW-7', 'SW-8', 'SW-9', 'SW-10', 'SW-11', 'SW-12', 'SW-13', 'SW-14', 'SW-15', 'SW-16', 'SW-18']
const NON_NORMATIVE = ['SW-17']

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name)
    if (e.isDirectory()) return testFiles(p)
    return e.name.endsWith('.test.ts') ? [p] : []
  })
}

/** The rule ID each test title starts with (`it('SW-9 refuses ...')`). */
function titledIds(): Map<string, number> {
  const counts = new Map<string, number>()
  for (const file of testFiles(fileURLToPath(new URL('.', import.meta.url)))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/\bit\(\s*(['"`])(SW-[A-Z0-9-]*\d)(?![\d-])/g)) counts.set(m[2]!, (counts.get(m[2]!) ?? 0) + 1)
  }
  return counts
}

describe('successive-waves/rule coverage', () => {
  const ids = titledIds()
  it.each(BINDING)('%s has a test named after it', (id) => {
    expect(ids.get(id) ?? 0).toBeGreaterThan(0)
  })

  it('names no rule that does not exist or is not binding', () => {
    const unknown = [...ids.keys()].filter((id) => !BINDING.includes(id))
    expect(unknown.filter((id) => !NON_NORMATIVE.includes(id))).toEqual([])
    expect(unknown).toEqual([])
  })
})
