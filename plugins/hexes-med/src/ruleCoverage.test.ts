/// <reference types="node" />
import { fileURLToPath } from 'node:url'
import { testedRuleIds } from '@hexes/testing'
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

describe('hexes-med/rule coverage', () => {
  it('lists the 73 binding rules of catalogue §1.5', () => {
    expect(BINDING_HM_RULES).toHaveLength(73)
    expect(new Set(BINDING_HM_RULES).size).toBe(73)
  })

  it('has a test whose title starts with each binding rule ID', () => {
    const tested = testedRuleIds(SRC, /HM-[A-Z]+-\d+/)
    const missing = BINDING_HM_RULES.filter((id) => !tested.has(id))
    expect(missing, `rules without a test titled with their ID: ${missing.join(', ')}`).toEqual([])
  })
})
