import { createGame, hashScenario, parseScenario, type Scenario } from '@hexes/core'
import { hexesMed } from '@hexes/plugin-hexes-med'
import { skirmish, skirmishDice } from '@hexes/plugin-skirmish'
import { skirmishMorale } from '@hexes/plugin-skirmish-morale'
import { successiveWaves } from '@hexes/plugin-successive-waves'
import { victoryPoints } from '@hexes/plugin-victory-points'
import { warMachines } from '@hexes/plugin-war-machines'
import { flyers } from '@hexes/plugin-flyers'
import { describe, expect, it } from 'vitest'
import { builtinScenarios, findScenario } from './index'

const plugins = [hexesMed, successiveWaves, skirmish, skirmishDice, skirmishMorale, warMachines, flyers, victoryPoints]

describe('scenarios', () => {
  it.each(builtinScenarios.map((s) => [(s as Scenario).id, s]))('%s validates and starts a game (HM-GEN-2: a scenario is pure data)', (_id, raw) => {
    const scenario = parseScenario(raw)
    const game = createGame({ scenario, plugins, seed: 1 })
    expect(game.state.turn.turn).toBe(1)
    expect(game.state.turn.activeSide).toBe(scenario.firstSide)
    // The first side has something to do in its first player turn (a skirmish turn opens with its charge step, empty at the start).
    for (let i = 0; i < game.rules.phases.length && game.legalActions().every((a) => a.type === 'end-phase'); i++) game.act({ type: 'end-phase', side: game.state.turn.activeSide! })
    expect(game.state.turn.activeSide).toBe(scenario.firstSide)
    expect(game.legalActions().length).toBeGreaterThan(1)
    expect(scenario.history?.length ?? 0).toBeGreaterThan(200)
    expect(scenario.designNotes?.length ?? 0).toBeGreaterThan(200)
  })

  it('HM-GEN-1 ancient (Cannae) and medieval (Hastings) scenarios load with the same HM plugin set', () => {
    for (const id of ['cannae-216bc', 'hastings-1066']) {
      const s = parseScenario(findScenario(id))
      expect(s.plugins.map((p) => p.id)).toEqual(['hexes-med'])
      expect(() => createGame({ scenario: s, plugins: [hexesMed] })).not.toThrow()
    }
  })

  it('ids are unique and content hashes are stable', () => {
    const ids = builtinScenarios.map((s) => (s as Scenario).id)
    expect(new Set(ids).size).toBe(ids.length)
    const h = hashScenario(parseScenario(findScenario('teaching-ford')))
    expect(hashScenario(parseScenario(findScenario('teaching-ford')))).toBe(h)
  })

  it('removing Successive Waves from Isandlwana gives a valid HEXES Med game', () => {
    const raw = findScenario('isandlwana-1879') as Scenario
    const plain = { ...raw, plugins: raw.plugins.filter((p) => p.id !== 'successive-waves') }
    const game = createGame({ scenario: plain, plugins: [hexesMed] })
    expect(game.rules.phases.map((p) => p.slot)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8'])
  })

  it('the loader refuses Successive Waves without a base rule set, with a clear message', () => {
    const raw = findScenario('isandlwana-1879') as Scenario
    const swOnly = { ...raw, plugins: raw.plugins.filter((p) => p.id === 'successive-waves') }
    expect(() => createGame({ scenario: swOnly, plugins })).toThrowError(/needs a plugin providing "base-rules"/)
  })
})
