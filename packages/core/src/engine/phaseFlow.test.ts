import { injectable } from 'tsyringe'
import { describe, expect, it } from 'vitest'
import type { HookRegistry } from '../hooks/HookRegistry'
import { definePlugin } from '../plugin/definePlugin'
import { checkInvariants } from './checkInvariants'
import { createGame } from './createGame'
import type { MessageRef } from '../i18n/MessageRef'
import { renderMessage } from '../i18n/renderMessage'
import { endGame } from './phaseFlow'
import { attack, endPhase, play, testGame, testPlugins, testScenario, testState } from './testPlugins.fixture'

const units = [
  { id: 'a1', hex: '2,2' },
  { id: 'b1', side: 'b', hex: '2,3' },
  { id: 'b2', side: 'b', hex: '6,6' },
]

/** Ends phases until the game reaches `phase` of `side` (or the game ends). */
const endPhases = (n: number, game: ReturnType<typeof testGame>) => {
  for (let i = 0; i < n; i++) play(game, endPhase(game.state.turn.activeSide!))
}

describe('core/phaseFlow', () => {
  it('HM-SEQ-1/2 starts turn 1 in the first player phase of Camp 1', () => {
    const game = testGame({ units })
    expect(game.state.turn).toEqual({ turn: 1, timeTrack: 1, lastTurn: 3, phaseIndex: 0, phase: 'movement', activeSide: 'a' })
    expect(game.events.map((e) => e.type)).toEqual(['phaseStarted'])
    expect(checkInvariants(game.rules, game.state)).toEqual([])
  })

  it('HM-SEQ-6 runs the automatic phases, then the turn and the time track advance', () => {
    const game = testGame({ units })
    const seen: string[] = []
    for (let i = 0; i < 4; i++) {
      seen.push(`${game.state.turn.phase}:${game.state.turn.activeSide}`)
      play(game, endPhase(game.state.turn.activeSide!))
    }
    expect(seen).toEqual(['movement:a', 'combat:a', 'movement:b', 'combat:b'])
    expect(game.state.turn).toMatchObject({ turn: 2, timeTrack: 2, phaseIndex: 0, phase: 'movement', activeSide: 'a' })
    // The plugin's automatic phase and the end-of-turn hook ran exactly once.
    expect(testState(game.state)).toMatchObject({ autoRuns: 1, endOfTurn: 1 })
    const last = game.events.slice(-5).map((e) => `${e.type}:${e.ruleId}`)
    expect(last).toEqual(['phaseStarted:TEST-1', 'phaseStarted:TEST-1', 'phaseStarted:TEST-1', 'turnEnded:core/turn-end', 'phaseStarted:TEST-1'])
    expect(checkInvariants(game.rules, game.state)).toEqual([])
  })

  it('HM-END-1/3 ends the game after the last turn with the default result', () => {
    const game = testGame({ units, turns: 2 })
    endPhases(7, game)
    expect(game.state.result).toBeNull()
    expect(game.state.turn).toMatchObject({ turn: 2, timeTrack: 2 })
    play(game, endPhase('b'))
    expect(game.state.result).toEqual({ winner: 'b', condition: 'default', ruleId: 'core/victory-default', message: 'Side B holds out' })
    expect(game.state.turn).toMatchObject({ phase: 'game-over', activeSide: null, timeTrack: 3 })
    expect(game.events.at(-1)).toMatchObject({ type: 'gameOver', winner: 'b', condition: 'default' })
    expect(game.legalActions()).toEqual([])
    expect(checkInvariants(game.rules, game.state)).toEqual([])
  })

  it('HM-SEQ-6 the end of a turn names the turn that begins and the time box, as the tracks show them; the last turn says so', () => {
    const game = testGame({ units, turns: 2 })
    endPhases(4, game)
    const render = (e: { text?: MessageRef }, lang: string) => renderMessage(e.text!, { rules: game.rules, state: game.state, lang })
    const first = game.events.find((e) => e.type === 'turnEnded')!
    expect(first).toMatchObject({ turn: 1, timeTrack: 2, message: 'End of turn 1; turn 2 begins, time 2 / 2' })
    expect(game.state.turn).toMatchObject({ turn: 2, timeTrack: 2 })
    expect(render(first, 'en')).toBe(first.message)
    expect(render(first, 'fr')).toBe('Fin du tour 1 ; début du tour 2, temps 2 / 2')
    endPhases(4, game)
    const last = game.events.filter((e) => e.type === 'turnEnded').at(-1)!
    expect(last).toMatchObject({ turn: 2, timeTrack: 3, message: 'End of turn 2, the last: the time track has passed its last box (2)' })
    expect(render(last, 'en')).toBe(last.message)
    expect(render(last, 'fr')).toBe('Fin du tour 2, le dernier : le compteur du temps a dépassé sa dernière case (2)')
  })

  it('HM-END-1 evaluates endOfGame conditions when the last turn ends', () => {
    const game = testGame({ units: [{ id: 'a1', hex: '0,0' }, ...units.slice(1)], turns: 1 })
    endPhases(4, game)
    expect(game.state.result).toMatchObject({ winner: 'a', condition: 'corner', ruleId: 'core/victory-end-of-game' })
  })

  it('HM-SEQ-5 evaluates endOfTurn conditions in the victory phase, before the turn ends', () => {
    const victory = {
      conditions: [{ id: 'two-turns', winner: 'a', timing: 'endOfTurn' as const, kind: 'plugin' as const, plugin: 'core-test', params: { turns: 1 }, text: 'A lasted a turn' }],
      default: { winner: 'b', text: 'B holds' },
    }
    const game = testGame({ units, victory })
    endPhases(4, game) // turn 1: the plugin condition is false at its victory phase
    expect(game.state.result).toBeNull()
    endPhases(4, game) // turn 2: true at the victory phase
    expect(game.state.result).toMatchObject({ winner: 'a', condition: 'two-turns' })
    expect(game.state.turn).toMatchObject({ turn: 2, timeTrack: 2 })
    expect(testState(game.state)).toMatchObject({ endOfTurn: 1, autoRuns: 1 })
  })

  it('GAP-HM-10 an immediate condition ends the game at once, and every later action gets game/over', () => {
    const victory = {
      conditions: [{ id: 'kill-b1', winner: 'a', timing: 'immediate' as const, kind: 'unitEliminated' as const, unit: 'b1', text: 'b1 is gone' }],
      default: { winner: 'b', text: 'B holds' },
    }
    const game = testGame({ units, victory }, { dice: [6, 1] })
    play(game, endPhase('a'), attack('a', ['a1'], 'b1'))
    expect(game.state.result).toMatchObject({ winner: 'a', condition: 'kill-b1' })
    const hash = game.hash()
    for (const action of [endPhase('a'), endPhase('b'), { type: 'move', side: 'a', unit: 'a1', to: '2,3' }, { type: 'no-such-action', side: 'a' }, { type: 'end-phase', side: 'a', extra: 1 }]) {
      expect(game.act(action)).toMatchObject({ ok: false, code: 'game/over' })
    }
    expect(game.hash()).toBe(hash)
  })

  it('a game ended by a phaseEnd hook stays over: the next phase is not entered', () => {
    @injectable()
    class Sudden {
      apply(hooks: HookRegistry) {
        hooks.phaseEnd.tap('sudden', (ctx) => {
          if (ctx.phase.slot === '2') endGame(ctx, { winner: 'a', condition: 'sudden', ruleId: 'TEST-8', message: 'A wins at the end of its combat' })
        })
      }
    }
    const sudden = definePlugin({ manifest: { id: 'sudden', name: 'Sudden', version: '0.1.0', engine: '^0.1.0' }, plugin: Sudden })
    const game = createGame({ scenario: testScenario({ units, plugins: [{ id: 'core-test' }, { id: 'sudden' }] }), plugins: [...testPlugins, sudden] })
    play(game, endPhase('a'), endPhase('a'))
    expect(game.state.result).toMatchObject({ winner: 'a', condition: 'sudden' })
    expect(game.state.turn).toMatchObject({ phaseIndex: 1, phase: 'game-over', activeSide: null })
    expect(game.events.at(-1)).toMatchObject({ type: 'gameOver' })
    expect(checkInvariants(game.rules, game.state)).toEqual([])
  })
})
