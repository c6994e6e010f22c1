import { describe, expect, it } from 'vitest'
import { EngineError } from '../errors/EngineError'
import { createGame, loadGame } from './createGame'
import type { Game } from './Game'
import type { SaveFile } from './SaveFile'
import { attack, endPhase, move, play, stubPlugin, testGame, testPlugins, testScenario } from './testPlugins.fixture'

const units = [
  { id: 'a1', hex: '2,2' },
  { id: 'a2', hex: '4,2' },
  { id: 'b1', side: 'b', hex: '2,4' },
  { id: 'b2', side: 'b', hex: '5,5' },
]
const scenario = testScenario({ units })

/** A played game with dice, its save file, and the scenario it was played on. */
function savedGame(): { game: Game; save: SaveFile } {
  const game = testGame({ units }, { seed: 99 })
  play(game, move('a1', '2,3'), endPhase('a'), attack('a', ['a1'], 'b1'))
  while (game.state.pending.length) play(game, game.legalActions()[0]!)
  play(game, endPhase('a'))
  return { game, save: JSON.parse(JSON.stringify(game.save())) }
}

/** The EngineError thrown by `fn`. */
function engineError(fn: () => unknown): EngineError {
  try {
    fn()
  } catch (e) {
    expect(e).toBeInstanceOf(EngineError)
    return e as EngineError
  }
  throw new Error('expected an EngineError')
}

describe('core/createGame', () => {
  it('accepts raw scenario JSON and validates it', () => {
    const game = createGame({ scenario: JSON.parse(JSON.stringify(scenario)), plugins: testPlugins, seed: 'abc' })
    expect(game.seed).toBe('abc')
    expect(game.state.units.map((u) => u.hex)).toEqual(['2,2', '4,2', '2,4', '5,5'])
    expect(engineError(() => createGame({ scenario: { ...scenario, turns: 0 }, plugins: testPlugins }))).toMatchObject({ code: 'scenario/invalid', issues: [{ path: 'turns' }] })
  })

  it('refuses an unknown plugin id, naming plugins[0].id', () => {
    const e = engineError(() => createGame({ scenario: { ...scenario, plugins: [{ id: 'hexes-medd' }] }, plugins: testPlugins }))
    expect(e).toMatchObject({ code: 'loader/invalid-mix', issues: [{ code: 'loader/unknown-plugin', path: 'plugins[0].id' }] })
  })

  it('refuses a bad plugin config, naming the field', () => {
    const e = engineError(() => createGame({ scenario: { ...scenario, plugins: [{ id: 'core-test', config: { mp: 99, minimumMove: 'yes' } }] }, plugins: testPlugins }))
    expect(e.issues.map((i) => [i.code, i.path])).toEqual([
      ['loader/bad-config', 'plugins[0].config.mp'],
      ['loader/bad-config', 'plugins[0].config.minimumMove'],
    ])
  })
})

