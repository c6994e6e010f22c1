import { buildRules, createGame, hashScenario, parseScenario, scenarioTexts, scenarioVariant, variantMixIssues, type Scenario } from '@hexes/core'
import { hexesMed } from '@hexes/plugin-hexes-med'
import { skirmish, skirmishDice } from '@hexes/plugin-skirmish'
import { skirmishMorale } from '@hexes/plugin-skirmish-morale'
import { successiveWaves } from '@hexes/plugin-successive-waves'
import { describe, expect, it } from 'vitest'
import { builtinScenarios, findScenario } from './index'

const plugins = [hexesMed, successiveWaves, skirmish, skirmishDice, skirmishMorale]
const hastings = () => parseScenario(findScenario('hastings-1066'))

describe('scenarios/variants', () => {
  it('every variant of a shipped scenario changes the mix as written, loads its rule mix and starts a game', () => {
    let n = 0
    for (const raw of builtinScenarios) {
      const s = parseScenario(raw)
      expect(variantMixIssues(s), s.id).toEqual([])
      for (const v of s.variants ?? []) {
        const game = createGame({ scenario: scenarioVariant(s, v.id), plugins, seed: 1 })
        expect(game.state.turn.turn, `${s.id} ${v.id}`).toBe(1)
        n++
      }
    }
    expect(n).toBeGreaterThan(0)
  })

  it('I-02 Hastings with skirmish dice: HEXES Med as written plus skirmish-dice (its charge bonus on clear ground only: HM-CHG-3, never up the ridge), every unit with its adapter HP pool and a facing (I-11)', () => {
    const s = hastings()
    const v = scenarioVariant(s, 'skirmish-dice')
    expect(v.plugins).toEqual([{ id: 'hexes-med', config: s.plugins[0]!.config }, { id: 'skirmish-dice', config: { adapter: { charge: { clearTerrain: true } } } }])
    const game = createGame({ scenario: v, plugins, seed: 1 })
    expect(game.rules.plugins.map((p) => p.id)).toEqual(['hexes-med', 'skirmish-dice'])
    expect(game.state.units.every((u) => u.stats.sk?.hp === 6 && u.stats.sk.startHp === 6 && u.facing !== undefined)).toBe(true)
  })

  it('I-03 Hastings with panic: the skirmish dice variant plus the skirmish morale rules, the rumour of the duke\'s death as panic tests of the Breton division at the start of turn 4', () => {
    const s = hastings()
    const v = scenarioVariant(s, 'panic')
    expect(v.plugins.map((p) => p.id)).toEqual(['hexes-med', 'skirmish-dice', 'skirmish-morale'])
    expect(v.plugins[1]).toEqual(scenarioVariant(s, 'skirmish-dice').plugins[1])
    expect(v.plugins[2]!.config).toEqual({ orderedTests: ['n-li-1', 'n-ar-1', 'n-hi-1', 'n-hc-1'].map((unit) => ({ unit, turn: 4 })) })
    const game = createGame({ scenario: v, plugins, seed: 1 })
    expect(game.rules.plugins.map((p) => p.id)).toEqual(['hexes-med', 'skirmish-dice', 'skirmish-morale'])
    const en = scenarioTexts(s, 'en').variants['panic']!
    const fr = scenarioTexts(s, 'fr').variants['panic']!
    expect([en.name, fr.name]).toEqual(['Skirmish dice and panic', 'Dés d\'escarmouche et panique'])
    for (const words of [/HEXES Med's morale test/, /the duke is dead/, /turn 4/, /helmet raised/]) expect(en.description).toMatch(words)
    for (const words of [/test de moral de HEXES Med/, /le duc est mort/, /tour 4/, /casque relevé/]) expect(fr.description).toMatch(words)
  })

  it('Hastings as written is the game it was: its variants change neither its mix, nor its hash, nor its first state', () => {
    const s = hastings()
    const { variants, translations: _texts, ...plain } = s
    expect(variants?.map((v) => v.id)).toEqual(['skirmish-dice', 'panic'])
    expect(s.plugins.map((p) => p.id)).toEqual(['hexes-med'])
    expect(hashScenario(s)).toBe(hashScenario(plain as Scenario))
    expect(createGame({ scenario: s, plugins, seed: 7 }).hash()).toBe(createGame({ scenario: plain as Scenario, plugins, seed: 7 }).hash())
    expect(buildRules(s, plugins).plugins.map((p) => p.id)).toEqual(['hexes-med'])
  })

  it('the variant says what changes for the player, in English and in French', () => {
    const s = hastings()
    const en = scenarioTexts(s, 'en').variants['skirmish-dice']!
    const fr = scenarioTexts(s, 'fr').variants['skirmish-dice']!
    expect(en.name).toBe('Skirmish dice')
    expect(fr.name).toBe('Dés d\'escarmouche')
    for (const words of [/combat results table/, /pool of dice/, /half or less \(3 HP\) it is reduced/, /last hex they entered/, /never up the ridge/, /push it back a hex/]) expect(en.description).toMatch(words)
    for (const words of [/table des résultats de combat/, /réserve de dés/, /moitié ou moins \(3 PV\) elle est réduite/, /dernier hexagone/, /jamais en montant sur la crête/, /reculer d'un hexagone/]) expect(fr.description).toMatch(words)
  })
})
