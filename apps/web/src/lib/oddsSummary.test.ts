import { addRationals, type CombatOdds, type Game } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { teachingCombat } from '../components/testCombat'
import { oddsSummary } from './oddsSummary'

function odds(g: Game, attackers: string[], defender = 'f-mi-1'): CombatOdds {
  const o = g.odds({ attackers, defender, mode: 'close' })
  if ('ok' in o) throw new Error(o.message)
  return o
}

describe('web/lib/oddsSummary', () => {
  it('adds up the exact probabilities of the outcomes by what they do, and lists no chance of 0', () => {
    const o = odds(teachingCombat(), ['r-hi-1'])
    const lines = oddsSummary(o)!
    expect(lines.map((l) => l.id)).not.toContain('leader-lost')
    for (const l of lines) expect(l.probability.num).toBeGreaterThan(0)
    const sum = (pred: (effects: readonly string[]) => boolean) => addRationals(o.distribution.outcomes.filter((x) => pred(x.example.effects!)).map((x) => x.probability))
    const win = lines.find((l) => l.id === 'win')!
    expect(win.probability).toEqual(sum((e) => !e.includes('exchange') && (e.includes('defender-eliminated') || e.includes('defender-retreats'))))
    // Everything adds up to at most 1 (no-effect outcomes are in no line).
    const total = addRationals(lines.filter((l) => l.id !== 'leader-lost').map((l) => l.probability))
    expect(total.num).toBeLessThanOrEqual(total.den)
  })

  it('lists the chance to lose a leader only when a leader can be lost: a lone reduced attacker carrying one', () => {
    expect(oddsSummary(odds(teachingCombat(), ['r-hc-1']))!.map((l) => l.id)).not.toContain('leader-lost')
    const risky = oddsSummary(odds(teachingCombat({ 'r-hc-1': '4,5' }, ['r-hc-1']), ['r-hc-1']))!
    const leader = risky.find((l) => l.id === 'leader-lost')
    expect(leader?.probability.num).toBeGreaterThan(0)
  })

  it('I-02 words a win by what the defender does: it retreats (a CRT), or it is pushed back and never retreats (a skirmish charge)', () => {
    const o = odds(teachingCombat(), ['r-hi-1'])
    expect(oddsSummary(o)!.find((l) => l.id === 'win')!.words).toBe('win')
    const pushed = { ...o, distribution: { ...o.distribution, outcomes: o.distribution.outcomes.map((x) => ({ ...x, example: { ...x.example, effects: x.example.effects!.map((e) => (e === 'defender-retreats' ? 'defender-pushed-back' as const : e)) } })) } }
    const win = oddsSummary(pushed)!.find((l) => l.id === 'win')!
    expect(win).toMatchObject({ words: 'win-pushed', probability: oddsSummary(o)!.find((l) => l.id === 'win')!.probability })
    expect(oddsSummary(pushed)!.filter((l) => l.id !== 'win').every((l) => l.words === l.id)).toBe(true)
  })

  it('gives no summary when the resolver says nothing of what its outcomes do', () => {
    const o = odds(teachingCombat(), ['r-hi-1'])
    const bare = { ...o, distribution: { ...o.distribution, outcomes: o.distribution.outcomes.map((x) => ({ ...x, example: { key: x.key, label: x.example.label, data: x.example.data } })) } }
    expect(oddsSummary(bare)).toBeNull()
  })
})
