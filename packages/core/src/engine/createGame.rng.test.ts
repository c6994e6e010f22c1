import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DiceError } from '../dice/DiceError'
import { createGame, loadGame } from './createGame'
import { fordGame, fordUnderTestRules, playToEnd } from './fordGame.fixture'
import { hashState } from './hashState'
import { saveFileSchema } from './SaveFile'
import { testPlugins } from './testPlugins.fixture'

const ford: unknown = JSON.parse(readFileSync(new URL('../../../../scenarios/teaching-ford.json', import.meta.url), 'utf8'))
const KEY = '5a'.repeat(32)

describe('core/createGame: the dice generator (GAP-X-01)', () => {
  it('plays a whole game on hmac-sha256 dice, and its save replays to the same hash', () => {
    const game = playToEnd(fordGame(ford, { seed: KEY }), 'whole-game')
    expect(game.state.result).not.toBeNull()
    expect(game.rng).toBe('hmac-sha256')
    expect(game.state.rng).toMatchObject({ algo: 'hmac-sha256', key: KEY })
    const save = JSON.parse(JSON.stringify(game.save()))
    expect(save.rng).toBe('hmac-sha256')
    const loaded = loadGame(save, { scenario: fordUnderTestRules(ford), plugins: testPlugins })
    expect(loaded.hash()).toBe(game.hash())
    expect(loaded.state.rng).toEqual(game.state.rng)
    expect(hashState(loaded.state)).toBe(hashState(game.state))
  })

  it('keeps sfc32 the default: no rng field in the save, and an old save without it loads as sfc32', () => {
    const game = playToEnd(fordGame(ford, { seed: 7, rng: 'sfc32' }), 'default', 60)
    const plain = playToEnd(createGame({ scenario: fordUnderTestRules(ford), plugins: testPlugins, seed: 7 }), 'default', 60)
    expect(plain.rng).toBe('sfc32')
    expect(plain.state.rng.algo).toBe('sfc32')
    expect(plain.hash()).toBe(game.hash())
    const save = game.save()
    expect('rng' in save).toBe(false)
    expect(loadGame(save, { scenario: fordUnderTestRules(ford), plugins: testPlugins }).hash()).toBe(game.hash())
  })

  it('refuses a secret seed that is not 64 lowercase hex characters (dice/invalid-argument), in a save with its path', () => {
    for (const seed of [1, 'hastings-1066', KEY.toUpperCase()]) {
      let thrown: unknown
      try {
        fordGame(ford, { seed })
      } catch (e) {
        thrown = e
      }
      expect(thrown).toBeInstanceOf(DiceError)
      expect((thrown as DiceError).code).toBe('dice/invalid-argument')
    }
    const save = { ...fordGame(ford, { seed: KEY }).save(), seed: 'not-hex' }
    const parsed = saveFileSchema.safeParse(save)
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.path).toEqual(['seed'])
  })
})
