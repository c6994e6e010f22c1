import { createGame, seedRng, type CombatResolvedEvent, type Game } from '@hexes/core'
import { hexesMed } from '@hexes/plugin-hexes-med'
import { findScenario } from '@hexes/registry'
import { describe, expect, it } from 'vitest'
import { changedHexesMed } from '../../test/fixtures/changedHexesMed'
import { chooseAction, type ChoicePolicy } from '../client/chooseAction'
import { replayLog, type LoggedStep } from './replayLog'

const scenario = findScenario('teaching-ford')
/** A server game's secret seed (the hmac-sha256 generator, as the server plays). */
const secret = (n: number): string => n.toString(16).padStart(64, '0')

/** Plays `count` scripted actions under the shipped HEXES Med and logs them as the server does. */
function play(policy: ChoicePolicy, count: number, seed: number): { log: LoggedStep[]; game: Game; combats: { seq: number; result: unknown }[] } {
  const game = createGame({ scenario, plugins: [hexesMed], seed: secret(seed), rng: 'hmac-sha256' })
  const rand = seedRng(seed + 1000)
  const log: LoggedStep[] = []
  const combats: { seq: number; result: unknown }[] = []
  for (let seq = 1; seq <= count && !game.state.result; seq++) {
    const action = chooseAction(game.legalActions(), rand, policy)!
    const r = game.act(action)
    if (!r.ok) throw new Error(r.message)
    log.push({ seq, action, stateHash: game.hash() })
    for (const e of r.events) if (e.type === 'combatResolved') combats.push({ seq, result: (e as CombatResolvedEvent).outcome.data.result })
  }
  return { log, game, combats }
}

describe('migrate/replayLog', () => {
  it('finds the first combat whose outcome the changed CRT alters', () => {
    const { log, combats } = play('combat', 120, 7)
    const first = combats.find((c) => c.result !== 'DE')
    expect(first, 'the scripted game has a combat with another result than DE').toBeDefined()
    const d = replayLog(createGame({ scenario, plugins: [changedHexesMed], seed: secret(7), rng: 'hmac-sha256' }), log)
    expect(d?.seq).toBe(first!.seq)
  })

  it('reports nothing for the same rules, and for a game of moves only under the changed CRT', () => {
    const combat = play('combat', 60, 3)
    expect(replayLog(createGame({ scenario, plugins: [hexesMed], seed: secret(3), rng: 'hmac-sha256' }), combat.log)).toBeNull()
    const moves = play('moves', 60, 5)
    expect(moves.combats).toEqual([])
    expect(replayLog(createGame({ scenario, plugins: [changedHexesMed], seed: secret(5), rng: 'hmac-sha256' }), moves.log)).toBeNull()
  })

  it('reports a logged hash that the replay does not reach', () => {
    const { log } = play('moves', 10, 9)
    const forged = log.map((s, i) => (i === 4 ? { ...s, stateHash: '0'.repeat(16) } : s))
    expect(replayLog(createGame({ scenario, plugins: [hexesMed], seed: secret(9), rng: 'hmac-sha256' }), forged)).toMatchObject({ seq: 5, kind: 'hash' })
  })
})
