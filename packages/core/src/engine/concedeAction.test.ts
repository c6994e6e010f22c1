import { describe, expect, it } from 'vitest'
import { renderMessage } from '../i18n/renderMessage'
import { resultText } from './phaseFlow'
import { createGame, loadGame } from './createGame'
import { attack, endPhase, move, play, testGame, testPlugins, testScenario } from './testPlugins.fixture'

const units = [{ id: 'a1', hex: '2,3' }, { id: 'b1', side: 'b', hex: '2,4' }, { id: 'b2', side: 'b', hex: '6,6' }]
const concede = (side: string) => ({ type: 'concede', side })

describe('core/concede', () => {
  it('core/concede: the side not acting concedes in the middle of the other side\'s phase; the other side wins at once', () => {
    const game = testGame({ units })
    play(game, move('a1', '3,3'))
    expect(game.state.turn.activeSide).toBe('a')
    const r = game.act(concede('b'))
    expect(r.ok).toBe(true)
    expect(game.state.result).toEqual({ winner: 'a', condition: 'conceded', ruleId: 'core/concede', message: 'The opponent concedes' })
    expect(game.state.turn).toMatchObject({ phase: 'game-over', activeSide: null })
    expect(game.events.at(-1)).toMatchObject({ type: 'gameOver', winner: 'a', condition: 'conceded', ruleId: 'core/concede' })
  })

  it('core/concede: the acting side may concede too, and either side while a decision is pending', () => {
    const active = testGame({ units })
    play(active, concede('a'))
    expect(active.state.result?.winner).toBe('b')
    for (const side of ['a', 'b']) {
      const game = testGame({ units }, { dice: [3, 3] })
      play(game, endPhase('a'), attack('a', ['a1'], 'b1'))
      expect(game.state.pending).toHaveLength(1)
      expect(game.check(concede(side))).toBeUndefined()
      play(game, concede(side))
      expect(game.state.result?.winner).toBe(side === 'a' ? 'b' : 'a')
      expect(game.state.pending).toEqual([])
    }
  })

  it('core/concede: never listed by legalActions (bots never concede), never undone, refused once the game is over', () => {
    const game = testGame({ units })
    expect(game.legalActions().some((a) => a.type === 'concede')).toBe(false)
    play(game, concede('a'))
    expect(game.canUndo).toBe(false)
    expect(game.act(concede('b'))).toMatchObject({ ok: false, code: 'game/over' })
    expect(game.act(concede('a'))).toMatchObject({ ok: false, code: 'game/over' })
  })

  it('core/concede: refuses an unknown side, an extra field, and a game of three sides (concede/not-two-sides)', () => {
    const game = testGame({ units })
    expect(game.act(concede('c'))).toMatchObject({ ok: false, code: 'action/unknown-side' })
    expect(game.act({ ...concede('a'), why: 'tired' })).toMatchObject({ ok: false, code: 'action/malformed' })
    const scenario = testScenario({ units })
    const three = createGame({ scenario: { ...scenario, sides: [...scenario.sides, { id: 'c', name: 'Side C', edges: [] }] }, plugins: testPlugins })
    const before = three.hash()
    expect(three.act(concede('c'))).toMatchObject({ ok: false, code: 'concede/not-two-sides', ruleId: 'core/concede' })
    expect(three.hash()).toBe(before)
    expect(three.state.result).toBeNull()
  })

  it('core/concede: the result reads in English and French, and a conceded game replays from its save', () => {
    const game = testGame({ units })
    play(game, move('a1', '3,3'), concede('b'))
    const text = resultText(game.state.result!)
    expect(renderMessage(text, { rules: game.rules, lang: 'en' })).toBe('The opponent concedes')
    expect(renderMessage(text, { rules: game.rules, lang: 'fr' })).toBe("L'adversaire abandonne")
    const loaded = loadGame(JSON.parse(JSON.stringify(game.save())), { scenario: game.rules.scenario, plugins: testPlugins })
    expect(loaded.hash()).toBe(game.hash())
  })
})
