import { cloneState } from '@hexes/core'
import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { machineOf } from '../state/WmState'
import { eventsOf, playOn, reload, shoot, toNextShooting, toStep, wmGame, WM_TEST_MACHINES } from '../testing/wmFixtures'

installMatchers()

/** A catapult of side a at 5,10 and a foot unit of side b at 5,4 (6 hexes: a gap of 10 paces). */
const duel = (dice?: number[], more: Parameters<typeof wmGame>[0]['units'] = [], wm: Record<string, unknown> = {}) =>
  wmGame({ units: [{ id: 'cat', type: 'catapult', hex: '5,10' }, { id: 'b1', side: 'b', hex: '5,4' }, ...more], wm }, dice)

/** A HIT (scatter 1), artillery 6 (face 3), the 4 other figures' combat dice all shields. */
const HIT = [1, 3, 1, 1, 1, 1]

describe('war-machines/machines and crews', () => {
  it('SK-WM-1 a heavy war machine and its crew may not charge', () => {
    const t = duel()
    expect(t.state.turn.phase).toBe('charges')
    expect(t.act({ type: 'sk/charge', side: 'a', unit: 'cat', target: 'b1' })).toMatchObject({ ok: false, code: 'charge/war-machine', ruleId: 'SK-WM-1' })
  })

  it('GAP-SK-33 a machine starts the battle loaded, nothing banked', () => {
    expect(machineOf(duel().state, 'cat')).toEqual({ unit: 'cat', loaded: true, reloading: 0, banked: 0, acted: null, disabledUntil: 0 })
  })

  it('SK-WM-2 a machine that moved may neither shoot nor reload that turn; the state is untouched', () => {
    const t = toStep(duel(), 'movement')
    t.play({ type: 'move', side: 'a', unit: 'cat', to: '5,9' })
    toStep(t, 'shooting')
    const before = cloneState(t.state)
    expect(t.act(shoot('cat', 'b1'))).toMatchObject({ ok: false, code: 'war-machine/moved', ruleId: 'SK-WM-2' })
    expect(t.act(reload('cat'))).toMatchObject({ ok: false, code: 'war-machine/moved', ruleId: 'SK-WM-2' })
    expect(t.state).toEqual(before)
  })

  it('SK-WM-2 a machine that reloaded may not shoot that turn, nor one that shot shoot again or reload', () => {
    const t = toStep(duel(HIT), 'shooting')
    t.play(reload('cat'))
    expect(t.act(shoot('cat', 'b1'))).toMatchObject({ ok: false, code: 'war-machine/reloaded', ruleId: 'SK-WM-2' })
    toNextShooting(t)
    t.play(shoot('cat', 'b1'))
    expect(t.act(shoot('cat', 'b1'))).toMatchObject({ ok: false, code: 'war-machine/shot', ruleId: 'SK-WM-2' })
    expect(t.act(reload('cat'))).toMatchObject({ ok: false, code: 'war-machine/shot', ruleId: 'SK-WM-2' })
    // Next turn it may act again.
    toNextShooting(t)
    expect(t.legal()).toContainEqual(reload('cat'))
  })

  it('SK-WM-3 each extra reload turn while loaded banks a misfire re-roll, at most 2', () => {
    const t = toStep(duel(), 'shooting')
    t.play(reload('cat'))
    toNextShooting(t)
    t.play(reload('cat'))
    expect(machineOf(t.state, 'cat')).toMatchObject({ loaded: true, banked: 2 })
    toNextShooting(t)
    expect(t.act(reload('cat'))).toMatchObject({ ok: false, code: 'war-machine/fully-banked', ruleId: 'SK-WM-3' })
    expect(eventsOf(t, 'wm/banked').map((e) => e.banked)).toEqual([1, 2])
  })

  it('SK-WM-3 with 2 re-rolls banked: MISFIRE, MISFIRE, then 6 → the shot proceeds; the re-rolls are spent', () => {
    const t = toStep(duel(), 'shooting')
    const banked = cloneState(t.state)
    machineOf(banked, 'cat')!.banked = 2
    // Scatter HIT, artillery MISFIRE (6), MISFIRE (6), 6 (face 3); 4 combat dice.
    const r = playOn(t, banked, shoot('cat', 'b1'), [1, 6, 6, 3, 1, 1, 1, 1])
    expect(r.diceLeft).toBe(0)
    expect(r.events.find((e) => e.type === 'wm/shot')).toMatchObject({ misfire: false, rerolls: 2, artillery: [0, 0, 6], ruleId: 'SK-WM-3' })
    expect(machineOf(r.state, 'cat')).toMatchObject({ loaded: false, banked: 0 })
  })

  it('SK-WM-3 a third MISFIRE with 2 re-rolls banked is an incident: the misfire table', () => {
    const t = toStep(duel(), 'shooting')
    const banked = cloneState(t.state)
    machineOf(banked, 'cat')!.banked = 2
    // Scatter HIT, three MISFIREs, misfire table 2: jammed.
    const r = playOn(t, banked, shoot('cat', 'b1'), [1, 6, 6, 6, 2])
    expect(r.diceLeft).toBe(0)
    expect(r.events.find((e) => e.type === 'wm/misfire')).toMatchObject({ roll: 2, malus: 0, result: 'jam' })
    expect(r.state.units.find((u) => u.id === 'b1')!.stats.sk!.hp).toBe(10)
  })

  it('SK-WM-4 a hasty shot (not loaded) rolls the artillery die twice: (8, 4) → the shot proceeds at 8; (8, MISFIRE) → incident', () => {
    const t = toStep(duel(HIT), 'shooting')
    t.play(shoot('cat', 'b1'))
    toNextShooting(t)
    expect(machineOf(t.state, 'cat')!.loaded).toBe(false)
    // Scatter: arrow (3), direction 1 (north), artillery 8 (face 4), again 4 (face 2): 4 hexes north of b1's 5,4 is 5,0.
    const ok = playOn(t, t.state, shoot('cat', 'b1'), [3, 1, 4, 2])
    expect(ok.diceLeft).toBe(0)
    expect(ok.events.find((e) => e.type === 'wm/shot')).toMatchObject({ hasty: true, misfire: false, value: 8, scatter: 0, artillery: [8, 4], hexes: ['5,0'], ruleId: 'SK-WM-4' })
    const bad = playOn(t, t.state, shoot('cat', 'b1'), [1, 4, 6, 1])
    expect(bad.diceLeft).toBe(0)
    expect(bad.events.find((e) => e.type === 'wm/shot')).toMatchObject({ hasty: true, misfire: true, artillery: [8, 0] })
    expect(bad.events.find((e) => e.type === 'wm/misfire')).toMatchObject({ result: 'jam' })
  })

  it('SK-WM-5 a machine may not shoot at a target it does not see (a building between); the state is untouched', () => {
    const t = toStep(wmGame({ terrain: { '5,7': 'building' }, units: [{ id: 'cat', type: 'catapult', hex: '5,10' }, { id: 'b1', side: 'b', hex: '5,4' }] }), 'shooting')
    const before = cloneState(t.state)
    expect(t.act(shoot('cat', 'b1'))).toMatchObject({ ok: false, code: 'war-machine/not-visible', ruleId: 'SK-WM-5' })
    expect(t.state).toEqual(before)
  })

  it('SK-WM-5 units in between do not hide a target from a machine (it shoots over them)', () => {
    const t = toStep(duel(HIT, [{ id: 'a2', hex: '5,7' }]), 'shooting')
    expect(t.act(shoot('cat', 'b1')).ok).toBe(true)
  })

  it('R-10 a machine has no maximum range by default; a scenario range refuses a target beyond it, and a friend is no target', () => {
    const t = toStep(duel([], [], { machines: { ...WM_TEST_MACHINES, catapult: { kind: 'catapult', range: 8 } } }), 'shooting')
    const before = cloneState(t.state)
    expect(t.act(shoot('cat', 'b1'))).toMatchObject({ ok: false, code: 'war-machine/out-of-range', ruleId: 'R-10' })
    expect(t.state).toEqual(before)
    const far = toStep(wmGame({ units: [{ id: 'cat', type: 'catapult', hex: '5,11' }, { id: 'a2', hex: '6,6' }, { id: 'b1', side: 'b', hex: '5,0' }] }, HIT), 'shooting')
    expect(far.act(shoot('cat', 'a2'))).toMatchObject({ ok: false, code: 'war-machine/no-target', ruleId: 'SK-WM-5' })
    expect(far.act(shoot('cat', 'b1')).ok).toBe(true)
  })

  it('SK-WM-9 a cannon must give its estimated distance, and only a cannon gives one', () => {
    const t = toStep(wmGame({ units: [{ id: 'gun', type: 'cannon', hex: '5,10' }, { id: 'cat', type: 'catapult', hex: '7,10' }, { id: 'b1', side: 'b', hex: '5,4' }] }), 'shooting')
    expect(t.act(shoot('gun', 'b1'))).toMatchObject({ ok: false, code: 'war-machine/no-distance', ruleId: 'SK-WM-9' })
    expect(t.act(shoot('cat', 'b1', 10))).toMatchObject({ ok: false, code: 'war-machine/not-a-cannon', ruleId: 'SK-WM-6' })
  })

  it('SK-WM-15 a machine that has lost more than half its crew needs 2 reload turns (4 crew → 1 left); exactly half lost, still 1', () => {
    const t = toStep(duel(HIT), 'shooting')
    t.play(shoot('cat', 'b1'))
    toNextShooting(t)
    const reloadWith = (hp: number) => {
      const s = cloneState(t.state)
      s.units.find((u) => u.id === 'cat')!.stats.sk!.hp = hp
      return playOn(t, s, reload('cat'), [])
    }
    // 2 HP: 1 figure of 4 left.
    const one = reloadWith(2)
    expect(machineOf(one.state, 'cat')).toMatchObject({ loaded: false, reloading: 1 })
    expect(one.events.find((e) => e.type === 'wm/reloading')).toMatchObject({ done: 1, needed: 2, ruleId: 'SK-WM-15' })
    // 4 HP: 2 figures of 4 left, exactly half lost.
    expect(machineOf(reloadWith(4).state, 'cat')).toMatchObject({ loaded: true, reloading: 0 })
  })

  it('SK-WM-16 a machine that has lost more than half its HP adds 1 to its misfire roll: 3/8 HP, 5 + 1 destroys it; 4/8 HP, 5 disables it', () => {
    const t = toStep(duel(), 'shooting')
    const misfireAt = (hp: number) => {
      const s = cloneState(t.state)
      s.units.find((u) => u.id === 'cat')!.stats.sk!.hp = hp
      return playOn(t, s, shoot('cat', 'b1'), [1, 6, 5])
    }
    const hurt = misfireAt(3)
    expect(hurt.events.find((e) => e.type === 'wm/misfire')).toMatchObject({ roll: 5, malus: 1, result: 'destroyed', ruleId: 'SK-WM-16' })
    expect(hurt.state.units.find((u) => u.id === 'cat')!.status).not.toBe('active')
    expect(misfireAt(4).events.find((e) => e.type === 'wm/misfire')).toMatchObject({ roll: 5, malus: 0, result: 'disabled', ruleId: 'GAP-SK-05' })
  })
})

