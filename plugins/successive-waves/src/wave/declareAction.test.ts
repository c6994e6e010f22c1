import { readFileSync } from 'node:fs'
import { cloneJson, definePlugin, injectable, type HookRegistry } from '@hexes/core'
import { hexesMed } from '@hexes/plugin-hexes-med'
import { createTestGame, installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { successiveWaves } from '../successiveWavesPlugin'
import { swState } from '../state/SwState'
import { declare, eliminate, endPhase, place, reduce, swGame, swScenario, toWavePhase } from '../testing/swFixtures'
import { swTestKit } from '../testing/swTestKit'

installMatchers()

/** Native `a` along the south-west, Colonial `b` in the north-east corner. */
const units = [
  { id: 'a1', hex: '1,6' },
  { id: 'a2', hex: '2,6' },
  { id: 'a3', hex: '3,6' },
  { id: 'a4', hex: '4,6' },
  { id: 'b1', side: 'b', hex: '6,1' },
  { id: 'b2', side: 'b', hex: '7,1' },
]
const leaders = [
  { id: 'l1', side: 'a', name: 'Ntshingwayo', unit: 'a1', bonus: 2 },
  { id: 'l2', side: 'a', name: 'Mavumengwana', unit: 'a2' },
  { id: 'lb', side: 'b', name: 'Pulleine', unit: 'b1' },
]
const reduced = (t: ReturnType<typeof swGame>, id: string) => (t.unit(id).stats['hexes-med'] as { reduced: boolean }).reduced

describe('successive-waves/declare: gathering', () => {
  it('SW-4 removes any number of weakened units (one, both or none) and refuses a unit that is not weakened', () => {
    const t = swGame({ units })
    t.play(reduce('a3'), reduce('a4'), eliminate('a2'))
    toWavePhase(t)
    for (const choice of [[], ['a3'], ['a4'], ['a3', 'a4']]) expect(t.game.check(declare(choice))).toBeUndefined()
    expect(t.act(declare(['a1']))).toBeRejectedWith('sw/not-weakened', 'SW-4')
    expect(t.act(declare(['b1']))).toBeRejectedWith('sw/not-on-table', 'SW-4')
    expect(t.act(declare(['a3', 'a3']))).toBeRejectedWith('sw/duplicate-unit', 'SW-4')
    t.play(declare(['a3']))
    expect(t.unit('a3')).toMatchObject({ status: 'reserve', hex: null })
    expect(t.unit('a4')).toMatchObject({ status: 'active', hex: '4,6' })
    expect(swState(t.state).wave!.pool).toEqual(['a2', 'a3'])
  })

  it('SW-4 asks the base rules what "weakened" is (HEXES Med: reduced, GAP-SW-01)', () => {
    const t = swGame({ units })
    t.play(reduce('a3'))
    toWavePhase(t)
    expect(t.game.rules.hooks.isWeakened.call({ state: t.state, rules: t.game.rules, unit: t.unit('a3') })).toBe(true)
    expect(t.legal().filter((a) => a.type === 'sw/declare')).toContainEqual(declare(['a3']))
  })

  it('SW-5 adds every eliminated Native unit to the wave, and no Colonial one', () => {
    const t = swGame({ units })
    t.play(eliminate('a2'), eliminate('a3'), eliminate('a4'), eliminate('b2'))
    toWavePhase(t)
    t.play(declare())
    expect(swState(t.state).wave!.pool).toEqual(['a2', 'a3', 'a4'])
    for (const id of ['a2', 'a3', 'a4']) expect(t.unit(id)).toMatchObject({ status: 'reserve', hex: null })
    expect(t.unit('b2').status).toBe('eliminated')
  })

  it('SW-5 (I-14) leaves out an eliminated unit another rule holds out of play for good (mayReturn false: undead dispelled)', () => {
    /** Holds `a3` out for good, as the skirmish morale rules hold dispelled undead (I-14). */
    @injectable()
    class Dispelled {
      apply(hooks: HookRegistry) {
        hooks.mayReturn.tap('dispelled', ({ unit }) => (unit.id === 'a3' ? false : undefined))
      }
    }
    const dispelled = definePlugin({ manifest: { id: 'dispelled', name: 'Dispelled', version: '0.1.0', engine: '^0.1.0' }, plugin: Dispelled })
    const scenario = swScenario({ units })
    const t = createTestGame({ scenario: { ...scenario, plugins: [...scenario.plugins, { id: 'dispelled' }] }, plugins: [hexesMed, successiveWaves, swTestKit, dispelled] })
    t.play(eliminate('a2'), eliminate('a3'))
    toWavePhase(t)
    t.play(declare())
    expect(swState(t.state).wave!.pool).toEqual(['a2'])
    expect(t.unit('a3').status).toBe('eliminated')
  })

  it('SW-6 removes at most one leader; the unit he leaves stays on the table without him', () => {
    const t = swGame({ units, leaders })
    t.play(eliminate('a3'))
    toWavePhase(t)
    expect(t.game.check(declare([]))).toBeUndefined() // no leader is legal
    t.play(declare([], 'l1'))
    expect(t.leader('l1')).toMatchObject({ status: 'reserve', unit: null })
    expect(t.unit('a1')).toMatchObject({ status: 'active', hex: '1,6' })
    expect(t.state.leaders.filter((l) => l.unit === 'a1')).toEqual([])
    expect(swState(t.state).wave!.leader).toBe('l1')
  })

  it('SW-6 refuses a second leader: a leader riding a removed unit leaves with it and is the one leader', () => {
    const t = swGame({ units, leaders })
    t.play(reduce('a1'), reduce('a2'))
    toWavePhase(t)
    // Both removed units carry a leader: two leaders would leave the table.
    expect(t.act(declare(['a1', 'a2']))).toBeRejectedWith('sw/one-leader', 'SW-6')
    // l1 rides a1, so naming l2 as well would make two.
    expect(t.act(declare(['a1'], 'l2'))).toBeRejectedWith('sw/one-leader', 'SW-6')
    // The schema takes one leader, not a list.
    expect(t.act({ type: 'sw/declare', side: 'a', removeUnits: [], removeLeader: ['l1', 'l2'] })).toBeRejectedWith('action/malformed')
    expect(t.act(declare(['a1']))).toBeAccepted()
    expect(swState(t.state).wave!.leader).toBe('l1')
    expect(t.leader('l2')).toMatchObject({ status: 'active', unit: 'a2' })
  })

  it('SW-6 offers only Native leaders on the table: eliminated leaders never return (GAP-SW-09)', () => {
    const t = swGame({ units, leaders })
    t.play(eliminate('a2')) // l2 falls with a2 (HM-LDR-11)
    toWavePhase(t)
    expect(t.leader('l2').status).toBe('eliminated')
    expect(t.act(declare([], 'l2'))).toBeRejectedWith('sw/leader-eliminated', 'SW-6')
    expect(t.act(declare([], 'lb'))).toBeRejectedWith('sw/not-removable-leader', 'SW-6')
    const offered = t.legal().filter((a) => a.type === 'sw/declare').map((a) => (a as { removeLeader?: string }).removeLeader)
    expect(new Set(offered)).toEqual(new Set([undefined, 'l1']))
    t.play(declare([]))
    expect(t.leader('l2').status).toBe('eliminated')
  })

  it('SW-7 restores every gathered unit to its state at the start of the battle (full strength)', () => {
    const t = swGame({ units })
    t.play(reduce('a3'), reduce('a4'), eliminate('a4'))
    toWavePhase(t)
    expect(reduced(t, 'a3')).toBe(true)
    expect(reduced(t, 'a4')).toBe(true)
    t.play(declare(['a3']))
    expect(reduced(t, 'a3')).toBe(false)
    expect(reduced(t, 'a4')).toBe(false)
    t.play(place('a3', '0,7'), place('a4', '1,7'))
    const { rules } = t.game
    expect(rules.hooks.unitStrength.call(0, { state: t.state, rules, unit: t.unit('a3') })).toBe(3)
    expect(rules.hooks.isWeakened.call({ state: t.state, rules, unit: t.unit('a4') })).toBe(false)
  })

  it('SW-7 (design decision) restores the state at the start of the battle literally: a unit that began reduced comes back reduced', () => {
    const t = swGame({ units: [...units.slice(0, 3), { id: 'a4', hex: '4,6', reduced: true }, ...units.slice(4)] })
    t.play(eliminate('a4'))
    toWavePhase(t)
    t.play(declare())
    expect(reduced(t, 'a4')).toBe(true)
  })

  it('GAP-SW-10 the rules summaries (EN, FR) say what the code does: deployed reduced, back reduced', () => {
    const read = (f: string) => readFileSync(new URL(`../../../../docs/rules/${f}`, import.meta.url), 'utf8')
    const section = (text: string, from: string, to: string) => text.slice(text.indexOf(from), text.indexOf(to))
    const en = section(read('successive-waves.md'), '### 3.3', '### 3.4')
    const fr = section(read('successive-waves.fr.md'), '### 3.3', '### 3.4')
    expect(en).toContain('a unit the scenario deploys reduced comes back reduced')
    expect(fr).toContain('une\nunité que le scénario déploie réduite revient réduite')
    // Neither says "full strength" for every unit any more.
    expect(en).not.toMatch(/\(GAP-SW-10; no flag\): full strength/)
    expect(fr).not.toMatch(/sans option\) : pleine force/)
  })

  it('SW-8 needs something to bring back: a declaration with no unit to gather is refused (GAP-SW-03)', () => {
    const t = swGame({ units, leaders })
    toWavePhase(t)
    expect(t.act(declare())).toBeRejectedWith('sw/empty-wave', 'SW-8')
    // A leader alone cannot make a wave: SW-14 places him only with a unit of the wave.
    expect(t.act(declare([], 'l1'))).toBeRejectedWith('sw/empty-wave', 'SW-8')
    expect(t.legal().map((a) => a.type)).toEqual(['end-phase'])
  })
})

