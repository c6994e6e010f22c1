import { combatModifiers, enumerateOutcomes, isRejection, prepareCombat, type CombatOutcome, type DiceSource, type Distribution } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import type { SkTables } from '../config/SkTables'
import { SK_TABLES } from '../SkirmishRules'
import { skGame } from '../testing/skFixtures'
import { buildSkCombat } from './buildSkCombat'
import type { SkCombatData } from './SkCombatData'

/** A key that keeps every strike apart (the skirmish UI's): each strike's dice, skulls, HP and charge roll, each unit's loss, the pushes. */
function byStrike(o: CombatOutcome): string {
  const d = o.data as SkCombatData
  const strikes = d.strikes.map((s) => `${s.unit}>${s.target}:${s.kind}=${s.dice}/${s.hits}/${s.hpLost}/${String(s.chargeBonus)}`).join(',')
  return `${strikes}|${d.losses.map((l) => `${l.unit}=${l.hpLost}`).join(',')}|${d.pushes.map((p) => `${p.unit}=${p.paces}`).join(',')}`
}

/** The same source without its merge points: every sequence of dice is run to its end. */
function withoutMerges(dice: DiceSource): DiceSource {
  return { roll: (die, reason) => dice.roll(die, reason), pool: (spec) => dice.pool!(spec), total: (groups, reason) => dice.total!(groups, reason) }
}

const rows = (d: Distribution<CombatOutcome>) => d.outcomes.map((o) => [o.key, o.probability])

/**
 * The melee a charge brings about (a1, `type`, charges b1, foot facing it), ready in a's melee
 * step, and the enumeration of its resolver as play resolves it (no `forOdds`), with or without
 * merge points, keyed by every strike.
 */
function exchange(type: string, units = 1, charged = 'foot') {
  // b2 stands next to b1 and to the hex the charge ends on (3,4): it strikes back too.
  const extra = units > 1 ? [{ id: 'b2', side: 'b', type: charged, hex: '4,4', facing: 3 }] : []
  const t = skGame({ units: [{ id: 'a1', type, hex: '3,7' }, { id: 'b1', side: 'b', type: charged, hex: '3,3', facing: 3 }, ...extra] })
  t.play({ type: 'sk/charge', side: 'a', unit: 'a1', target: 'b1' })
  t.advanceUntil((s) => s.turn.phase === 'melee' && s.turn.activeSide === 'a')
  const { rules } = t.game
  const ctx = prepareCombat(rules, t.state, 'a', { attackers: ['a1'], defender: 'b1', mode: 'melee' })
  if (isRejection(ctx)) throw new Error(ctx.message)
  const modifiers = combatModifiers(ctx)
  const resolve = (dice: DiceSource) => rules.hooks.combatResolution.call({ ...ctx, modifiers, dice })!
  // The preview's enumeration: only the return strikes recorded (`replanned`), the first strikes merged on the HP they took.
  const built = buildSkCombat(ctx, rules.container.resolve<SkTables>(SK_TABLES))
  const replanned = (dice: DiceSource): CombatOutcome => ({ key: '', label: '', effects: [], data: built.resolve(dice, 'replanned') })
  // Each enumeration when a test reads it.
  return {
    get merged() { return enumerateOutcomes(resolve, byStrike) },
    get plain() { return enumerateOutcomes((dice) => resolve(withoutMerges(dice)), byStrike) },
    get replanned() { return enumerateOutcomes(replanned, byStrike) },
    get replannedPlain() { return enumerateOutcomes((dice) => replanned(withoutMerges(dice)), byStrike) },
  }
}

describe('skirmish/melee exchange odds', () => {
  it.each(['horse', 'knights'])('SK-MELEE-1 odds keyed by every strike of a charge exchange (%s charging foot) are exactly the same with the merge points as without', (type) => {
    const { merged, plain } = exchange(type)
    expect(rows(merged)).toEqual(rows(plain))
    expect(merged.outcomes.length).toBeGreaterThan(20)
    expect(merged.leaves).toBeLessThanOrEqual(plain.leaves)
  })

  it('SK-MELEE-1 from fewer die sequences where natural hits matter (damage below constitution): the first strikes with the same dice, skulls and HP are followed by the same return strikes, enumerated once', () => {
    const { merged, plain } = exchange('foot')
    expect(rows(merged)).toEqual(rows(plain))
    expect(merged.leaves * 2).toBeLessThan(plain.leaves)
  })

  it('SK-MELEE-4 the same with two units on the charged side (their return strikes, the HP shared in each side)', () => {
    // Duos (2 figures) on the charged side: without merge points the three strikes' product stays enumerable.
    const { merged, plain } = exchange('horse', 2, 'duo')
    const strikes = (merged.outcomes[0]!.example.data as SkCombatData).strikes
    expect(strikes.map((s) => `${s.unit}>${s.target}:${s.kind}`)).toEqual(['a1>b1:charge', 'b1>a1:return', 'b2>a1:strike'])
    expect(rows(merged)).toEqual(rows(plain))
    expect(merged.leaves).toBeLessThan(plain.leaves)
  })

  it.each(['horse', 'foot'])('SK-MELEE-1 the preview\'s enumeration (only the return strikes recorded, %s charging foot) is exactly the same with its merge points as without, from fewer sequences than one recording every strike', (type) => {
    const { replanned, replannedPlain, merged } = exchange(type)
    expect(rows(replanned)).toEqual(rows(replannedPlain))
    expect((replanned.outcomes[0]!.example.data as SkCombatData).strikes.map((s) => s.kind)).toEqual(['return'])
    expect(replanned.leaves).toBeLessThan(merged.leaves)
  })

  it('leaves out the natural hits of the strike records under an enumeration (they are not in the merge keys), as it leaves out the faces', () => {
    const { merged } = exchange('knights')
    for (const o of merged.outcomes) for (const s of (o.example.data as SkCombatData).strikes) expect([s.naturalHits, s.attackFaces, s.damageFaces]).toEqual([null, null, null])
  })
})
