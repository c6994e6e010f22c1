import { describe, expect, it } from 'vitest'
import { SkTables } from '../config/SkTables'
import { UNITS, testConfig } from './combat.fixture'
import { planAttack } from './planAttack'
import { representativeAttacks } from './representativeAttacks'
import { typePairAttacks } from './typePairAttacks'

const tables = new SkTables(testConfig({ unitTypes: { knights: UNITS.knights, spearmen: UNITS.spearmen, archers: UNITS.archers } }))

describe('skirmish/combat/typePairAttacks', () => {
  it('lists the representative attacks of every attacker/target type pair, both ways, in the order of the units', () => {
    const units = [{ side: 'a', type: 'knights' }, { side: 'a', type: 'archers' }, { side: 'b', type: 'spearmen' }, { side: 'a', type: 'knights' }]
    const attacks = typePairAttacks(units, tables)
    const pairs = [...new Set(attacks.map((a) => `${a.attacker}>${a.target}`))]
    expect(pairs).toEqual(['knights>spearmen', 'archers>spearmen', 'spearmen>knights', 'spearmen>archers'])
    const first = representativeAttacks(UNITS.knights, UNITS.spearmen, tables.config)
    expect(attacks.filter((a) => a.attacker === 'knights').map((a) => a.name)).toEqual(first.map((a) => a.name))
    expect(attacks[0]!.plan).toEqual(planAttack(first[0]!.situation, tables.config))
  })

  it('keeps each plan once: the same type on both sides gives its pair once, and equal plans of two pairs once', () => {
    const attacks = typePairAttacks([{ side: 'a', type: 'spearmen' }, { side: 'b', type: 'spearmen' }, { side: 'b', type: 'knights' }], tables)
    const keys = attacks.map((a) => JSON.stringify(a.plan))
    expect(new Set(keys).size).toBe(keys.length)
    expect(attacks.filter((a) => a.attacker === 'spearmen' && a.target === 'spearmen').length).toBeGreaterThan(0)
    // As many attacks as distinct plans among the three pairs' representative attacks.
    const all = [['spearmen', 'spearmen'], ['spearmen', 'knights'], ['knights', 'spearmen']].flatMap(([x, y]) => representativeAttacks(tables.unitTypes[x!]!, tables.unitTypes[y!]!, tables.config))
    expect(attacks.length).toBe(new Set(all.map((a) => JSON.stringify(planAttack(a.situation, tables.config)))).size)
  })

  it('leaves out units whose type is not a skirmish type, and a side alone has no target', () => {
    expect(typePairAttacks([{ side: 'a', type: 'knights' }, { side: 'b', type: 'hm-infantry' }], tables)).toEqual([])
    expect(typePairAttacks([{ side: 'a', type: 'knights' }, { side: 'a', type: 'spearmen' }], tables)).toEqual([])
  })
})