describe('successive-waves/declare: counters stay cumulative (GAP-SW-11)', () => {
  it('SW-5 recycling never erases the Colonial player\'s kills, and a removal is not a loss', () => {
    const t = swGame({ units })
    t.play(eliminate('a2'), reduce('a3'))
    toWavePhase(t)
    const before = cloneJson(t.state.counters.find((c) => c.side === 'a')!)
    expect(before.unitsEliminated).toBe(1)
    t.play(declare(['a3']), place('a2', '0,7'), place('a3', '1,7'), endPhase())
    expect(t.state.counters.find((c) => c.side === 'a')).toEqual(before)
    // Eliminated again later: counted again.
    t.play(eliminate('a2'))
    expect(t.state.counters.find((c) => c.side === 'a')!.unitsEliminated).toBe(2)
  })

  it('SW-4 with removalCountsAsLoss: a removed weakened unit is counted as eliminated, at its current strength', () => {
    const t = swGame({ units, sw: { removalCountsAsLoss: true } })
    t.play(reduce('a3'))
    toWavePhase(t)
    const before = cloneJson(t.state.counters.find((c) => c.side === 'a')!)
    t.play(declare(['a3']))
    const after = t.state.counters.find((c) => c.side === 'a')!
    expect(after.unitsEliminated).toBe(before.unitsEliminated + 1)
    expect(after.strengthEliminated).toBe(before.strengthEliminated + 2) // reduced F3 → 2 (GAP-HM-05)
    // On the record too, so a condition naming the unit is met (GAP-SW-11).
    expect(after.eliminated).toEqual([...before.eliminated, 'a3'])
  })

  it('SW-4 without removalCountsAsLoss a removed unit is on no record of eliminations (GAP-SW-11)', () => {
    const t = swGame({ units })
    t.play(reduce('a3'))
    toWavePhase(t)
    const before = cloneJson(t.state.counters.find((c) => c.side === 'a')!)
    t.play(declare(['a3']))
    expect(t.state.counters.find((c) => c.side === 'a')).toEqual(before)
  })
})
