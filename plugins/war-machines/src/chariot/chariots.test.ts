import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { eventsOf, toStep, wmGame, WM_TEST_TYPES, type WmTestUnit } from '../testing/wmFixtures'

installMatchers()

/** A chariot: 2 figures of 2 HP, constitution 2, M8 (4 hexes). */
const chariot = { name: 'Chariot', figures: 2, move: 8, attacks: 1, attackBonus: 0, defence: 3, damage: 2, constitution: 2, hp: 2, command: 7, keywords: ['chariot'] }
/** Horsemen as fast as the chariot, not chariots. */
const riders = { ...chariot, name: 'Riders', keywords: ['cavalry'] }
/** A heavy unit whose charge hits do no harm (damage 0 against constitution 2), for push-backs. */
const rammer = { name: 'Rammers', figures: 3, move: 4, attacks: 1, attackBonus: 3, defence: 3, damage: 0, constitution: 9, hp: 2, command: 7, keywords: ['infantry'] }

const game = (units: WmTestUnit[], extra: Record<string, unknown> = {}, dice?: number[], wm: Record<string, unknown> = {}) =>
  wmGame({ units, skirmish: { unitTypes: { ...WM_TEST_TYPES, chariot, riders, rammer } }, wm, ...extra }, dice)
const move = (unit: string, to: string, path?: string[]) => ({ type: 'move', side: 'a', unit, to, ...(path ? { path } : {}) })
const FAR = { id: 'b9', side: 'b', hex: '0,0' }

