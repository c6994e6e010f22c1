import { isRejection } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import type { SkirmishRules } from '../SkirmishRules'
import { skGame } from '../testing/skFixtures'
import { previewCombat } from './previewCombat'

const shoot = { type: 'attack', side: 'a', attackers: ['a1'], defender: 'b1', mode: 'missile' }

/** The rule ids of the volley's modifiers. */
function volleyMods(t: ReturnType<typeof skGame>): string[] {
  const p = previewCombat(t.game.rules, t.state, shoot)
  if (p === null || isRejection(p)) throw new Error('no volley')
  return p.strikes[0]!.plan.modifiers.map((m) => m.ruleId)
}

describe('skirmish/situation rules', () => {
  it('SkTables.addSituationRule changes the situation an attack is planned in, in the odds as in play; without one nothing changes', () => {
    const t = skGame({ units: [{ id: 'a1', type: 'archers', hex: '3,7' }, { id: 'b1', side: 'b', hex: '3,4' }] })
    t.advanceUntil((s) => s.turn.phase === 'shooting' && s.turn.activeSide === 'a')
    expect(volleyMods(t)).not.toContain('SK-MISSILE-13')
    const tables = (t.game.rules.instances.find((i) => 'tables' in i) as SkirmishRules).tables
    const seen: string[] = []
    tables.addSituationRule((_rules, _state, attacker, target, s) => {
      seen.push(`${attacker.id}>${target.id}`)
      return { ...s, cover: 'heavy' }
    })
    expect(volleyMods(t)).toContain('SK-MISSILE-13')
    expect(seen[0]).toBe('a1>b1')
  })
})
