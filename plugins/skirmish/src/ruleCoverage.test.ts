/// <reference types="node" />
import { fileURLToPath } from 'node:url'
import { testedRuleIds } from '@hexes/testing'
import { describe, expect, it } from 'vitest'

const ids = (group: string, n: number) => Array.from({ length: n }, (_, i) => `SK-${group}-${i + 1}`)

/**
 * Every binding rule of the skirmish battle groups this plugin implements (catalogue §1.3, types
 * E and I; §1.5 counts SK-MOVE 6, SK-CHARGE 13, SK-COMBAT 20, SK-MELEE 9, SK-MISSILE 17, none of
 * them non-normative). War machines, flyers, morale and prisoners are the next issues.
 */
const BINDING_SK_RULES: readonly string[] = [...ids('MOVE', 6), ...ids('CHARGE', 13), ...ids('COMBAT', 20), ...ids('MELEE', 9), ...ids('MISSILE', 17)]

const SRC = fileURLToPath(new URL('.', import.meta.url))

describe('skirmish/rule coverage', () => {
  it('lists the 65 binding rules of the SK-MOVE, SK-CHARGE, SK-COMBAT, SK-MELEE and SK-MISSILE groups (catalogue §1.5)', () => {
    expect(BINDING_SK_RULES).toHaveLength(65)
    expect(new Set(BINDING_SK_RULES).size).toBe(65)
  })

  it('has a test whose title starts with each binding rule ID', () => {
    const tested = testedRuleIds(SRC, /SK-[A-Z]+-\d+/)
    const missing = BINDING_SK_RULES.filter((id) => !tested.has(id))
    expect(missing, `rules without a test titled with their ID: ${missing.join(', ')}`).toEqual([])
  })
})
