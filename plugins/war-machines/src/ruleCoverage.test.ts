/// <reference types="node" />
import { fileURLToPath } from 'node:url'
import { testedRuleIds } from '@hexes/testing'
import { describe, expect, it } from 'vitest'

/** The binding rules of the SK-WM group (catalogue §1.3: 18 rules, all of type E). */
const ALL_WM_RULES: readonly string[] = Array.from({ length: 18 }, (_, i) => `SK-WM-${i + 1}`)

/**
 * What is implemented (issue #19): the machines, reload, misfires, templates and their exact
 * chances, structures, flaming arrows on the powder (SK-WM-14), chariots (SK-WM-17/18); the gaps
 * they rest on; the machines in a HEXES Med game (I-10, `skirmish-dice`).
 */
const COVERED: readonly string[] = [
  ...ALL_WM_RULES,
  'GAP-SK-05', 'GAP-SK-33', 'GAP-SK-35', 'GAP-SK-36', 'R-09', 'R-10', 'I-10',
]

/** What is left for later, explicitly (nothing of the SK-WM group and its mixes now). */
const LATER: readonly string[] = []

const SRC = fileURLToPath(new URL('.', import.meta.url))

describe('war-machines/rule coverage', () => {
  it('lists the 18 rules of the SK-WM group, each either covered by this slice or left for later', () => {
    expect(ALL_WM_RULES).toHaveLength(18)
    expect(ALL_WM_RULES.filter((id) => !COVERED.includes(id) && !LATER.includes(id))).toEqual([])
    expect(COVERED.filter((id) => LATER.includes(id))).toEqual([])
  })

  it('has a test whose title starts with each covered rule ID', () => {
    const tested = testedRuleIds(SRC, /SK-WM-\d+|GAP-SK-\d+|R-\d+|I-\d+/)
    const missing = COVERED.filter((id) => !tested.has(id))
    expect(missing, `rules without a test titled with their ID: ${missing.join(', ')}`).toEqual([])
  })

  it('has no test titled with a rule left for later (it would claim what is not built)', () => {
    const tested = testedRuleIds(SRC, /SK-WM-\d+|I-\d+/)
    expect(LATER.filter((id) => tested.has(id))).toEqual([])
  })
})