describe('war-machines/the misfire table (GAP-SK-05)', () => {
  it('GAP-SK-05 1–3 jams: no shot, the machine must reload (its next shot is hasty)', () => {
    const t = toStep(duel([1, 6, 3]), 'shooting')
    t.play(shoot('cat', 'b1'))
    expect(eventsOf(t, 'wm/misfire')).toMatchObject([{ result: 'jam' }])
    expect(t.unit('b1').stats.sk!.hp).toBe(10)
    expect(machineOf(t.state, 'cat')).toMatchObject({ loaded: false, acted: { deed: 'shot' } })
  })

  it('GAP-SK-05 4–5 disables: a crew figure slain, no shot this turn or next', () => {
    const t = toStep(duel([1, 6, 4]), 'shooting')
    t.play(shoot('cat', 'b1'))
    expect(t.unit('cat').stats.sk!.hp).toBe(6)
    toNextShooting(t)
    const before = cloneState(t.state)
    expect(t.act(shoot('cat', 'b1'))).toMatchObject({ ok: false, code: 'war-machine/disabled', ruleId: 'GAP-SK-05' })
    expect(t.state).toEqual(before)
    // It may reload meanwhile, and shoot the turn after.
    t.play(reload('cat'))
    toNextShooting(t)
    expect(t.legal()).toContainEqual(shoot('cat', 'b1'))
  })

  it('GAP-SK-05 6 destroys; a powder machine explodes: every figure in the hexes around takes a damage die', () => {
    // A bombard with a friend beside it: MISFIRE, 6 destroyed, the duo's 2 figures roll 6 and 1 (6 − 2 = 4: 2 HP; a KO).
    const t = toStep(wmGame({ units: [{ id: 'bom', type: 'bombard', hex: '5,10' }, { id: 'a2', type: 'duo', hex: '6,10' }, { id: 'b1', side: 'b', hex: '5,4' }] }, [1, 6, 6, 6, 1]), 'shooting')
    t.play(shoot('bom', 'b1'))
    expect(t.unit('bom').status).not.toBe('active')
    expect(eventsOf(t, 'wm/explosion')).toHaveLength(1)
    expect(t.unit('a2').stats.sk!.hp).toBe(2)
    expect(t.diceLeft()).toBe(0)
  })

  it('GAP-SK-05 a destroyed catapult does not explode', () => {
    const t = toStep(duel([1, 6, 6], [{ id: 'a2', type: 'duo', hex: '6,10' }]), 'shooting')
    t.play(shoot('cat', 'b1'))
    expect(t.unit('cat').status).not.toBe('active')
    expect(eventsOf(t, 'wm/explosion')).toHaveLength(0)
    expect(t.unit('a2').stats.sk!.hp).toBe(4)
  })
})
