import { describe, expect, it } from 'vitest'
import { skState } from '../state/SkState'
import { actOn, edited, skGame, type SkScenarioOptions } from '../testing/skFixtures'

const shooting = (o: SkScenarioOptions, dice?: number[]) => {
  const t = skGame(o, dice)
  t.advanceUntil((s) => s.turn.phase === 'shooting' && s.turn.activeSide === 'a')
  return t
}
const shoot = (unit: string, target: string, mode = 'missile') => ({ type: 'attack', side: 'a', attackers: [unit], defender: target, mode })
const strikes = (t: ReturnType<typeof skGame>) => (t.game.events.filter((e) => e.type === 'combatResolved').at(-1)!.outcome as { data: { strikes: { dice: number; hits: number }[]; losses: { unit: string; hpLost: number }[]; misfire?: boolean } }).data

describe('skirmish/volleys', () => {
  it('SK-MISSILE-6 no shot beyond long range: short bows (16 paces) at gap 18 are refused', () => {
    const t = shooting({ height: 12, units: [{ id: 'a1', type: 'archers', hex: '3,11' }, { id: 'b1', side: 'b', hex: '3,1' }] })
    expect(t.act(shoot('a1', 'b1'))).toMatchObject({ ok: false, code: 'shoot/out-of-range', ruleId: 'SK-MISSILE-6' })
  })

  it('SK-MISSILE-10 shooters may shoot only at visible targets: a building in between forbids the shot', () => {
    const t = shooting({ terrain: { '3,5': 'building' }, units: [{ id: 'a1', type: 'archers', hex: '3,7' }, { id: 'b1', side: 'b', hex: '3,3' }] })
    const before = t.state
    expect(t.act(shoot('a1', 'b1'))).toMatchObject({ ok: false, code: 'shoot/not-visible', ruleId: 'SK-MISSILE-10' })
    expect(t.state).toBe(before)
    const hill = shooting({ terrain: { '3,5': 'hill' }, units: [{ id: 'a1', type: 'archers', hex: '3,7' }, { id: 'b1', side: 'b', hex: '3,3' }] })
    expect(hill.act(shoot('a1', 'b1'))).toMatchObject({ ok: false, code: 'shoot/not-visible' }) // higher than both ends
    const woods = shooting({ terrain: { '3,5': 'woods', '3,4': 'woods' }, units: [{ id: 'a1', type: 'archers', hex: '3,7' }, { id: 'b1', side: 'b', hex: '3,2' }] })
    expect(woods.act(shoot('a1', 'b1'))).toMatchObject({ ok: false, code: 'shoot/not-visible' }) // the second wood hex blocks
    const edge = shooting({ terrain: { '3,4': 'woods', '3,3': 'woods' }, units: [{ id: 'a1', type: 'archers', hex: '3,7' }, { id: 'b1', side: 'b', hex: '3,3' }] }, [1, 1, 1, 1, 1, 1, 1, 1])
    expect(edge.act(shoot('a1', 'b1')).ok).toBe(true) // a target one hex inside the woods is seen
  })

  it('SK-MISSILE-11 over units only at long range for archers or from higher ground: short range refused, long range allowed, crossbows never, a hill always', () => {
    const units = (type: string, far: boolean) => [{ id: 'a1', type, hex: '3,7' }, { id: 'a2', hex: '3,5' }, { id: 'b1', side: 'b', hex: far ? '3,1' : '3,3' }]
    const short = shooting({ units: units('archers', false) })
    expect(short.act(shoot('a1', 'b1'))).toMatchObject({ ok: false, code: 'shoot/units-in-the-way', ruleId: 'SK-MISSILE-11' })
    const long = shooting({ units: units('archers', true) }, Array(8).fill(1))
    expect(long.act(shoot('a1', 'b1')).ok).toBe(true) // gap 10: long range for a short bow
    const xbow = shooting({ height: 20, units: [{ id: 'a1', type: 'crossbows', hex: '3,19' }, { id: 'a2', hex: '3,10' }, { id: 'b1', side: 'b', hex: '3,3' }] })
    expect(xbow.act(shoot('a1', 'b1'))).toMatchObject({ ok: false, code: 'shoot/units-in-the-way', ruleId: 'SK-MISSILE-11' }) // gap 30: long, but a crossbow
    const height = shooting({ terrain: { '3,7': 'hill' }, units: units('archers', false) }, Array(8).fill(1))
    expect(height.act(shoot('a1', 'b1')).ok).toBe(true)
  })

  it('SK-MISSILE-8 a unit that moved this turn shoots with half its dice (8 archers: 4)', () => {
    const t = skGame({ units: [{ id: 'a1', type: 'archers', hex: '3,7' }, { id: 'b1', side: 'b', hex: '3,3' }] }, [1, 1, 1, 1])
    t.advanceUntil((s) => s.turn.phase === 'movement')
    t.play({ type: 'move', side: 'a', unit: 'a1', to: '3,7', facing: 1 }, { type: 'move', side: 'a', unit: 'a1', to: '3,7', facing: 0 })
    t.play({ type: 'end-phase', side: 'a' })
    t.play(shoot('a1', 'b1'))
    expect(strikes(t).strikes[0]).toMatchObject({ dice: 4, hits: 0 })
    expect(t.act(shoot('a1', 'b1'))).toMatchObject({ ok: false, code: 'shoot/already-shot' })
    expect(t.diceLeft()).toBe(0)
  })

  it('SK-MISSILE-15 flaming arrows: accepted for bows, refused for crossbows', () => {
    const bows = shooting({ units: [{ id: 'a1', type: 'bowmen', hex: '3,7' }, { id: 'b1', side: 'b', type: 'duo', hex: '3,3' }] }, [2, 1, 1])
    expect(bows.act(shoot('a1', 'b1', 'flaming')).ok).toBe(true)
    const xbows = shooting({ units: [{ id: 'a1', type: 'crossbows', hex: '3,7' }, { id: 'b1', side: 'b', hex: '3,3' }] })
    expect(xbows.act(shoot('a1', 'b1', 'flaming'))).toMatchObject({ ok: false, code: 'shoot/not-flaming', ruleId: 'SK-MISSILE-15' })
    expect(xbows.legal().filter((a) => (a as { mode?: string }).mode === 'flaming')).toEqual([])
  })

  it('SK-MISSILE-16 a flaming volley rolls the artillery die first: MISFIRE loses one archer, and the volley still resolves', () => {
    // Artillery die face 6 = MISFIRE; then 2 dice: 5 → hit, 1 → miss; damage die 4: 4 + 2 − 2 = 4 → 2 HP.
    const t = shooting({ units: [{ id: 'a1', type: 'bowmen', hex: '3,7' }, { id: 'b1', side: 'b', type: 'duo', hex: '3,3' }] }, [6, 5, 1, 4])
    t.play(shoot('a1', 'b1', 'flaming'))
    expect(strikes(t)).toMatchObject({ misfire: true, strikes: [{ dice: 2, hits: 1 }], losses: [{ unit: 'b1', hpLost: 2 }] })
    expect(t.unit('a1').stats.sk!.hp).toBe(1)
    expect(t.game.events.find((e) => e.type === 'sk/misfire')).toMatchObject({ unit: 'a1', ruleId: 'SK-MISSILE-16' })
    expect(t.diceLeft()).toBe(0)
  })

  it('SK-MELEE-9 a volley into a melee hits both sides, the shooter friends included (1d6 per hit: 1–3 the target side)', () => {
    const t = shooting({ units: [{ id: 'a1', type: 'bowmen', hex: '1,5' }, { id: 'a2', type: 'duo', hex: '3,4' }, { id: 'b1', side: 'b', type: 'duo', hex: '3,3' }] })
    const locked = edited(t.state, (d) => Object.assign(skState(d).melees[0]!, { attacks: [2, 2], locked: true }))
    // Defence 3 − 2 (SK-MELEE-8) = 1: 2 and 2 both hit; assignment 4 (a2's side), 1 (b1's side); damage dice 3 and 3 → 1 HP each, b1's side first.
    const r = actOn(t.game.rules, locked, shoot('a1', 'b1'), [2, 2, 4, 1, 3, 3])
    if ('code' in r) throw new Error(r.message)
    const data = (r.events.find((e) => e.type === 'combatResolved')!.outcome as { data: { sideHits: number[]; losses: { unit: string; hpLost: number }[] } }).data
    expect(data.sideHits).toEqual([1, 1])
    expect(data.losses.map((l) => l.unit).sort()).toEqual(['a2', 'b1'])
    expect(r.dice.remaining).toBe(0)
  })
})
