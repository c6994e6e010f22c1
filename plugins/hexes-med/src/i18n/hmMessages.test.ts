import { fileURLToPath } from 'node:url'
import { createGame, renderMessage, type GameEvent, type MessageRef } from '@hexes/core'
import { catalogueProblems, playForTexts, scanRuleSources, textProblems, type TestGame } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { attack, retreat, toCombat } from '../combat/combatTestKit'
import { checkRetreatHex } from '../combat/retreatOptions'
import { CRT_RESULTS, DEFAULT_TERRAIN, DEFAULT_UNIT_TYPES } from '../config/hmConfig'
import { hexesMed } from '../hexesMedPlugin'
import { HM_PHASES } from '../sequence/hmPhases'
import { ADVANCE, ALLOCATE_LOSS, RETREAT } from '../combat/decisions'
import { hmGame, hmScenario } from '../testing/hmFixtures'
import { hmMessages } from './hmMessages'

/** What the rules code (`src` but the tests and fixtures) uses and leaves without a text. */
const USE = scanRuleSources(fileURLToPath(new URL('..', import.meta.url)))

/** Keys the code builds from data (`` msg(`crt/${code}`) ``), by the prefix the source writes. */
const BUILT_KEYS: Readonly<Record<string, readonly string[]>> = {
  'crt/': CRT_RESULTS.map((c) => `crt/${c}`),
  'morale/': ['none', 'retreat', 'reduce', 'eliminated'].map((k) => `morale/${k}`),
  'move/stopped/': ['zoc', 'terrain', 'minimum'].map((k) => `move/stopped/${k}`),
  'outcome/hm/': ['ignored', 'exchange'].map((k) => `outcome/hm/${k}`),
  'hm/chargeRefused/': ['HM-CHG-2', 'HM-CHG-3', 'HM-CHG-4', 'HM-CHG-5'].map((k) => `hm/chargeRefused/${k}`),
}

/** Keys the apps look up by data: phase, terrain and unit type names, decisions, short morale results, the plugin's description. */
const NAME_KEYS: readonly string[] = [
  ...HM_PHASES.map((p) => `phase/${p.id}`),
  ...Object.keys(DEFAULT_TERRAIN).map((id) => `terrain/${id}`),
  ...Object.keys(DEFAULT_UNIT_TYPES).map((id) => `unitType/${id}`),
  ...[RETREAT, ALLOCATE_LOSS, ADVANCE].map((k) => `decision/${k}`),
  ...['none', 'retreat', 'reduce'].map((k) => `moraleResult/${k}`),
  'plugin/description',
]

/**
 * A 10x10 field with every default terrain, a river along a hexside, leaders, shooters and horse.
 * The units have no names: the English messages name them by id, the texts by name.
 */
const field = hmScenario({
  width: 10,
  height: 10,
  terrain: { '3,3': 'forest', '4,4': 'hill', '5,3': 'rough', '2,6': 'marsh', '6,6': 'town', '7,2': 'fortified', '5,5': 'river', '5,6': 'ford', '4,6': 'bridge', '3,5': 'forest' },
  hexsides: [{ hex: '6,4', dir: 0, feature: 'river' }],
  units: [
    { id: 'a1', hex: '2,2', type: 'elite-cavalry' },
    { id: 'a2', hex: '3,2', type: 'archer' },
    { id: 'a3', hex: '4,2', type: 'heavy-infantry' },
    { id: 'a4', hex: '2,3', type: 'light-cavalry' },
    { id: 'a5', hex: '5,2', type: 'crossbowman', reduced: true },
    { id: 'b1', side: 'b', hex: '3,6', type: 'heavy-infantry' },
    { id: 'b2', side: 'b', hex: '4,7', type: 'militia' },
    { id: 'b3', side: 'b', hex: '5,7', type: 'heavy-archer' },
    { id: 'b4', side: 'b', hex: '6,7', type: 'light-infantry', reduced: true },
    { id: 'b5', side: 'b', hex: '2,7', type: 'elite-infantry' },
  ],
  leaders: [
    { id: 'duke', side: 'a', name: 'Duke William', unit: 'a1', stats: { 'hexes-med': { bonus: 2 } } },
    { id: 'earl', side: 'b', name: 'Earl Harold', unit: 'b1' },
  ],
})

const fr = (t: TestGame, text: MessageRef | undefined) => renderMessage(text!, { rules: t.game.rules, state: t.state, lang: 'fr' })
const last = (t: TestGame, type: string): GameEvent => [...t.game.events].reverse().find((e) => e.type === type)!

