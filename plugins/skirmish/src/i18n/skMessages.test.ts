import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { coreMessages, createGame, renderMessage } from '@hexes/core'
import { hmMessages } from '@hexes/plugin-hexes-med'
import { catalogueProblems, playForTexts, scanRuleSources, textProblems } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { ALLY } from '../melee/allyDecision'
import { DEFAULT_SK_TERRAIN } from '../config/skConfig'
import { skPhases } from '../sequence/skPhases'
import { skirmish } from '../skirmishPlugin'
import { skGame } from '../testing/skFixtures'
import { skTestScenario } from '../testing/skTestScenario'
import { skMessages } from './skMessages'

/** What the rules code uses (`src` but tests and fixtures). */
const USE = scanRuleSources(fileURLToPath(new URL('..', import.meta.url)))

/** Keys the mix with HEXES Med shares with HEXES Med's catalogue (its rejections of a shot), and the core's. */
const SHARED = new Set(['combat/cannot-shoot', 'combat/out-of-range', 'combat/already-fought', 'combat/no-line-of-sight', ...Object.keys(coreMessages.en!)])

describe('skirmish/i18n', () => {
  it('gives every rejection and every event of the rules code a text', () => {
    expect(USE.untexted).toEqual([])
  })

  it('has an English and a French template for every key the rules use and the apps look up (phases, terrain, decisions), the same keys in both', () => {
    // (A structure's name, `structureKey`, is the scenario's message, its English name the fallback.)
    expect(USE.prefixes).toEqual(['sk/arc/'])
    const own = USE.keys.filter((k) => !SHARED.has(k))
    const keys = new Set([...own, ...['front', 'flank', 'rear'].map((a) => `sk/arc/${a}`), ...skPhases(2).map((p) => `phase/${p.id}`), ...Object.keys(DEFAULT_SK_TERRAIN).map((t) => `terrain/${t}`), 'plugin/description', `decision/${ALLY}`])
    expect(catalogueProblems(skMessages, keys)).toEqual([])
    expect(Object.keys(skMessages.en!).filter((k) => !keys.has(k))).toEqual([])
    for (const k of SHARED) if (USE.keys.includes(k) && !Object.hasOwn(coreMessages.en!, k)) expect(Object.hasOwn(hmMessages.en!, k), k).toBe(true)
  })

  it('names every terrain of the default table in English and French, with the words of HEXES Med where the two share an id (the mix loads both)', () => {
    const ids = Object.keys(DEFAULT_SK_TERRAIN)
    expect(ids).toEqual(['clear', 'woods', 'hill', 'rough', 'building', 'rocks', 'water', 'ford', 'bridge', 'rubble'])
    for (const lang of ['en', 'fr']) {
      for (const id of ids) {
        const name = skMessages[lang]![`terrain/${id}`]
        expect(name, `${lang} ${id}`).toMatch(/^\p{Lu}/u)
        const hm = hmMessages[lang]![`terrain/${id}`]
        if (hm !== undefined) expect(name, `${lang} ${id}`).toBe(hm)
      }
    }
    expect(ids.map((id) => skMessages.fr![`terrain/${id}`])).toEqual(['Terrain clair', 'Bois', 'Colline', 'Terrain accidenté', 'Bâtiment', 'Rochers', 'Eau', 'Gué', 'Pont', 'Décombres'])
  })

  it.each([['en', 'skirmish.md'], ['fr', 'skirmish.fr.md']])('the rules summary\'s terrain table (%s) names each default terrain as the app shows it', (lang, file) => {
    const text = readFileSync(new URL(`../../../../docs/rules/${file}`, import.meta.url), 'utf8')
    const ids = Object.keys(DEFAULT_SK_TERRAIN)
    // Table rows `| Name (`id`) |` whose id is a terrain's (the obstacles' and weapons' tables have theirs).
    const rows = [...text.matchAll(/^\| ([^|(]+) \(`([a-z-]+)`\)/gm)].map((m) => [m[2]!, m[1]!.trim()]).filter(([id]) => ids.includes(id!))
    expect(rows.map(([id]) => id).sort()).toEqual([...ids].sort())
    for (const [id, name] of rows) expect(name, id).toBe(skMessages[lang]![`terrain/${id}`])
  })

  it.each([1, 2, 3])('renders every text of a random game (seed %i) in English and French, with no placeholder left', (seed) => {
    const game = createGame({ scenario: skTestScenario(), plugins: [skirmish], seed })
    const played = playForTexts(game, { seed, actions: 300 })
    expect(played.events.some((e) => e.type === 'combatResolved')).toBe(true)
    expect(textProblems(game, played)).toEqual([])
  })

  it('GAP-SK-02 words a charge in French by its arc', () => {
    const t = skGame({ units: [{ id: 'a1', hex: '3,7', name: 'Chevaliers' }, { id: 'b1', side: 'b', hex: '3,3', facing: 0, name: 'Piquiers' }] })
    t.play({ type: 'sk/charge', side: 'a', unit: 'a1', target: 'b1' })
    const e = t.game.events.find((x) => x.type === 'sk/charged')!
    expect(renderMessage(e.text!, { rules: t.game.rules, state: t.state, lang: 'fr' })).toBe('Chevaliers charge Piquiers de dos')
    expect(renderMessage(e.text!, { rules: t.game.rules, state: t.state, lang: 'en' })).toBe(e.message)
  })
})
