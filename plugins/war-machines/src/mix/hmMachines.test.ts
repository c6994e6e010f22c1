import { buildRules, cloneState, isEngineError, parseScenario, rationalTerms, type EngineError, type GameEvent, type Rational } from '@hexes/core'
import { hexesMed } from '@hexes/plugin-hexes-med'
import { SK_STATS } from '@hexes/plugin-skirmish'
import { describe, expect, it } from 'vitest'
import { wmConfigSchema } from '../config/wmConfig'
import { shotChances } from '../odds/templateChances'
import type { ShootAction } from '../shot/shootAction'
import { machineOf } from '../state/WmState'
import { scatterHexes } from '../templates/templates'
import { playOn } from '../testing/wmFixtures'
import { toHmPhase, toNextCombat, WM_MIX_PLUGINS, wmMixGame, wmMixScenario } from '../testing/wmMixFixtures'
import { warMachines } from '../warMachinesPlugin'

/** Side a's machine shoots at `target` (a cannon gives its estimate in hexes, I-10). */
const shoot = (unit: string, target: string, distance?: number) => ({ type: 'wm/shoot', side: 'a', unit, target, ...(distance === undefined ? {} : { distance }) })
const reload = (unit: string) => ({ type: 'wm/reload', side: 'a', unit })
const shotHexes = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'wm/shot').map((e) => e.hexes)

/** A trebuchet (catapult) of side a at 4,8; b1 at 4,4 (4 hexes north), b2 next to it at 4,3 (direction 0). */
const duel = (dice?: number[], wm: Record<string, unknown> = {}) =>
  wmMixGame({ units: [{ id: 'gun', type: 'catapult', hex: '4,8' }, { id: 'b1', side: 'b', hex: '4,4' }, { id: 'b2', side: 'b', hex: '4,3' }], wm }, dice)

const hp = (t: ReturnType<typeof duel>, id: string) => t.unit(id).stats[SK_STATS]!.hp

