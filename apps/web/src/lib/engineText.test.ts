import { createGame, type GameEvent, type Scenario } from '@hexes/core'
import { builtinPlugins, findScenario } from '@hexes/registry'
import { describe, expect, it } from 'vitest'
import { engineText } from './engineText'

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

const lines = (g: ReturnType<typeof wavesGame>, events: readonly GameEvent[], lang: string) => events.map((e) => engineText({ rules: g.rules }, lang).event(e))

describe('web/engineText', () => {
  it("renders the Successive Waves events from the plugin's texts, in the player's language", () => {
    const g = wavesGame()
    const r = g.act({ type: 'sw/declare', side: 'zulu', removeUnits: ['z-sk2', 'z-sk4'], removeLeader: 'mavumengwana' })
    if (!r.ok) throw new Error(r.message)
    expect(lines(g, r.events, 'en')).toEqual([
      'uNokhenke skirmishers leaves the table',
      'uMbonambi skirmishers leaves the table',
      'Mavumengwana kaNdlela leaves the table; uNokhenke stays without a leader',
      'Successive Waves, use 1: 2 units restored; the time track advances by 1 to 2',
    ])
    expect(lines(g, r.events, 'fr')).toEqual([
      'Tirailleurs des uNokhenke quitte la table',
      'Tirailleurs des uMbonambi quitte la table',
      'Mavumengwana kaNdlela quitte la table ; uNokhenke reste sans chef',
      'Vagues Successives, utilisation 1 : 2 unités rétablies ; le compteur du temps avance de 1, à 2',
    ])
    const placed = g.act({ type: 'sw/place', side: 'zulu', unit: 'z-sk2', hex: '19,13' })
    if (!placed.ok) throw new Error(placed.message)
    expect(lines(g, placed.events, 'fr')).toEqual(['Tirailleurs des uNokhenke entre en 19,13 (premier hexagone de la vague)'])
    const aside = g.act({ type: 'sw/set-aside', side: 'zulu' })
    if (!aside.ok) throw new Error(aside.message)
    expect(lines(g, aside.events, 'en')).toEqual(['uMbonambi skirmishers is set aside in reserve for a later wave'])
  })

  it('tells a unit set aside for good, from the event itself', () => {
    const g = wavesGame('lost')
    g.act({ type: 'sw/declare', side: 'zulu', removeUnits: ['z-sk2'] })
    const aside = g.act({ type: 'sw/set-aside', side: 'zulu' })
    if (!aside.ok) throw new Error(aside.message)
    expect(lines(g, aside.events, 'fr')).toEqual(['Tirailleurs des uNokhenke est mise de côté pour le reste de la bataille'])
  })

  it('renders the rejections with their numbers, the phases and the rules\' names; the English message without a game', () => {
    const g = wavesGame()
    g.act({ type: 'sw/declare', side: 'zulu', removeUnits: ['z-sk2'] })
    const tooClose = g.check({ type: 'sw/place', side: 'zulu', unit: 'z-sk2', hex: '8,5' })!
    expect(tooClose.code).toBe('sw/too-close')
    const en = engineText({ rules: g.rules }, 'en')
    const fr = engineText({ rules: g.rules }, 'fr')
    expect(en.rejection(tooClose)).toBe(tooClose.message)
    expect(fr.rejection(tooClose)).toBe("Le premier hexagone d'une vague doit être à au moins 3 hexagones de toute unité adverse (l'ennemi le plus proche est à 2 hexagones)")
    expect(engineText(null, 'fr').rejection(tooClose)).toBe(tooClose.message)
    expect(fr.rejection({ message: 'A rule without texts' })).toBe('A rule without texts')
    const phase = g.rules.phases[g.state.turn.phaseIndex]!
    expect([en.phase(phase), fr.phase(phase)]).toEqual(['Successive Waves', 'Vagues Successives'])
    expect(fr.name('terrain/forest', 'forest')).toBe('Forêt')
    expect(fr.name('terrain/donga', 'donga')).toBe('Donga') // the scenario's own terrain, named by its translation
    expect(en.name('terrain/donga', 'donga')).toBe('donga')
    expect(fr.name('decision/hm/retreat', 'hm/retreat')).toBe("Choisir l'hexagone de recul")
    // A unit type under its default name is translated; one the scenario names itself keeps its name.
    expect(fr.nameOf('unitType/heavy-infantry', 'Heavy infantry')).toBe('Infanterie lourde')
    expect(fr.nameOf('unitType/archer', 'Longbowmen')).toBe('Longbowmen')
    expect(fr.nameOf('unitType/rifle-company', 'Rifle company')).toBe('Compagnie de fusiliers')
    expect(en.nameOf('unitType/rifle-company', 'Rifle company')).toBe('Rifle company')
  })

  it("names the scenario's pieces, labels and texts in the page's language, each one in English where the translation lacks it", () => {
    const base = findScenario('hastings-1066') as Scenario
    const fr = base.translations!['fr']!
    // A translation with holes: one unit, one side, one leader, one label and the summary missing.
    const { 'n-hc-1': _u, ...units } = fr.units!
    const { saxons: _s, ...sides } = fr.sides!
    const { odo: _l, ...leaders } = fr.leaders!
    const { '7,3': _h, ...labels } = fr.labels!
    const { summary: _m, ...rest } = fr
    const scenario = { ...base, translations: { fr: { ...rest, units, sides, leaders, labels } } }
    const g = createGame({ scenario, plugins: builtinPlugins, seed: 1 })
    const t = engineText({ rules: g.rules }, 'fr')
    const unit = (id: string) => g.state.units.find((u) => u.id === id)!
    expect(t.unit(unit('n-ec-1'))).toBe('Chevaliers de la maison de Guillaume')
    expect(t.unit(unit('n-hc-1'))).toBe('Breton knights')
    expect(t.side(g.state.sides[0]!)).toBe('Normands')
    expect(t.side(g.state.sides[1]!)).toBe('Anglo-Saxons') // the English name is the same word
    expect(t.leader(g.state.leaders.find((l) => l.id === 'william')!)).toBe('Guillaume, duc de Normandie')
    expect(t.leader(g.state.leaders.find((l) => l.id === 'odo')!)).toBe('Odo, Bishop of Bayeux')
    expect(t.label({ hex: '7,2', text: "Harold's standards" })).toBe("Étendards d'Harold")
    expect(t.label({ hex: '7,3', text: 'Senlac ridge' })).toBe('Senlac ridge')
    expect(t.scenario).toMatchObject({ name: 'Hastings', date: '14 octobre 1066', summary: base.summary })
    expect(t.result({ winner: 'saxons', condition: 'default', ruleId: 'HM-SEQ-5', message: base.victory.default.text })).toBe('La nuit tombe et le mur de boucliers tient toujours : victoire anglo-saxonne')
    // In English, and without a game: the names as given.
    const en = engineText({ rules: g.rules }, 'en')
    expect([en.unit(unit('n-ec-1')), en.side(g.state.sides[0]!), en.scenario?.name]).toEqual(["William's household knights", 'Normans', 'Hastings'])
    expect(engineText(null, 'fr').unit({ id: 'x1' })).toBe('x1')
    expect(engineText(null, 'fr').scenario).toBeNull()
  })
})
