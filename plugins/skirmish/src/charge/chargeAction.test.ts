import { findUnit } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { pairOf } from '../melee/contacts'
import { SK_TABLES } from '../SkirmishRules'
import type { SkTables } from '../config/SkTables'
import { chargeCheck } from './chargeCheck'
import { skState } from '../state/SkState'
import { actOn, edited, skGame, type SkScenarioOptions } from '../testing/skFixtures'

/** A game in side a's charge step (its first step). Side a faces north, b south by default. */
const charging = (o: SkScenarioOptions, dice?: number[]) => skGame(o, dice)
const charge = (unit: string, target: string, to?: string) => ({ type: 'sk/charge', side: 'a', unit, target, ...(to ? { to } : {}) })
const last = (t: ReturnType<typeof skGame>, type: string) => t.game.events.filter((e) => e.type === type).at(-1)

describe('skirmish/charges', () => {
  it('SK-CHARGE-1 a unit may charge an enemy less than 2M away: M4 (2M = 8) at gap 6 may, at gap 8 may not', () => {
    const near = charging({ units: [{ id: 'a1', hex: '3,7' }, { id: 'b1', side: 'b', hex: '3,3' }] })
    expect(near.legal()).toContainEqual({ type: 'sk/charge', side: 'a', unit: 'a1', target: 'b1' })
    const far = charging({ units: [{ id: 'a1', hex: '3,7' }, { id: 'b1', side: 'b', hex: '3,2' }] })
    expect(far.act(charge('a1', 'b1'))).toMatchObject({ ok: false, code: 'charge/too-far', ruleId: 'SK-CHARGE-1' })
    expect(far.legal().filter((a) => a.type === 'sk/charge')).toEqual([])
  })

  it('SK-CHARGE-1 the enumeration lists exactly the (charger, target) pairs chargeCheck accepts, in unit order (its gap pre-check skips only pairs SK-CHARGE-1/2 refuse)', () => {
    const t = charging({ units: [
      { id: 'a1', hex: '1,7' }, { id: 'a2', hex: '3,7' }, { id: 'a3', type: 'horse', hex: '5,7' }, { id: 'a4', hex: '3,4' },
      { id: 'b1', side: 'b', hex: '1,2' }, { id: 'b2', side: 'b', hex: '3,3' }, { id: 'b3', side: 'b', type: 'horse', hex: '5,1' }, { id: 'b4', side: 'b', hex: '6,4' },
    ] })
    const { rules } = t.game
    const tables = rules.container.resolve<SkTables>(SK_TABLES)
    const naive = t.state.units.filter((u) => u.side === 'a').flatMap((u) => t.state.units.filter((x) => x.side === 'b')
      .filter((x) => !('ok' in chargeCheck(rules, t.state, tables, 'a', u.id, x.id))).map((x) => ({ type: 'sk/charge', side: 'a', unit: u.id, target: x.id })))
    expect(naive.length).toBeGreaterThan(2)
    expect(rules.actions.get('sk/charge')!.enumerate!({ state: t.state, rules, side: 'a' })).toEqual(naive)
  })

  it('SK-CHARGE-2 … and more than 2 paces away: gap 2 may not, gap 4 may', () => {
    const close = charging({ units: [{ id: 'a1', hex: '3,5' }, { id: 'b1', side: 'b', hex: '3,3' }] })
    expect(close.act(charge('a1', 'b1'))).toMatchObject({ ok: false, code: 'charge/too-close', ruleId: 'SK-CHARGE-2' })
    const ok = charging({ units: [{ id: 'a1', hex: '3,6' }, { id: 'b1', side: 'b', hex: '3,3' }] })
    expect(ok.act(charge('a1', 'b1')).ok).toBe(true)
  })

  it('SK-CHARGE-3 a charger moves up to 2M and ends in contact facing its target; its charge is its move; the pair is in melee with the charge pending', () => {
    const t = charging({ units: [{ id: 'a1', hex: '3,7' }, { id: 'b1', side: 'b', hex: '3,3' }] })
    t.play(charge('a1', 'b1'))
    expect(last(t, 'moveCommitted')).toMatchObject({ from: '3,7', to: '3,4', path: ['3,6', '3,5', '3,4'], cost: 6, facing: 0, ruleId: 'SK-CHARGE-3' })
    expect(last(t, 'sk/charged')).toMatchObject({ unit: 'a1', target: 'b1', arc: 'front', ruleId: 'SK-CHARGE-3' })
    expect(pairOf(t.state, 'a1', 'b1')).toMatchObject({ attacks: [0, 0], locked: false, charge: { by: 'a1', arc: 'front', intoMelee: false } })
    expect(skState(t.state).charged).toEqual(['a1'])
    expect(t.act(charge('a1', 'b1'))).toMatchObject({ ok: false, code: 'charge/already-charged', ruleId: 'SK-CHARGE-3' })
    t.advanceUntil((s) => s.turn.phase === 'movement')
    expect(t.act({ type: 'move', side: 'a', unit: 'a1', to: '3,5', facing: 3 })).toMatchObject({ ok: false, code: 'move/charged', ruleId: 'SK-CHARGE-3' })
    // A plain move of M4 would not have reached: 6 paces.
    const plain = charging({ units: [{ id: 'a1', hex: '3,7' }, { id: 'b1', side: 'b', hex: '3,3' }] })
    plain.advanceUntil((s) => s.turn.phase === 'movement')
    expect(plain.act({ type: 'move', side: 'a', unit: 'a1', to: '3,4' })).toMatchObject({ ok: false, code: 'move/too-far' })
  })

  it('GAP-SK-25 a charge names a visible target: a building between them forbids it', () => {
    const t = charging({ terrain: { '3,5': 'building' }, units: [{ id: 'a1', hex: '3,7' }, { id: 'b1', side: 'b', hex: '3,3' }] })
    const before = t.state
    expect(t.act(charge('a1', 'b1'))).toMatchObject({ ok: false, code: 'charge/not-visible', ruleId: 'GAP-SK-25' })
    expect(t.state).toBe(before)
  })

  it('GAP-SK-25 the charge ends through the arc it starts in: from the flank it must reach RL or RR, never turn round to the front', () => {
    // b1 at 4,3 faces north; a1 starts at 6,5, in b1's right flank (139°).
    const t = charging({ units: [{ id: 'a1', hex: '6,5', facing: 5 }, { id: 'b1', side: 'b', hex: '4,3', facing: 0 }] })
    t.play(charge('a1', 'b1'))
    const ev = last(t, 'sk/charged')!
    expect(ev).toMatchObject({ arc: 'flank' })
    const end = last(t, 'moveCommitted')!.to as string
    expect(['5,3', '3,3']).toContain(end) // RR (SE) or RL (SW) of a unit at 4,3 facing north
    expect(pairOf(t.state, 'a1', 'b1')!.charge).toMatchObject({ arc: 'flank' })
  })

  it('GAP-SK-25 a charge whose only path into contact through its arc is longer than 2M is out of reach; a named contact hex must be one of the arc\'s', () => {
    // The rear hex of b1 (3,2, facing south: rear is north) is walled off by water: no way round within 8 paces.
    const t = charging({ terrain: { '2,2': 'water', '4,1': 'water', '3,1': 'water', '2,1': 'water', '4,2': 'water' }, units: [{ id: 'a1', hex: '3,0', facing: 3 }, { id: 'b1', side: 'b', hex: '3,3', facing: 3 }] })
    expect(t.act(charge('a1', 'b1'))).toMatchObject({ ok: false, code: 'charge/out-of-reach', ruleId: 'GAP-SK-25' })
    const u = charging({ units: [{ id: 'a1', hex: '3,7' }, { id: 'b1', side: 'b', hex: '3,3' }] })
    expect(u.act(charge('a1', 'b1', '2,4'))).toMatchObject({ ok: false, code: 'charge/bad-contact-hex', ruleId: 'GAP-SK-25' })
  })

  it('SK-CHARGE-11 a unit charged in the rear must take a panic test: the event comes with the charge, before any die of the melee', () => {
    const t = charging({ units: [{ id: 'a1', hex: '3,7' }, { id: 'b1', side: 'b', hex: '3,3', facing: 0 }] }, [])
    t.play(charge('a1', 'b1'))
    expect(last(t, 'sk/charged')).toMatchObject({ arc: 'rear' })
    expect(last(t, 'sk/panic-test')).toMatchObject({ unit: 'b1', side: 'b', triggers: ['rear-charge'], cause: 'a1', ruleId: 'SK-CHARGE-11' })
    expect(t.diceLeft()).toBe(0)
    const front = charging({ units: [{ id: 'a1', hex: '3,7' }, { id: 'b1', side: 'b', hex: '3,3', facing: 3 }] })
    front.play(charge('a1', 'b1'))
    expect(last(front, 'sk/panic-test')).toBeUndefined()
  })

  it('SK-MELEE-6 units locked in melee and charged by another unit must take a panic test (one test with a rear charge, R-17)', () => {
    const t = charging({ units: [{ id: 'a1', hex: '3,7' }, { id: 'b1', side: 'b', hex: '3,3', facing: 3 }, { id: 'a2', hex: '3,2', facing: 3 }] })
    const locked = edited(t.state, (d) => {
      const p = skState(d).melees.find((m) => m.units.includes('b1'))!
      p.attacks = [2, 2]
      p.locked = true
    })
    const r = actOn(t.game.rules, locked, charge('a1', 'b1'))
    if ('code' in r) throw new Error(r.message)
    expect(r.events.find((e) => e.type === 'sk/panic-test')).toMatchObject({ unit: 'b1', triggers: ['charged-in-melee'], ruleId: 'SK-MELEE-6' })
    expect(pairOf(r.state, 'a1', 'b1')!.charge).toMatchObject({ intoMelee: true })
    expect(findUnit(r.state, 'a1')!.hex).toBe('3,4')
    const rear = edited(locked, (d) => {
      findUnit(d, 'b1')!.facing = 0
    })
    const both = actOn(t.game.rules, rear, charge('a1', 'b1'))
    if ('code' in both) throw new Error(both.message)
    expect(both.events.filter((e) => e.type === 'sk/panic-test')).toEqual([expect.objectContaining({ triggers: ['rear-charge', 'charged-in-melee'], ruleId: 'SK-CHARGE-11' })])
  })

  it('SK-MELEE-5 a unit locked in melee may not charge', () => {
    const t = charging({ units: [{ id: 'a1', hex: '3,4' }, { id: 'b1', side: 'b', hex: '3,3' }, { id: 'b2', side: 'b', hex: '6,2' }] })
    const locked = edited(t.state, (d) => {
      skState(d).melees[0]!.attacks = [2, 2]
      skState(d).melees[0]!.locked = true
    })
    expect(actOn(t.game.rules, locked, charge('a1', 'b2'))).toMatchObject({ ok: false, code: 'charge/locked', ruleId: 'SK-MELEE-5' })
  })
})
