import { createGame, loadGame, type Game } from '@hexes/core'
import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { hexesMed } from './hexesMedPlugin'
import { endPhase, hmScenario, move } from './testing/hmFixtures'

installMatchers()

const scenario = hmScenario({
  units: [
    { id: 'a1', hex: '1,1', type: 'light-cavalry' },
    { id: 'a2', hex: '2,1' },
    { id: 'b1', side: 'b', hex: '5,5' },
    { id: 'b2', side: 'b', hex: '6,5', reduced: true },
  ],
  leaders: [{ id: 'la', side: 'a', name: 'Leader A', unit: 'a1' }],
})

function act(game: Game, action: unknown): void {
  expect(game.act(action)).toBeAccepted()
}

/** Answers pending decisions (retreat hex, loss, advance) with the first legal answer. */
function settle(game: Game): void {
  while (game.state.pending.length > 0) act(game, game.legalActions()[0])
}

/** A deterministic player: `n` times the first legal action (a move, a transfer, an attack, an answer...). */
function autoplay(game: Game, n: number): void {
  for (let i = 0; i < n && !game.state.result; i++) act(game, game.legalActions()[0])
}

describe('hexes-med/asynchronous play', () => {
  it('HM-GEN-4 saves after side 1\'s combat, reloads from JSON and continues to the same state', () => {
    const game = createGame({ scenario, plugins: [hexesMed], seed: 7 })
    // Side 1: a move in two orders, another move, an attack (dice from the seeded PRNG).
    for (const a of [move('a1', '1,3'), move('a1', '5,4'), move('a2', '2,3'), endPhase('a'), endPhase('a')]) act(game, a)
    act(game, { type: 'attack', side: 'a', attackers: ['a1'], defender: 'b2', mode: 'close' })
    settle(game)
    act(game, endPhase('a'))
    expect(game.state.turn).toMatchObject({ phase: 'movement', activeSide: 'b' })
    expect(game.events.some((e) => e.type === 'combatResolved')).toBe(true)
    expect(JSON.parse(JSON.stringify(game.state))).toEqual(game.state) // the state itself is plain JSON

    // Another process: only the JSON of the save file and the scenario cross over.
    const file = JSON.parse(JSON.stringify(game.save()))
    const resumed = loadGame(file, { scenario: JSON.parse(JSON.stringify(scenario)), plugins: [hexesMed] })
    expect(resumed.hash()).toBe(game.hash())
    expect(resumed.state).toEqual(game.state)

    // Side 2 plays on in both; the same orders give the same states, dice included.
    autoplay(resumed, 40)
    autoplay(game, 40)
    expect(resumed.hash()).toBe(game.hash())
    expect(resumed.log).toEqual(game.log)

    // Replaying the whole log from the seed gives the identical state hash.
    const replayed = loadGame(JSON.parse(JSON.stringify(resumed.save())), { scenario, plugins: [hexesMed] })
    expect(replayed.hash()).toBe(resumed.hash())
  })
})
