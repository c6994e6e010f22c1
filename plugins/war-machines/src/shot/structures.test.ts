import { checkAction } from '@hexes/core'
import { SK_TABLES, skState, targetCover, type SkTables } from '@hexes/plugin-skirmish'
import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { eventsOf, shoot, shootAt, toNextShooting, toStep, wmGame } from '../testing/wmFixtures'

installMatchers()

/** A river along row 6 with a bridge at 5,6; a machine of side a at 5,10. */
const river = Object.fromEntries(Array.from({ length: 12 }, (_, c) => [`${c},6`, c === 5 ? 'bridge' : 'water']))
const bridge = { id: 'bridge', name: 'The bridge', hex: '5,6', class: 'bridge' }

const terrainAt = (t: ReturnType<typeof wmGame>, hex: string) => t.state.map.terrain[t.game.rules.grid.indexOfRef(hex)]
const stateOf = (t: ReturnType<typeof wmGame>, id: string) => skState(t.state).structures.find((s) => s.id === id)!

describe('war-machines/structures (GAP-SK-36, I-20)', () => {
  it('SK-WM-12 a successful shot on a bridge destroys it: it becomes water at once, and the crossing it carried is refused', () => {
    const t = toStep(wmGame({ terrain: river, skirmish: { structures: [bridge] }, units: [{ id: 'cat', type: 'catapult', hex: '5,10' }, { id: 'a2', hex: '5,7' }, { id: 'b1', side: 'b', hex: '5,1' }] }, [1, 3]), 'movement')
    const cross = { type: 'move', side: 'a', unit: 'a2', to: '5,5' }
    expect('ok' in checkAction(t.game.rules, t.state, cross)).toBe(false)
    toStep(t, 'shooting')
    t.play(shootAt('cat', 'bridge'))
    expect(stateOf(t, 'bridge')).toMatchObject({ hits: 1, destroyed: true })
    expect(terrainAt(t, '5,6')).toBe('water')
    expect(eventsOf(t, 'sk/structure-destroyed')).toMatchObject([{ structure: 'bridge', ruleId: 'SK-WM-12' }])
    t.advanceUntil((s) => s.turn.turn === 2 && s.turn.phase === 'movement')
    expect(checkAction(t.game.rules, t.state, cross)).toMatchObject({ ok: false })
    // A destroyed structure is no target any more.
    toStep(t, 'shooting')
    expect(t.act(shootAt('cat', 'bridge'))).toMatchObject({ ok: false, code: 'war-machine/no-target' })
  })

  it('GAP-SK-36 a machine does not shoot at the structure it stands in (a cannon pushed into a tower): refused, and never offered', () => {
    const tower = { id: 'tower', name: 'The tower', hex: '5,10', class: 'fortification' }
    const t = toStep(wmGame({ terrain: { '5,10': 'building' }, skirmish: { structures: [tower] }, units: [{ id: 'gun', type: 'cannon', hex: '5,10' }, { id: 'b1', side: 'b', hex: '5,3' }] }), 'shooting')
    expect(t.act(shootAt('gun', 'tower', 0))).toMatchObject({ ok: false, code: 'war-machine/own-hex', ruleId: 'GAP-SK-36' })
    expect(t.game.legalActions().filter((a) => a.type === 'wm/shoot' && (a as { structure?: string }).structure === 'tower')).toEqual([])
    expect(stateOf(t, 'tower')).toMatchObject({ hits: 0, destroyed: false })
  })

  it('SK-WM-12 a cannon ball whose path crosses a bridge destroys it (GAP-SK-36: the template or the path covers its hex)', () => {
    // Guess 6 paces: the ball strikes 4 hexes out, on the bridge (5,6); HIT, artillery 6: path 5,6, 5,5, 5,4, full template on b1 at 5,3.
    const t = toStep(wmGame({ terrain: river, skirmish: { structures: [bridge] }, units: [{ id: 'gun', type: 'cannon', hex: '5,10' }, { id: 'b1', side: 'b', hex: '5,3' }] }, [1, 3]), 'shooting')
    t.play(shoot('gun', 'b1', 6))
    expect(stateOf(t, 'bridge').destroyed).toBe(true)
    expect(terrainAt(t, '5,6')).toBe('water')
    expect(t.diceLeft()).toBe(0)
  })

  it('SK-WM-13 a resistant building falls to 2 successful shots: the hits last across turns; fallen, it is rubble, which neither blocks sight nor gives heavy cover', () => {
    const farm = { id: 'farm', name: 'The farm', hex: '5,7', class: 'resistant' }
    // Turn 1: HIT, 6. Turn 2 (hasty): HIT, 6, 6.
    const t = toStep(wmGame({ terrain: { '5,7': 'building' }, skirmish: { structures: [farm] }, units: [{ id: 'cat', type: 'catapult', hex: '5,10' }, { id: 'b1', side: 'b', hex: '5,4' }] }, [1, 3, 1, 3, 3]), 'shooting')
    const rules = t.game.rules
    const tables = rules.container.resolve<SkTables>(SK_TABLES)
    const cover = () => targetCover(rules, t.state, tables, rules.grid.indexOfRef('5,10'), rules.grid.indexOfRef('5,7'))
    expect(t.act(shoot('cat', 'b1'))).toMatchObject({ ok: false, code: 'war-machine/not-visible' })
    expect(cover()).toBe('heavy')
    t.play(shootAt('cat', 'farm'))
    expect(stateOf(t, 'farm')).toMatchObject({ hits: 1, destroyed: false })
    expect(eventsOf(t, 'wm/structure-hit')).toMatchObject([{ structure: 'farm', hits: 1, needed: 2, ruleId: 'SK-WM-13' }])
    toNextShooting(t)
    expect(stateOf(t, 'farm')).toMatchObject({ hits: 1, destroyed: false })
    t.play(shootAt('cat', 'farm'))
    expect(stateOf(t, 'farm')).toMatchObject({ hits: 2, destroyed: true })
    expect(terrainAt(t, '5,7')).toBe('rubble')
    expect(cover()).toBe('light')
    // Through the rubble the machine sees the target behind it.
    toNextShooting(t)
    expect('ok' in checkAction(rules, t.state, shoot('cat', 'b1'))).toBe(false)
    expect(t.diceLeft()).toBe(0)
  })

  it('SK-WM-13 a stone tower stands at 2 hits and falls to the 3rd; a unit inside a falling building takes a damage die a figure', () => {
    const tower = { id: 'tower', hex: '5,4', class: 'fortification' }
    // Turn 1: HIT, 6. Turns 2 and 3 (hasty shots): HIT, 6, 6.
    const t = toStep(wmGame({ skirmish: { structures: [tower] }, units: [{ id: 'cat', type: 'catapult', hex: '5,10' }, { id: 'b1', side: 'b', hex: '7,1' }] }, [1, 3, 1, 3, 3, 1, 3, 3]), 'shooting')
    t.play(shootAt('cat', 'tower'))
    toNextShooting(t)
    t.play(shootAt('cat', 'tower'))
    expect(stateOf(t, 'tower')).toMatchObject({ hits: 2, destroyed: false })
    toNextShooting(t)
    t.play(shootAt('cat', 'tower'))
    expect(stateOf(t, 'tower')).toMatchObject({ hits: 3, destroyed: true })
    expect(terrainAt(t, '5,4')).toBe('rubble')
    expect(t.diceLeft()).toBe(0)
  })

  it('GAP-SK-36 a building that falls on a unit: one damage die a figure', () => {
    const hut = { id: 'hut', hex: '5,4', class: 'weak' }
    // HIT, 6: the duo at the centre −2 HP, a combat die (1, a shield), one figure left; the hut falls: its damage die, 6 (2 HP).
    const t = toStep(wmGame({ terrain: { '5,4': 'building' }, skirmish: { structures: [hut] }, units: [{ id: 'cat', type: 'catapult', hex: '5,10' }, { id: 'b1', side: 'b', type: 'duo', hex: '5,4' }] }, [1, 3, 1, 6]), 'shooting')
    t.play(shoot('cat', 'b1'))
    expect(stateOf(t, 'hut').destroyed).toBe(true)
    expect(t.unit('b1').status).not.toBe('active')
    expect(t.diceLeft()).toBe(0)
  })
})
