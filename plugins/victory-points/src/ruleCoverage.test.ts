/// <reference types="node" />
import { fileURLToPath } from 'node:url'
import { testedRuleIds } from '@hexes/testing'
import { describe, expect, it } from 'vitest'

/**
 * The binding rules and defaults this plugin implements (catalogue §1.4 SK-VP-1..7, §2.4
 * GAP-VP-01..04, GAP-CAMP-07, GAP-CAMP-12): each has a test whose title starts with its id. GAP-VP-03
 * (the votes of heroic acts) is the campaign's; SK-VP-7 only counts the acts voted.
 */
const RULES: readonly string[] = ['SK-VP-1', 'SK-VP-2', 'SK-VP-3', 'SK-VP-4', 'SK-VP-5', 'SK-VP-6', 'SK-VP-7', 'GAP-VP-01', 'GAP-VP-02', 'GAP-VP-04', 'GAP-CAMP-07', 'GAP-CAMP-12']

const SRC = fileURLToPath(new URL('.', import.meta.url))

describe('victory-points/rule coverage', () => {
  it('has a test whose title starts with each rule id', () => {
    const tested = testedRuleIds(SRC, /(?:SK-VP|GAP-VP|GAP-CAMP)-\d+/)
    const missing = RULES.filter((id) => !tested.has(id))
    expect(missing, `rules without a test titled with their ID: ${missing.join(', ')}`).toEqual([])
  })
})
