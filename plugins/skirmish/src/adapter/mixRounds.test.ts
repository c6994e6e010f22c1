import type { GameEvent, GameState } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { pairOf } from '../melee/contacts'
import { skState } from '../state/SkState'
import { actOn, edited } from '../testing/skFixtures'
import { eventsOf, mixGame, toPhase } from './mixGame.fixture'

const ones = (n: number) => Array<number>(n).fill(1)
const melee = (side: string, attackers: string[], defender: string) => ({ type: 'attack', side, attackers, defender, mode: 'melee' })
const fights = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'combatResolved').map((e) => (e.outcome as { data: { round: string; sides: string[][] } }).data).map((d) => `${d.round} ${d.sides.flat().join(',')}`)

/** a1 and b1 locked in melee (3,3 / 3,2), a2 and b2 in contact (6,5 / 6,4); side a in its combat phase. */
function locked(config?: Record<string, unknown>) {
  const t = mixGame({ ...(config ? { config: { adapter: config } } : {}), units: [{ id: 'a1', hex: '3,3' }, { id: 'b1', side: 'b', hex: '3,2' }, { id: 'a2', hex: '6,5' }, { id: 'b2', side: 'b', hex: '6,4' }] })
  toPhase(t, 'combat')
  const state = edited(t.state, (d) => Object.assign(pairOf(d, 'a1', 'b1')!, { attacks: [2, 2], locked: true }))
  return { rules: t.game.rules, state }
}
function must(r: ReturnType<typeof actOn>): { state: GameState; events: GameEvent[] } {
  if ('code' in r) throw new Error(r.message)
  expect(r.dice.remaining).toBe(0)
  return r
}

describe('skirmish/mix: automatic rounds and facing', () => {
  it('I-02 SK-MELEE-1: a locked melee fights its round by itself at the end of each combat phase, not as a declaration; HM-COMBAT-5 still limits the declared attacks', () => {
    const { rules, state } = locked()
    // The declared attack of a2 on b2 (an exchange) does not stop the lock's round, nor does the lock's round count for a2.
    const declared = must(actOn(rules, state, melee('a', ['a2'], 'b2'), ones(6)))
    expect(fights(declared.events)).toEqual(['exchange a2,b2'])
    expect(actOn(rules, declared.state, melee('a', ['a2'], 'b2'))).toMatchObject({ ok: false, code: 'melee/already-fought' })
    const end = must(actOn(rules, declared.state, { type: 'end-phase', side: 'a' }, ones(6)))
    expect(fights(end.events)).toEqual(['locked a1,b1'])
    expect(pairOf(end.state, 'a1', 'b1')).toMatchObject({ attacks: [3, 3], locked: true })
    // Side b's combat phase fights the lock again (every combat phase, as every melee step of the standalone rules).
    let s = end.state
    for (const phase of ['movement', 'leaders']) {
      expect(s.turn.phase).toBe(phase)
      s = must(actOn(rules, s, { type: 'end-phase', side: 'b' })).state
    }
    const again = must(actOn(rules, s, { type: 'end-phase', side: 'b' }, ones(6)))
    expect(fights(again.events)).toEqual(['locked b1,a1'])
    expect(skState(again.state).melees.find((p) => p.locked)!.attacks).toEqual([4, 4])
  })

  it('I-02 a locked melee declared in the phase is fought once; config lockedRounds "declared": only when declared', () => {
    const { rules, state } = locked()
    const once = must(actOn(rules, state, melee('a', ['a1'], 'b1'), ones(6)))
    expect(fights(once.events)).toEqual(['locked a1,b1'])
    expect(fights(must(actOn(rules, once.state, { type: 'end-phase', side: 'a' })).events)).toEqual([])
    const manual = locked({ lockedRounds: 'declared' })
    expect(fights(must(actOn(manual.rules, manual.state, { type: 'end-phase', side: 'a' })).events)).toEqual([])
  })

  it('I-11: under HEXES Med movement a unit faces the last hex it entered, at no cost to turn; a unit that does not move keeps its facing', () => {
    const t = mixGame({ units: [{ id: 'a1', hex: '3,5' }, { id: 'a2', hex: '5,5' }, { id: 'b1', side: 'b', hex: '7,0' }] })
    expect([t.unit('a1').facing, t.unit('a2').facing]).toEqual([0, 0])
    // South-east and back a hex: 1 MP, as for any hex (HEXES Med has no turning cost).
    t.play({ type: 'move', side: 'a', unit: 'a1', to: '4,6' })
    expect(eventsOf(t, 'moveCommitted').at(-1)).toMatchObject({ cost: 1 })
    expect(t.unit('a1').facing).toBe(2)
    toPhase(t, 'movement', 'b')
    expect(t.unit('a2').facing).toBe(0)
  })
})