describe('hexes-med/i18n: the catalogue', () => {
  it('gives every rejection and every event of the rules code a text', () => {
    expect(USE.untexted).toEqual([])
  })

  it('has an English and a French template for every key the rules use and the apps look up, the same keys in both, none of the core\'s', () => {
    expect(USE.prefixes.filter((p) => !(p in BUILT_KEYS)), 'keys built from a prefix not listed in BUILT_KEYS').toEqual([])
    const keys = new Set([...USE.keys, ...Object.values(BUILT_KEYS).flat(), ...NAME_KEYS])
    expect(catalogueProblems(hmMessages, keys)).toEqual([])
    expect(keys.size).toBeGreaterThan(90)
    // Nothing in the catalogue that no code uses.
    expect(Object.keys(hmMessages['en']!).filter((k) => !keys.has(k))).toEqual([])
  })

  it.each([1, 2, 3, 4, 5, 6])('renders every text of a random game (seed %i) in English and French, with no placeholder left', (seed) => {
    const game = createGame({ scenario: field, plugins: [hexesMed], seed })
    const played = playForTexts(game, { seed, actions: 400 })
    expect(played.events.some((e) => e.type === 'combatResolved')).toBe(true)
    expect(played.rejections.length).toBeGreaterThan(50)
    expect(textProblems(game, played)).toEqual([])
    // HEXES Med's English templates read as its English messages (which name terrain and sides by id).
    const byId = (s: string) => game.state.sides.reduce((out, side) => out.replaceAll(side.name, side.id), s).toLowerCase()
    const own = [...played.events, ...played.rejections].filter((x) => Object.hasOwn(hmMessages['en']!, x.text!.key))
    const differ = own.filter((x) => byId(renderMessage(x.text!, { rules: game.rules, lang: 'en' })) !== x.message.toLowerCase())
    expect(differ.map((x) => x.message)).toEqual([])
    expect(own.length).toBeGreaterThan(10)
  })
})

describe('hexes-med/i18n: French renderings', () => {
  it('HM-ZOC-6 refuses a retreat into enemy ZOC in French', () => {
    const t = hmGame({ units: [{ id: 'a1', hex: '4,2', name: 'Fyrd' }, { id: 'b1', side: 'b', hex: '4,4' }] })
    const r = checkRetreatHex(t.game.rules, t.state, t.unit('a1'), '4,3')!
    expect(r.code).toBe('retreat/into-zoc')
    expect(fr(t, r.text)).toBe('4,3 est dans une zone de contrôle (ZdC) ennemie : aucun recul en ZdC ennemie')
  })

  it('HM-COMBAT-13 words a CRT result with a retreat, and the retreat, in French', () => {
    // 3 vs 3 is 1:1; a 5 is DR. The defender has two hexes to choose from.
    const t = hmGame({ units: [{ id: 'a1', hex: '2,2', name: 'Chevaliers' }, { id: 'b1', side: 'b', hex: '3,2', name: 'Housecarls' }, { id: 'b2', side: 'b', hex: '4,2' }] }, { dice: [5] })
    toCombat(t)
    t.play(attack(['a1'], 'b1'))
    const combat = last(t, 'combatResolved')
    expect(fr(t, combat.text)).toBe('Combat : 3 contre 3 à 1:1, dé 5 → 5 : DR, le défenseur recule')
    expect(renderMessage(combat.text!, { rules: t.game.rules, lang: 'en' })).toBe(combat.message)
    const to = (t.state.pending[0]!.data as { options: string[] }).options[0]!
    t.play(retreat('b', 'b1', to))
    expect(fr(t, last(t, 'retreated').text)).toBe(`Housecarls recule de 3,2 en ${to}`)
  })

  it('HM-MORALE-4 words a defender morale test that ends in a retreat, with the die modifier, in French', () => {
    // 3 vs 3 is 1:1; the attacking leader's +1 makes a 3 a 4: DM. Morale 3 vs F3: retreat.
    const t = hmGame({
      units: [{ id: 'a1', hex: '2,2' }, { id: 'b1', side: 'b', hex: '3,2', name: 'Housecarls' }, { id: 'b2', side: 'b', hex: '4,2' }, { id: 'b3', side: 'b', hex: '3,1' }],
      leaders: [{ id: 'duke', side: 'a', name: 'Duke', unit: 'a1' }],
    }, { dice: [3, 3] })
    toCombat(t)
    t.play(attack(['a1'], 'b1'))
    expect(fr(t, last(t, 'combatResolved').text)).toBe('Combat : 3 contre 3 à 1:1, dé 3 +1 → 4 : DM, le défenseur teste son moral ; Housecarls, test de moral : 3 contre 3, recul d\'un hexagone')
    expect(fr(t, last(t, 'hm/morale').text)).toBe('Housecarls, test de moral : 3 contre 3, recul d\'un hexagone')
  })

  it('HM-COMBAT-4 names the terrain that blocks a line of sight in the reader\'s language, and a scenario\'s own terrain by its name', () => {
    const units = [{ id: 'arc', hex: '2,2', type: 'archer', name: 'Archers' }, { id: 'b1', side: 'b', hex: '2,4' }]
    const t = hmGame({ units, terrain: { '2,3': 'forest' } })
    toCombat(t)
    const r = t.act(attack(['arc'], 'b1', 'ranged'))
    if (r.ok) throw new Error('expected a rejection')
    expect(fr(t, r.text)).toBe('Archers n\'a pas de ligne de vue sur b1 (GAP-HM-07 : Forêt en 2,3 la bloque)')
    const crags = hmGame({ units, terrain: { '2,3': 'crags' }, config: { terrain: { crags: { name: 'Crags', cost: 2, blocksLos: true } } } })
    toCombat(crags)
    const c = crags.act(attack(['arc'], 'b1', 'ranged'))
    if (c.ok) throw new Error('expected a rejection')
    expect(fr(crags, c.text)).toBe('Archers n\'a pas de ligne de vue sur b1 (GAP-HM-07 : Crags en 2,3 la bloque)')
    expect(renderMessage(c.text!, { rules: crags.game.rules, lang: 'en' })).toBe(c.message)
  })
})
