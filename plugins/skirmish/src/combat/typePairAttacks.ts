import type { SkTables } from '../config/SkTables'
import type { AttackPlan } from './AttackPlan'
import { planAttack } from './planAttack'
import { representativeAttacks } from './representativeAttacks'

/** One attack of {@link typePairAttacks}: the unit types (ids), the attack's name and its plan. */
export interface TypePairAttack {
  attacker: string
  target: string
  name: string
  plan: AttackPlan
}

/**
 * Every attack a scenario can make, for the odds checks and the bench: the representative attacks
 * (`representativeAttacks`) of every attacker/target pair of the skirmish unit types its units
 * have, both ways (each type of a side against each type of every other side), planned with the
 * game's config (`planAttack`), and deduplicated by plan (the first name is kept). Sides and types
 * in the order of the units.
 *
 * @param units - the scenario's units (only `side` and `type` are read; non-skirmish types are left out)
 * @param tables - the game's skirmish tables (`SK_TABLES`)
 * @example typePairAttacks(state.units, rules.container.resolve(SK_TABLES))
 */
export function typePairAttacks(units: readonly { side: string; type: string }[], tables: SkTables): TypePairAttack[] {
  const bySide = new Map<string, string[]>()
  for (const u of units) {
    if (tables.unitTypes[u.type] === undefined) continue
    const types = bySide.get(u.side) ?? []
    if (!types.includes(u.type)) types.push(u.type)
    bySide.set(u.side, types)
  }
  const pairs: [string, string][] = []
  for (const [side, mine] of bySide) {
    for (const a of mine) {
      for (const [other, theirs] of bySide) {
        if (other === side) continue
        for (const b of theirs) if (!pairs.some(([x, y]) => x === a && y === b)) pairs.push([a, b])
      }
    }
  }
  const out: TypePairAttack[] = []
  const seen = new Set<string>()
  for (const [a, b] of pairs) {
    for (const { name, situation } of representativeAttacks(tables.unitTypes[a]!, tables.unitTypes[b]!, tables.config)) {
      const plan = planAttack(situation, tables.config)
      const key = JSON.stringify(plan)
      if (seen.has(key)) continue
      seen.add(key)
      out.push({ attacker: a, target: b, name, plan })
    }
  }
  return out
}
