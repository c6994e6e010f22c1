import { buildRules, capabilityProvider, isEngineError, parseScenario, type EngineError } from '@hexes/core'
import { hexesMed } from '@hexes/plugin-hexes-med'
import { testScenario } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { skState } from '../state/SkState'
import { pairOf } from '../melee/contacts'
import { eventsOf, mixGame, toPhase } from './mixGame.fixture'
import { skirmishDice } from './skirmishDicePlugin'

const charge = (unit: string, target: string, to?: string) => ({ type: 'sk/charge', side: 'a', unit, target, ...(to ? { to } : {}) })

/** The issue codes of loading a mix (none: it loads). */
function loadIssues(plugins: { id: string; config?: Record<string, unknown> }[]): { code: string; path: string }[] {
  try {
    buildRules(parseScenario(testScenario({ plugins, units: [{ id: 'a1', type: 'heavy-infantry', hex: '3,5' }, { id: 'b1', side: 'b', type: 'militia', hex: '7,0' }] })), [hexesMed, skirmishDice])
    return []
  } catch (e) {
    if (!isEngineError(e)) throw e
    return ((e as EngineError).issues ?? []).map((i) => ({ code: i.code, path: i.path }))
  }
}

describe('skirmish/mix: the charge under HEXES Med movement', () => {
  it('R-15 §3.3 rule 4: skirmish-dice takes HEXES Med\'s combat resolver and charge over; a scenario that also sets HEXES Med\'s charge bonus must choose (load error)', () => {
    const mixed = buildRules(parseScenario(testScenario({ plugins: [{ id: 'hexes-med' }, { id: 'skirmish-dice' }], units: [{ id: 'a1', type: 'heavy-infantry', hex: '3,5' }] })), [hexesMed, skirmishDice])
    expect(capabilityProvider(mixed, 'charge-provider')).toBe('skirmish-dice')
    expect(capabilityProvider(mixed, 'combat-resolver')).toBe('skirmish-dice')
    expect(capabilityProvider(mixed, 'base-rules')).toBe('hexes-med')
    const alone = buildRules(parseScenario(testScenario({ plugins: [{ id: 'hexes-med' }], units: [{ id: 'a1', type: 'heavy-infantry', hex: '3,5' }] })), [hexesMed])
    expect(capabilityProvider(alone, 'charge-provider')).toBe('hexes-med')
    expect(loadIssues([{ id: 'hexes-med', config: { chargeBonus: 1 } }, { id: 'skirmish-dice' }])).toEqual([{ code: 'scenario/two-charge-providers', path: 'plugins[0].config.chargeBonus' }])
    expect(loadIssues([{ id: 'hexes-med', config: { chargeBonus: 2 } }, { id: 'skirmish-dice', config: { adapter: { charge: { enabled: false } } } }])).toEqual([{ code: 'scenario/two-charge-providers', path: 'plugins[0].config.chargeBonus' }])
    expect(loadIssues([{ id: 'hexes-med', config: { chargeBonus: 0 } }, { id: 'skirmish-dice' }])).toEqual([])
    expect(loadIssues([{ id: 'hexes-med' }, { id: 'skirmish-dice' }])).toEqual([])
  })

  it('SK-CHARGE-1 I-05: a charge is declared in HEXES Med\'s movement phase on an enemy the unit reaches with its MP, and ends in contact facing its target', () => {
    // Heavy cavalry, 5 MP: b1 is 5 hexes away (4 to move), b2 7 (beyond any 5-MP move into contact).
    const t = mixGame({ units: [{ id: 'a1', type: 'heavy-cavalry', hex: '3,7', facing: 1 }, { id: 'b1', side: 'b', hex: '3,2' }, { id: 'b2', side: 'b', hex: '6,0' }] })
    expect(t.legal().filter((a) => a.type === 'sk/charge')).toEqual([charge('a1', 'b1')])
    expect(t.act(charge('a1', 'b2'))).toMatchObject({ ok: false, code: 'charge/beyond-mp', ruleId: 'I-05' })
    t.play(charge('a1', 'b1'))
    expect(eventsOf(t, 'moveCommitted').at(-1)).toMatchObject({ from: '3,7', to: '3,3', path: ['3,6', '3,5', '3,4', '3,3'], cost: 4, facing: 0, ruleId: 'I-05' })
    expect(eventsOf(t, 'sk/charged').at(-1)).toMatchObject({ unit: 'a1', target: 'b1', arc: 'front', ruleId: 'SK-CHARGE-3' })
    expect(t.unit('a1').facing).toBe(0)
    // Facing its target, not the last hex entered (I-11 gives way): from 2,7 the charge enters 2,3 northward, b1 is north-east.
    const askew = mixGame({ units: [{ id: 'a1', type: 'heavy-cavalry', hex: '2,7' }, { id: 'b1', side: 'b', hex: '3,2', facing: 3 }] })
    askew.play(charge('a1', 'b1'))
    expect(eventsOf(askew, 'moveCommitted').at(-1)).toMatchObject({ to: '2,3', path: ['2,6', '2,5', '2,4', '2,3'] })
    expect(askew.unit('a1').facing).toBe(1)
    expect(pairOf(t.state, 'a1', 'b1')).toMatchObject({ attacks: [0, 0], locked: false, charge: { by: 'a1', arc: 'front' } })
    // Its charge was its move (SK-CHARGE-3, HM-MOVE-7); charges belong to the movement phase.
    expect(t.act({ type: 'move', side: 'a', unit: 'a1', to: '3,4' })).toMatchObject({ ok: false, code: 'move/charged', ruleId: 'SK-CHARGE-3' })
    toPhase(t, 'combat')
    expect(t.act(charge('a1', 'b2')).ok).toBe(false)
    // The next movement phase of side a forgets the charge.
    toPhase(t, 'movement', 'b')
    toPhase(t, 'movement')
    expect(skState(t.state).charged).toEqual([])
  })

  it('SK-CHARGE-1 I-05: the reach is the unit\'s HEXES Med movement this phase (terrain, zones of control); config reach multiplies it', () => {
    // Heavy infantry, 2 MP: at 4 hexes it needs 3 hexes of movement.
    const t = mixGame({ units: [{ id: 'a1', hex: '3,6' }, { id: 'b1', side: 'b', hex: '3,2' }] })
    expect(t.act(charge('a1', 'b1'))).toMatchObject({ ok: false, code: 'charge/beyond-mp', ruleId: 'I-05' })
    const far = mixGame({ config: { adapter: { charge: { reach: 2 } } }, units: [{ id: 'a1', hex: '3,6' }, { id: 'b1', side: 'b', hex: '3,2' }] })
    far.play(charge('a1', 'b1'))
    expect(far.unit('a1').hex).toBe('3,3')
    // At 3 hexes, a marsh (3 MP) on the way and on both sides leaves no path into contact.
    const marsh = mixGame({ terrain: { '3,4': 'marsh', '2,4': 'marsh', '4,4': 'marsh', '2,3': 'marsh', '4,3': 'marsh' }, units: [{ id: 'a1', hex: '3,5' }, { id: 'b1', side: 'b', hex: '3,2' }] })
    expect(marsh.act(charge('a1', 'b1'))).toMatchObject({ ok: false, code: 'charge/no-contact-path', ruleId: 'I-05' })
  })

  it('SK-CHARGE-2 at HEXES Med scale: a charge starts out of contact; HM-MOVE-7 it is the unit\'s whole move', () => {
    const t = mixGame({ units: [{ id: 'a1', hex: '3,3' }, { id: 'b1', side: 'b', hex: '3,2' }, { id: 'a2', hex: '5,5' }, { id: 'b2', side: 'b', hex: '5,3' }] })
    const before = t.state
    expect(t.act(charge('a1', 'b1'))).toMatchObject({ ok: false, code: 'charge/in-contact', ruleId: 'SK-CHARGE-2' })
    expect(t.state).toBe(before)
    t.play({ type: 'move', side: 'a', unit: 'a2', to: '5,6' })
    expect(t.act(charge('a2', 'b2'))).toMatchObject({ ok: false, code: 'charge/moved', ruleId: 'HM-MOVE-7' })
    const fresh = mixGame({ units: [{ id: 'a2', hex: '5,5' }, { id: 'b2', side: 'b', hex: '5,3' }] })
    expect(fresh.act(charge('a2', 'b2')).ok).toBe(true)
  })

  it('GAP-SK-25: the charger sees its target by HEXES Med\'s line of sight (config sight); GAP-HM-08 config chargers: only charge-capable units', () => {
    const hidden = { terrain: { '3,4': 'forest' }, units: [{ id: 'a1', type: 'heavy-cavalry', hex: '3,6' }, { id: 'b1', side: 'b', hex: '3,2' }] }
    expect(mixGame(hidden).act(charge('a1', 'b1'))).toMatchObject({ ok: false, code: 'charge/not-visible', ruleId: 'GAP-SK-25' })
    expect(mixGame({ ...hidden, config: { adapter: { charge: { sight: false } } } }).act(charge('a1', 'b1')).ok).toBe(true)
    const units = [{ id: 'a1', hex: '3,5' }, { id: 'a2', type: 'light-cavalry', hex: '5,5' }, { id: 'b1', side: 'b', hex: '3,2' }, { id: 'b2', side: 'b', hex: '5,2' }]
    expect(mixGame({ units }).act(charge('a1', 'b1')).ok).toBe(true)
    const only = mixGame({ config: { adapter: { charge: { chargers: 'hm' } } }, units })
    expect(only.act(charge('a1', 'b1'))).toMatchObject({ ok: false, code: 'charge/not-charge-capable', ruleId: 'GAP-HM-08' })
    expect(only.act(charge('a2', 'b2')).ok).toBe(true)
    const none = mixGame({ config: { adapter: { charge: { enabled: false } } }, units })
    expect(none.act(charge('a1', 'b1')).ok).toBe(false)
    expect(none.legal().some((a) => a.type === 'sk/charge')).toBe(false)
  })

  it('GAP-SK-02 the charge ends through the arc it starts in: the target\'s front blocked by a river, no charge from the south', () => {
    const t = mixGame({ terrain: { '4,3': 'river', '3,3': 'river', '2,3': 'river' }, units: [{ id: 'a1', type: 'heavy-cavalry', hex: '3,6' }, { id: 'b1', side: 'b', hex: '3,2' }] })
    expect(t.act(charge('a1', 'b1'))).toMatchObject({ ok: false, code: 'charge/no-contact-path', ruleId: 'I-05' })
  })
})