describe('core/loadGame: bad save files', () => {
  /** Loading must fail with `save/invalid` (or `code`) and an issue `issue`, touching nothing. */
  function refused(save: unknown, code: string, issue?: { code?: string; path?: string }, options = { scenario: scenario as unknown, plugins: testPlugins }) {
    const text = JSON.stringify(save)
    const e = engineError(() => loadGame(save, options))
    expect(e.code).toBe(code)
    if (issue) expect(e.issues).toContainEqual(expect.objectContaining(issue))
    expect(JSON.stringify(save)).toBe(text)
    return e
  }

  it('accepts its own save, and the original game is untouched by loading', () => {
    const { game, save } = savedGame()
    const hash = game.hash()
    const copy = loadGame(save, { scenario, plugins: testPlugins })
    expect(copy.hash()).toBe(hash)
    expect(copy).not.toBe(game)
    expect(game.hash()).toBe(hash)
  })

  it('refuses a malformed file with the path of the bad field', () => {
    const { save } = savedGame()
    refused('not a save', 'save/invalid', { code: 'save/invalid_type', path: '' })
    refused({ ...save, format: 'hexes-save/2' }, 'save/invalid', { code: 'save/invalid_value', path: 'format' })
    const { stateHash: _gone, ...noHash } = save
    refused(noHash, 'save/invalid', { code: 'save/invalid_type', path: 'stateHash' })
    refused({ ...save, cheat: true }, 'save/invalid', { code: 'save/unrecognized_keys', path: 'cheat' })
    refused({ ...save, actions: [...save.actions, 'end-phase'] }, 'save/invalid', { path: `actions[${save.actions.length}]` })
    refused(JSON.parse(JSON.stringify(save).replace('"seed":99', '"seed":99,"__proto__":{"x":1}')), 'save/invalid', { code: 'json/forbidden-key', path: '__proto__' })
  })

  it('refuses a save made for another scenario (save/scenario-id)', () => {
    const { save } = savedGame()
    refused(save, 'save/invalid', { code: 'save/scenario-id', path: 'scenario.id' }, { scenario: { ...scenario, id: 'other-battle' }, plugins: testPlugins })
  })

  it('refuses a save whose scenario was edited since (save/scenario-changed)', () => {
    const { save } = savedGame()
    refused(save, 'save/invalid', { code: 'save/scenario-changed', path: 'scenario.hash' }, { scenario: { ...scenario, turns: 4 }, plugins: testPlugins })
    refused({ ...save, scenario: { ...save.scenario, hash: '0123456789abcdef' } }, 'save/invalid', { code: 'save/scenario-changed' })
  })

  it('refuses a save naming a plugin the host does not have (save/unknown-plugin)', () => {
    const { save } = savedGame()
    refused({ ...save, plugins: [...save.plugins, { id: 'ghost', version: '1.0.0' }] }, 'save/invalid', { code: 'save/unknown-plugin', path: 'plugins[1].id' })
    refused(save, 'save/invalid', { code: 'save/unknown-plugin', path: 'plugins[0].id' }, { scenario, plugins: [stubPlugin({ id: 'other' })] })
  })

  it('refuses a save made with another version of a plugin (save/plugin-version)', () => {
    const { save } = savedGame()
    refused({ ...save, plugins: [{ id: 'core-test', version: '1.2.2' }] }, 'save/invalid', { code: 'save/plugin-version', path: 'plugins[0].version' })
  })

  it('refuses a save whose plugin list differs from the scenario (save/plugin-mix)', () => {
    const { save } = savedGame()
    refused({ ...save, plugins: [] }, 'save/invalid', { code: 'save/plugin-mix', path: 'plugins' })
  })

  it('refuses a tampered action log: the replay rejects it (save/replay-rejected)', () => {
    const { save } = savedGame()
    const actions = save.actions.map((a) => ({ ...a }))
    actions[0] = { ...actions[0], to: '2,7' } // a1 cannot reach 2,7
    const e = refused({ ...save, actions }, 'save/replay-rejected')
    expect(e.message).toContain('#0')
    expect(e.message).toContain('move/too-far')
    // The rejection itself is the cause, with its text for any language.
    expect(e.cause).toMatchObject({ ok: false, code: 'move/too-far', text: { key: 'move/too-far' } })
    // An action that no longer fits its phase.
    refused({ ...save, actions: [save.actions[1], ...save.actions] }, 'save/replay-rejected')
  })

  it('refuses a tampered final hash (save/hash-mismatch), and a log cut short', () => {
    const { save } = savedGame()
    refused({ ...save, stateHash: 'ffffffffffffffff' }, 'save/hash-mismatch')
    refused({ ...save, actions: save.actions.slice(0, -1) }, 'save/hash-mismatch')
    refused({ ...save, seed: 100 }, 'save/hash-mismatch')
  })

  it('reports several problems at once', () => {
    const { save } = savedGame()
    const e = refused({ ...save, plugins: [{ id: 'core-test', version: '9.9.9' }, { id: 'ghost', version: '1.0.0' }] }, 'save/invalid')
    expect(e.issues.map((i) => i.code)).toEqual(['save/plugin-version', 'save/unknown-plugin'])
  })
})