describe('war-machines/HEXES Med (I-10)', () => {
  it('I-10 SK-WM-2 a machine that spent MP in the movement phase may neither shoot nor reload in the combat phase; the state is untouched', () => {
    const t = duel()
    t.play({ type: 'move', side: 'a', unit: 'gun', to: '4,7' })
    toHmPhase(t, 'combat')
    const before = cloneState(t.state)
    expect(t.act(shoot('gun', 'b1'))).toMatchObject({ ok: false, code: 'war-machine/moved', ruleId: 'I-10' })
    expect(t.act(reload('gun'))).toMatchObject({ ok: false, code: 'war-machine/moved', ruleId: 'I-10' })
    expect(t.state).toEqual(before)
    // Next turn, standing still, it may.
    toNextCombat(t)
    expect(t.legal()).toContainEqual(shoot('gun', 'b1'))
  })

  it('I-10 SK-WM-15 a battery\u2019s crew are its adapter figures: past half of them lost, its reload takes a turn more', () => {
    const t = toHmPhase(duel(), 'combat')
    const state = cloneState(t.state)
    // 2 HP left of 6: one crew figure of 3 (lost more than half); unloaded.
    state.units.find((u) => u.id === 'gun')!.stats[SK_STATS]!.hp = 2
    machineOf(state, 'gun')!.loaded = false
    const { state: next, events } = playOn(t, state, reload('gun'), [])
    expect(events.find((e) => e.type === 'wm/reloading')).toMatchObject({ ruleId: 'SK-WM-15', done: 1, needed: 2 })
    expect(machineOf(next, 'gun')).toMatchObject({ loaded: false, reloading: 1 })
    // With two of three (lost one, not more than half): one turn reloads it.
    state.units.find((u) => u.id === 'gun')!.stats[SK_STATS]!.hp = 4
    expect(machineOf(playOn(t, state, reload('gun'), []).state, 'gun')).toMatchObject({ loaded: true })
  })

  it('I-10 SK-WM-1 in a HEXES Med game a battery may not charge either', () => {
    const t = wmMixGame({ units: [{ id: 'gun', type: 'cannon', hex: '4,8' }, { id: 'b1', side: 'b', hex: '4,5' }] })
    expect(t.act({ type: 'sk/charge', side: 'a', unit: 'gun', target: 'b1' })).toMatchObject({ ok: false, code: 'charge/war-machine', ruleId: 'SK-WM-1' })
  })

  it('I-10 SK-WM-2 firing and reloading are actions of the combat phase, not of the movement phase; one deed a turn', () => {
    const t = duel([1, 1])
    expect(t.act(shoot('gun', 'b1'))).toMatchObject({ ok: false, code: 'turn/wrong-phase' })
    expect(t.act(reload('gun'))).toMatchObject({ ok: false, code: 'turn/wrong-phase' })
    toHmPhase(t, 'combat')
    t.play(shoot('gun', 'b1'))
    expect(t.act(reload('gun'))).toMatchObject({ ok: false, code: 'war-machine/shot', ruleId: 'SK-WM-2' })
    toNextCombat(t)
    t.play(reload('gun'))
    expect(machineOf(t.state, 'gun')).toMatchObject({ loaded: true })
    expect(t.act(shoot('gun', 'b1'))).toMatchObject({ ok: false, code: 'war-machine/reloaded', ruleId: 'SK-WM-2' })
    expect(t.diceLeft()).toBe(0)
  })

  it('I-10 mix.hmScatter: HIT, or an arrow of 4, lands in the aimed hex; an arrow of 6 in the next hex the arrow\u2019s way', () => {
    // HIT (scatter 1), artillery 10 (face 5): the aimed hex.
    const hit = toHmPhase(duel([1, 5]), 'combat')
    hit.play(shoot('gun', 'b1'))
    expect(shotHexes(hit.game.events)).toEqual([['4,4']])
    // Arrow (scatter 3), north (direction face 1), artillery 4 (face 2): still the aimed hex.
    const four = toHmPhase(duel([3, 1, 2]), 'combat')
    four.play(shoot('gun', 'b1'))
    expect(shotHexes(four.game.events)).toEqual([['4,4']])
    expect([hp(four, 'b1'), hp(four, 'b2')]).toEqual([4, 6])
    // Arrow north, artillery 6 (face 3): the hex north of the aim, b2's.
    const six = toHmPhase(duel([3, 1, 3]), 'combat')
    six.play(shoot('gun', 'b1'))
    expect(shotHexes(six.game.events)).toEqual([['4,3']])
    expect([hp(six, 'b1'), hp(six, 'b2')]).toEqual([6, 4])
    expect(six.diceLeft()).toBe(0)
  })

  it('I-10 mix.hmScatter is config: switched off, a 6 scatters 3 hexes as in a skirmish (GAP-SK-04); stayUpTo 3 sends a 4 next door', () => {
    const paces = toHmPhase(duel([3, 1, 3], { mix: { hmScatter: { enabled: false } } }), 'combat')
    paces.play(shoot('gun', 'b1'))
    expect(shotHexes(paces.game.events)).toEqual([['4,1']])
    const strict = toHmPhase(duel([3, 1, 2], { mix: { hmScatter: { stayUpTo: 3 } } }), 'combat')
    strict.play(shoot('gun', 'b1'))
    expect(shotHexes(strict.game.events)).toEqual([['4,3']])
  })

  it('I-10 the catalogue is silent on 5: by default (stayUpTo 5) a 5 stays in the aimed hex, a 6 leaves it', () => {
    expect([2, 4, 5, 6, 8, 10].map((v) => scatterHexes(v, 2, 5))).toEqual([0, 0, 0, 1, 1, 1])
    expect(scatterHexes(5, 2, 4)).toBe(1)
    expect(wmConfigSchema.parse({}).mix.hmScatter).toEqual({ enabled: true, stayUpTo: 5 })
  })

  it('I-10 GAP-SK-35 the exact chances at HEXES Med\u2019s scale: the aimed hex 1/2, each hex around it 1/18, a misfire 1/6', () => {
    const t = toHmPhase(duel(), 'combat')
    const c = shotChances(t.game.rules, t.state, shoot('gun', 'b1') as ShootAction)
    if (!c || 'ok' in c) throw new Error('not a legal shot')
    const fraction = (r: Rational) => `${rationalTerms(r).num}/${rationalTerms(r).den}`
    expect(Object.fromEntries(c.hexes.map((h) => [h.hex, fraction(h.probability)]))).toEqual({ '4,4': '1/2', '4,3': '1/18', '5,3': '1/18', '5,4': '1/18', '4,5': '1/18', '3,4': '1/18', '3,3': '1/18' })
    expect(fraction(c.misfire)).toBe('1/6')
  })

  it('I-10 I-02 a machine\u2019s damage goes through the adapter: at half HP the HM unit is reduced (a step), at 0 eliminated', () => {
    // Two culverins (cannon): HIT, artillery 2 (face 1): the ball stops where it strikes, under the full template (2 HP, SK-WM-11).
    const units = [{ id: 'c1', type: 'cannon', hex: '4,8' }, { id: 'c2', type: 'cannon', hex: '6,8' }, { id: 'b1', side: 'b', hex: '4,4' }, { id: 'b2', side: 'b', hex: '7,3', reduced: true }]
    const t = toHmPhase(wmMixGame({ units }, [1, 1, 1, 1, 1, 1, 1, 1]), 'combat')
    const g = t.game.rules.grid
    const dist = (a: string, b: string) => g.distance(g.indexOfRef(t.unit(a).hex!), g.indexOfRef(t.unit(b).hex!))
    t.play(shoot('c1', 'b1', dist('c1', 'b1')))
    expect([hp(t, 'b1'), t.unit('b1').stats['hexes-med']!.reduced]).toEqual([4, false])
    t.play(shoot('c2', 'b1', dist('c2', 'b1')))
    expect([hp(t, 'b1'), t.unit('b1').stats['hexes-med']!.reduced]).toEqual([2, true])
    toNextCombat(t)
    t.play(reload('c1'), reload('c2'))
    toNextCombat(t)
    t.play(shoot('c1', 'b2', dist('c1', 'b2')))
    expect(hp(t, 'b2')).toBe(1)
    t.play(shoot('c2', 'b2', dist('c2', 'b2')))
    expect(t.unit('b2').status).toBe('eliminated')
    expect(t.diceLeft()).toBe(0)
  })

  it('I-10 SK-WM-9..11 the cannon ball at HEXES Med\u2019s scale: the estimate is in hexes, a 6 carries it one hex on; the path takes 2 damage dice, the last hex 2 HP', () => {
    const c = toHmPhase(wmMixGame({ units: [{ id: 'c1', type: 'cannon', hex: '4,8' }, { id: 'b1', side: 'b', hex: '4,4' }, { id: 'b2', side: 'b', hex: '4,3' }] }, [1, 3, 6, 6]), 'combat')
    c.play(shoot('c1', 'b1', 4))
    expect(shotHexes(c.game.events)).toEqual([['4,4', '4,3']])
    // Two damage dice of 6 against constitution 3 (GAP-SK-34): 1 HP each.
    expect([hp(c, 'b1'), hp(c, 'b2')]).toEqual([4, 4])
    expect(c.diceLeft()).toBe(0)
  })

  it('I-10 SK-WM-5 a machine shoots only at what HEXES Med\u2019s line of sight shows it (a forest between)', () => {
    const t = toHmPhase(wmMixGame({ terrain: { '4,6': 'forest' }, units: [{ id: 'gun', type: 'bombard', hex: '4,8' }, { id: 'b1', side: 'b', hex: '4,4' }] }), 'combat')
    const before = cloneState(t.state)
    expect(t.act(shoot('gun', 'b1'))).toMatchObject({ ok: false, code: 'war-machine/not-visible', ruleId: 'SK-WM-5' })
    expect(t.state).toEqual(before)
  })

  it('I-10 a machine\u2019s range at HEXES Med\u2019s scale is in hexes (hexRange), the cannon\u2019s estimate too', () => {
    const t = toHmPhase(wmMixGame({ machines: { cannon: { kind: 'cannon', hexRange: 3 } }, units: [{ id: 'c1', type: 'cannon', hex: '4,8' }, { id: 'b1', side: 'b', hex: '4,4' }, { id: 'b2', side: 'b', hex: '4,5' }] }), 'combat')
    expect(t.act(shoot('c1', 'b1', 4))).toMatchObject({ ok: false, code: 'war-machine/out-of-hex-range', ruleId: 'I-10' })
    expect(t.act(shoot('c1', 'b2', 5))).toMatchObject({ ok: false, code: 'war-machine/out-of-hex-range', ruleId: 'I-10' })
    expect(t.legal()).toContainEqual(shoot('c1', 'b2', 3))
  })

  it('I-10 GAP-SK-05 a misfire in a HEXES Med game: disabled, one crewman slain, the gun stays on the map', () => {
    // HIT, artillery MISFIRE (face 6), misfire table 4: disabled.
    const t = toHmPhase(duel([1, 6, 4]), 'combat')
    t.play(shoot('gun', 'b1'))
    expect(hp(t, 'gun')).toBe(4)
    expect(t.unit('gun').status).toBe('active')
    expect(machineOf(t.state, 'gun')).toMatchObject({ loaded: false, disabledUntil: 2 })
    expect(t.diceLeft()).toBe(0)
  })

  it('I-10 SK-WM-1 in a HEXES Med game, a machine without a profile is named at skirmish-dice\u2019s adapter.keywords; without skirmish tables the mix does not load', () => {
    const issues = (scenario: unknown, plugins = WM_MIX_PLUGINS) => {
      try {
        buildRules(parseScenario(scenario), plugins)
        return []
      } catch (e) {
        if (!isEngineError(e)) throw e
        return [...((e as EngineError).issues ?? [])]
      }
    }
    const s = wmMixScenario({ units: [{ id: 'a1', hex: '4,8' }] })
    expect(issues(s)).toEqual([])
    const adapter = (s.plugins[1]!.config as { adapter: { keywords: Record<string, string[]> } }).adapter
    adapter.keywords['heavy-infantry'] = ['warMachine']
    expect(issues(s)).toEqual([expect.objectContaining({ path: 'plugins[1].config.adapter.keywords.heavy-infantry', plugin: 'war-machines' })])
    const alone = { ...s, plugins: [s.plugins[0]!, s.plugins[2]!] }
    expect(issues(alone, [hexesMed, warMachines])).toEqual([expect.objectContaining({ code: 'loader/missing-service', plugin: 'war-machines' })])
  })
})
