import { createGame, type GameEvent, type Scenario } from '@hexes/core'
import { builtinPlugins, findScenario } from '@hexes/registry'
import { describe, expect, it } from 'vitest'
import { makeI18n } from '../i18n'
import { eventText, rejectionText, type TextContext } from './engineText'

/** Isandlwana (seed 1) at the Zulu Successive Waves phase of turn 1, with two reduced skirmisher units. */
function wavesGame(setAside: 'reserve' | 'lost' = 'reserve') {
  const base = findScenario('isandlwana-1879') as Scenario
  const scenario = { ...base, plugins: base.plugins.map((p) => (p.id === 'successive-waves' ? { ...p, config: { ...p.config, setAside } } : p)) }
  const g = createGame({ scenario, plugins: builtinPlugins, seed: 1 })
  for (let i = 0; i < 5; i++) g.act({ type: 'end-phase', side: g.state.turn.activeSide! })
  g.act({ type: 'attack', side: 'colonial', attackers: ['c-e24'], defender: 'z-sk2', mode: 'ranged' })
  g.act({ type: 'attack', side: 'colonial', attackers: ['c-rkt'], defender: 'z-sk4', mode: 'ranged' })
  g.act({ type: 'end-phase', side: 'colonial' })
  return g
}

function context(locale: 'en' | 'fr', g: ReturnType<typeof wavesGame>): TextContext {
  const { t, te } = makeI18n(locale).global
  const names = new Map<string, string>([...g.state.units.map((u) => [u.id, u.name ?? u.id] as const), ...g.state.leaders.map((l) => [l.id, l.name] as const)])
  return { t: (k, p) => (p ? t(k, p) : t(k)), te: (k) => te(k), name: (id) => names.get(id) ?? id }
}

function texts(g: ReturnType<typeof wavesGame>, events: readonly GameEvent[], ctx: TextContext): (string | null)[] {
  const log = g.events
  return events.map((e) => eventText(e, ctx, log, log.indexOf(e)))
}

describe('web/engineText', () => {
  it("words the Successive Waves events from their data, in the player's language", () => {
    const g = wavesGame()
    const r = g.act({ type: 'sw/declare', side: 'zulu', removeUnits: ['z-sk2', 'z-sk4'], removeLeader: 'mavumengwana' })
    if (!r.ok) throw new Error(r.message)
    expect(texts(g, r.events, context('en', g))).toEqual([
      'uNokhenke skirmishers leaves the map',
      'uMbonambi skirmishers leaves the map',
      'Mavumengwana kaNdlela leaves the map; uNokhenke stays without a leader',
      'Successive Waves, use 1: 2 unit(s) restored; the time track advances by 1 to 2',
    ])
    expect(texts(g, r.events, context('fr', g))[3]).toBe('Vagues Successives, utilisation 1 : 2 unité(s) restaurée(s) ; la piste du temps avance de 1, à 2')
    const placed = g.act({ type: 'sw/place', side: 'zulu', unit: 'z-sk2', hex: '19,13' })
    if (!placed.ok) throw new Error(placed.message)
    expect(texts(g, placed.events, context('en', g))).toEqual(['uNokhenke skirmishers enters at 19,13 (first hex of the wave)'])
    const aside = g.act({ type: 'sw/set-aside', side: 'zulu' })
    if (!aside.ok) throw new Error(aside.message)
    expect(texts(g, aside.events, context('en', g))).toEqual(['uMbonambi skirmishers is set aside in reserve for a later wave'])
  })

  it('tells a unit set aside for good, and a leader who leaves with his unit', () => {
    const g = wavesGame('lost')
    const r = g.act({ type: 'sw/declare', side: 'zulu', removeUnits: ['z-sk2'] })
    if (!r.ok) throw new Error(r.message)
    const aside = g.act({ type: 'sw/set-aside', side: 'zulu' })
    if (!aside.ok) throw new Error(aside.message)
    expect(texts(g, aside.events, context('fr', g))).toEqual(['uNokhenke skirmishers est mise de côté pour le reste de la bataille'])
    const leaderEvent: GameEvent = { type: 'sw/leader-removed', message: 'x', ruleId: 'SW-6', leader: 'ntshingwayo', unit: 'z-kh1' }
    const removed: GameEvent = { type: 'sw/removed', message: 'x', ruleId: 'SW-4', unit: 'z-kh1' }
    expect(eventText(leaderEvent, context('en', g), [removed, leaderEvent], 1)).toBe('Ntshingwayo kaMahole leaves the map')
  })

  it('leaves the events it does not know to the engine', () => {
    const g = wavesGame()
    expect(eventText({ type: 'combatResolved', message: 'Combat: …', ruleId: 'HM-CRT-1' }, context('fr', g))).toBeNull()
  })

  it('translates the rejections it knows by code, with their numbers, and keeps the others', () => {
    const g = wavesGame()
    g.act({ type: 'sw/declare', side: 'zulu', removeUnits: ['z-sk2'] })
    const tooClose = g.check({ type: 'sw/place', side: 'zulu', unit: 'z-sk2', hex: '8,5' })!
    expect(tooClose.code).toBe('sw/too-close')
    expect(rejectionText(tooClose, context('en', g))).toBe(tooClose.message)
    expect(rejectionText(tooClose, context('fr', g))).toBe("Le premier hex d'une vague doit être à au moins 3 hex de toute unité ennemie (un ennemi est à 2)")
    const occupied = g.check({ type: 'sw/place', side: 'zulu', unit: 'z-sk2', hex: '1,0' })!
    expect(rejectionText(occupied, context('fr', g))).toBe("Une unité de la vague se place dans un hex vide")
    const other = { code: 'move/zoc-to-zoc', ruleId: 'HM-ZOC-4', message: 'A unit may not move from one enemy ZOC hex to another' }
    expect(rejectionText(other, context('fr', g))).toBe(other.message)
  })
})