describe('war-machines/chariots (SK-WM-17, SK-WM-18)', () => {
  it('SK-WM-17 a chariot crosses no obstacle and enters no dense wood: refused with the rule id, state untouched; riders may', () => {
    // A hedge all round the field at 5,8; a wood at 7,8; a hedge across the map between rows 11 and 10 (west of column 9... all of it).
    const hedged = Array.from({ length: 6 }, (_, dir) => ({ hex: '5,8', dir, feature: 'hedge' }))
    const line = Array.from({ length: 12 }, (_, c) => [{ hex: `${c},11`, dir: 0, feature: 'hedge' }, { hex: `${c},11`, dir: 1, feature: 'hedge' }, { hex: `${c},11`, dir: 5, feature: 'hedge' }]).flat()
    const map = { terrain: { '7,8': 'woods' }, hexsides: [...hedged, ...line] }
    const t = toStep(game([{ id: 'a1', type: 'chariot', hex: '5,10' }, { id: 'a2', type: 'chariot', hex: '7,10' }, { id: 'a3', type: 'chariot', hex: '3,11' }, FAR], map), 'movement')
    const before = t.state
    expect(t.act(move('a1', '5,8'))).toMatchObject({ ok: false, code: 'move/impassable', ruleId: 'SK-WM-17' })
    expect(t.act(move('a3', '3,10'))).toMatchObject({ ok: false }) // across the hedge line: out of reach
    expect(t.act(move('a2', '7,8'))).toMatchObject({ ok: false, code: 'move/impassable', ruleId: 'SK-WM-17' })
    expect(t.state).toBe(before)
    expect(t.act(move('a2', '7,9'))).toBeAccepted() // up to the wood
    const foot = toStep(game([{ id: 'a1', type: 'riders', hex: '5,10' }, { id: 'a2', type: 'riders', hex: '7,10' }, { id: 'a3', type: 'riders', hex: '3,11' }, FAR], map), 'movement')
    expect(foot.act(move('a1', '5,8'))).toBeAccepted()
    expect(foot.act(move('a2', '7,8'))).toBeAccepted()
    expect(foot.act(move('a3', '3,10'))).toBeAccepted()
  })

  it('SK-WM-17 a chariot does not charge a unit inside a wood (every contact hex is wood); riders do; contact from outside the wood is allowed', () => {
    const wood = Object.fromEntries([4, 5, 6].flatMap((c) => [5, 6, 7].map((r) => [`${c},${r}`, 'woods'])))
    const units: WmTestUnit[] = [{ id: 'a1', type: 'chariot', hex: '5,10' }, { id: 'b1', side: 'b', type: 'duo', hex: '5,6' }, { id: 'b2', side: 'b', type: 'duo', hex: '9,7' }]
    const t = game(units, { terrain: wood })
    const before = t.state
    const r = t.act({ type: 'sk/charge', side: 'a', unit: 'a1', target: 'b1' })
    // Every contact hex is wood: no charge path (the skirmish charge's refusal, not yet naming SK-WM-17).
    expect(r).toMatchObject({ ok: false, code: 'charge/out-of-reach' })
    expect(t.state).toBe(before)
    const edge = game(units, { terrain: { '9,7': 'woods' } })
    expect(edge.act({ type: 'sk/charge', side: 'a', unit: 'a1', target: 'b2' })).toBeAccepted()
    const riders = game(units.map((u) => (u.type === 'chariot' ? { ...u, type: 'riders' } : u)), { terrain: wood })
    expect(riders.act({ type: 'sk/charge', side: 'a', unit: 'a1', target: 'b1' })).toBeAccepted()
  })

  it('SK-WM-17 the obstacles and the dense terrain are data a scenario overrides', () => {
    const map = { terrain: { '7,8': 'woods' }, hexsides: Array.from({ length: 6 }, (_, dir) => ({ hex: '5,8', dir, feature: 'hedge' })) }
    const t = toStep(game([{ id: 'a1', type: 'chariot', hex: '5,10' }, { id: 'a2', type: 'chariot', hex: '7,10' }, FAR], map, undefined, { chariots: { obstacles: ['wall'], denseTerrain: [] } }), 'movement')
    expect(t.act(move('a1', '5,8'))).toBeAccepted()
    expect(t.act(move('a2', '7,8'))).toBeAccepted()
  })

  it('SK-WM-18 a chariot pushed back across a wall crosses it and takes 2 damage dice (d6 1–3) on the damage table', () => {
    // The charge: 4 hits that do no harm (damage dice 1), the chariot strikes back 1, 1; pushed north across the wall.
    // SK-WM-18: d6 2 → 2 damage dice: 6 (2 HP), 1 (nothing).
    const t = game([{ id: 'a1', type: 'rammer', hex: '3,7' }, { id: 'b1', side: 'b', type: 'chariot', hex: '3,3', facing: 3 }],
      { hexsides: [{ hex: '3,3', dir: 0, feature: 'wall' }] }, [4, 4, 4, 4, 1, 1, 1, 1, 1, 1, 2, 6, 1])
    t.play({ type: 'sk/charge', side: 'a', unit: 'a1', target: 'b1' })
    toStep(t, 'melee')
    t.play({ type: 'attack', side: 'a', attackers: ['a1'], defender: 'b1', mode: 'melee' })
    expect(t.unit('b1').hex).toBe('3,2')
    expect(eventsOf(t, 'wm/chariot-forced')).toMatchObject([{ unit: 'b1', roll: 2, dice: 2, ruleId: 'SK-WM-18' }])
    const hp = (eventsOf(t, 'wm/chariot-forced')[0] as unknown as { hp: number }).hp
    expect(hp).toBeGreaterThan(0)
    expect(t.unit('b1').stats.sk!.hp).toBe(4 - hp)
    expect(t.diceLeft()).toBe(0)
  })

  it('SK-WM-18 with a d6 of 4–6 a forced chariot takes 3 damage dice; pushed back over open ground it takes none', () => {
    const units: WmTestUnit[] = [{ id: 'a1', type: 'rammer', hex: '3,7' }, { id: 'b1', side: 'b', type: 'chariot', hex: '3,3', facing: 3 }]
    const t = game(units, { hexsides: [{ hex: '3,3', dir: 0, feature: 'wall' }] }, [4, 4, 4, 4, 1, 1, 1, 1, 1, 1, 5, 1, 1, 1])
    t.play({ type: 'sk/charge', side: 'a', unit: 'a1', target: 'b1' })
    toStep(t, 'melee')
    t.play({ type: 'attack', side: 'a', attackers: ['a1'], defender: 'b1', mode: 'melee' })
    expect(eventsOf(t, 'wm/chariot-forced')).toMatchObject([{ unit: 'b1', roll: 5, dice: 3 }])
    expect(t.diceLeft()).toBe(0)
    const open = game(units, {}, [4, 4, 4, 4, 1, 1, 1, 1, 1, 1])
    open.play({ type: 'sk/charge', side: 'a', unit: 'a1', target: 'b1' })
    toStep(open, 'melee')
    open.play({ type: 'attack', side: 'a', attackers: ['a1'], defender: 'b1', mode: 'melee' })
    expect(open.unit('b1').hex).toBe('3,2')
    expect(eventsOf(open, 'wm/chariot-forced')).toEqual([])
    expect(open.diceLeft()).toBe(0)
  })
})
