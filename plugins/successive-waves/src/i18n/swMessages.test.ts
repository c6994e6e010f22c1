import { fileURLToPath } from 'node:url'
import { createGame, renderMessage, type MessageRef } from '@hexes/core'
import { hexesMed } from '@hexes/plugin-hexes-med'
import { catalogueProblems, playForTexts, scanRuleSources, textProblems, type PlayedTexts, type TestGame } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { SW_PHASE_ID } from '../sequence/swPhase'
import { successiveWaves } from '../successiveWavesPlugin'
import { declare, eliminate, place, reduce, swGame, swScenario, toWavePhase } from '../testing/swFixtures'
import { swTestKit } from '../testing/swTestKit'
import { swMessages } from './swMessages'

/** What the rules code (`src` but the tests and fixtures) uses and leaves without a text. */
const USE = scanRuleSources(fileURLToPath(new URL('..', import.meta.url)))

const fr = (t: TestGame, text: MessageRef | undefined) => renderMessage(text!, { rules: t.game.rules, state: t.state, lang: 'fr' })

/** Native `a` (two units reduced from the start, leaders) against Colonial `b`, close enough to fight. */
const battle = swScenario({
  width: 10,
  height: 8,
  terrain: { '4,3': 'forest', '6,4': 'river', '2,5': 'marsh' },
  units: [
    { id: 'a1', hex: '1,6', reduced: true },
    { id: 'a2', hex: '2,6', reduced: true },
    { id: 'a3', hex: '3,6', type: 'light-infantry' },
    { id: 'a4', hex: '4,6', type: 'militia' },
    { id: 'a5', hex: '5,6' },
    { id: 'a6', hex: '6,6', type: 'light-infantry' },
    { id: 'b1', side: 'b', hex: '3,3', type: 'archer' },
    { id: 'b2', side: 'b', hex: '4,2' },
    { id: 'b3', side: 'b', hex: '5,3', type: 'heavy-cavalry' },
  ],
  leaders: [
    { id: 'l1', side: 'a', name: 'Ntshingwayo', unit: 'a1' },
    { id: 'l2', side: 'a', name: 'Mavumengwana', unit: 'a3' },
    { id: 'lb', side: 'b', name: 'Pulleine', unit: 'b2' },
  ],
})

/** Random play in stretches, with a Native unit weakened or eliminated between them (more waves). */
function playWaves(seed: number): { game: ReturnType<typeof createGame>; played: PlayedTexts } {
  const game = createGame({ scenario: battle, plugins: [hexesMed, successiveWaves, swTestKit], seed })
  const rejections: PlayedTexts['rejections'] = []
  for (let stretch = 0; stretch < 12 && !game.state.result; stretch++) {
    const native = game.state.units.filter((u) => u.side === 'a' && u.status === 'active')
    const u = native[(seed + stretch) % Math.max(1, native.length)]
    if (u && game.state.turn.activeSide) game.act((stretch % 3 === 0 ? eliminate : reduce)(u.id, game.state.turn.activeSide))
    rejections.push(...playForTexts(game, { seed: seed * 100 + stretch, actions: 40 }).rejections)
  }
  return { game, played: { events: [...game.events], rejections } }
}

describe('successive-waves/i18n: the catalogue', () => {
  it('gives every rejection and every event of the rules code a text', () => {
    expect(USE.untexted).toEqual([])
  })

  it('has an English and a French template for every key it uses (its phase too), the same keys in both, none of the core\'s', () => {
    expect(USE.prefixes).toEqual([])
    const keys = new Set([...USE.keys, `phase/${SW_PHASE_ID}`, 'plugin/description']) // the description: the apps look it up
    expect(catalogueProblems(swMessages, keys)).toEqual([])
    expect(Object.keys(swMessages['en']!).filter((k) => !keys.has(k))).toEqual([])
    expect(keys.size).toBeGreaterThan(40)
  })

  it.each([1, 2, 3, 4])('renders every text of a random game with waves (seed %i) in English and French, with no placeholder left', (seed) => {
    const { game, played } = playWaves(seed)
    expect(played.events.some((e) => e.type === 'swUsed')).toBe(true)
    expect(textProblems(game, played)).toEqual([])
    // The English templates read as the English messages (which name sides and some leaders by id).
    const names = [...game.state.sides, ...game.state.leaders]
    const byId = (s: string) => names.reduce((out, p) => out.replaceAll(p.name, p.id), s)
    const own = [...played.events, ...played.rejections].filter((x) => Object.hasOwn(swMessages['en']!, x.text!.key))
    expect(own.filter((x) => byId(renderMessage(x.text!, { rules: game.rules, lang: 'en' })) !== byId(x.message)).map((x) => x.message)).toEqual([])
    expect(own.length).toBeGreaterThan(5)
  })
})

describe('successive-waves/i18n: French renderings', () => {
  const units = [
    { id: 'a1', hex: '1,6', name: 'uNokhenke' },
    { id: 'a2', hex: '2,6', name: 'uMbonambi' },
    { id: 'a3', hex: '3,6' },
    { id: 'b1', side: 'b', hex: '6,1' },
  ]
  const leaders = [{ id: 'l1', side: 'a', name: 'Ntshingwayo', unit: 'a1' }]

  it('SW-16 words a wave, its cost in time and its placement in French', () => {
    const t = swGame({ units, leaders })
    t.play(reduce('a1'), reduce('a2'))
    toWavePhase(t)
    const r = t.act(declare(['a1', 'a2']))
    if (!r.ok) throw new Error(r.message)
    expect(r.events.map((e) => fr(t, e.text))).toEqual([
      'uNokhenke quitte la table',
      'uMbonambi quitte la table',
      'Ntshingwayo quitte la table',
      'Vagues Successives, utilisation 1 : 2 unités rétablies ; le compteur du temps avance de 1, à 2',
    ])
    const placed = t.act(place('a1', '0,7'))
    if (!placed.ok) throw new Error(placed.message)
    expect(fr(t, placed.events[0]!.text)).toBe('uNokhenke entre en 0,7 (premier hexagone de la vague)')
  })

  it('SW-9 refuses a first hex too close to the enemy, in French, with the distances', () => {
    const t = swGame({ units })
    t.play(reduce('a1'))
    toWavePhase(t)
    t.play(declare(['a1']))
    const r = t.game.check(place('a1', '5,2'))!
    expect(r).toMatchObject({ code: 'sw/too-close', ruleId: 'SW-9' })
    expect(fr(t, r.text)).toBe('Le premier hexagone d\'une vague doit être à au moins 3 hexagones de toute unité adverse (l\'ennemi le plus proche est à 2 hexagones)')
    expect(renderMessage(r.text!, { rules: t.game.rules, lang: 'en' })).toBe(r.message)
  })
})
