import { describe, expect, it } from 'vitest'
import { DiceError } from '../dice/DiceError'
import { nextUint32 } from '../dice/rng'
import { d6 } from '../dice/standardDice'
import { definePlugin } from '../plugin/definePlugin'
import type { HookRegistry } from '../hooks/HookRegistry'
import type { PluginApi } from '../plugin/PluginApi'
import { z } from 'zod'
import { injectable } from 'tsyringe'
import { createGame, loadGame } from './createGame'
import type { Game } from './Game'
import { attack, coreTestPlugin, endPhase, move, play, testGame, testPlugins, testScenario, type TestScenarioOptions } from './testPlugins.fixture'

const units: TestScenarioOptions['units'] = [
  { id: 'a1', hex: '2,2' },
  { id: 'a2', hex: '4,2' },
  { id: 'b1', side: 'b', hex: '2,4' },
  { id: 'b2', side: 'b', hex: '5,5' },
]

/** Everything `undo` must restore, by identity. */
const snapshot = (g: Game) => ({ state: g.state, log: g.log.length, events: g.events.length, hash: g.hash() })

describe('core/Game: undo', () => {
  it('takes back one action at a time, restoring the very same state, log and events', () => {
    const game = testGame({ units })
    const s0 = snapshot(game)
    play(game, move('a1', '2,3'))
    const s1 = snapshot(game)
    play(game, { type: 'test/rally', side: 'a', unit: 'a2' })
    expect(game.canUndo).toBe(true)
    expect(game.undo()).toMatchObject({ ok: true })
    expect(snapshot(game)).toEqual(s1)
    expect(game.state).toBe(s1.state)
    expect(game.undo()).toMatchObject({ ok: true, state: s0.state })
    expect(snapshot(game)).toEqual(s0)
    expect(game.canUndo).toBe(false)
    expect(game.undo()).toMatchObject({ ok: false, code: 'undo/irreversible' })
    // The undone move can be played again (the plugin's "moved" flag went back too).
    expect(game.act(move('a1', '2,3'))).toMatchObject({ ok: true })
  })

  it('core/undo takes back an end of phase while no die was rolled and the next side has not acted', () => {
    const game = testGame({ units })
    play(game, move('a1', '2,3'))
    const moved = snapshot(game)
    play(game, endPhase('a'))
    expect(game.state.turn.phaseIndex).toBe(1)
    expect(game.canUndo).toBe(true)
    expect(game.undo()).toMatchObject({ ok: true, state: moved.state })
    expect(snapshot(game)).toEqual(moved)
    // and back to the start, through the move
    expect(game.undo()).toMatchObject({ ok: true })
    expect(game.log.length).toBe(0)
  })

  it('core/undo takes back an end of phase that handed the game to the other side, until that side acts', () => {
    const game = testGame({ units })
    play(game, move('a1', '2,3'), endPhase('a'), endPhase('a'))
    expect(game.state.turn.activeSide).toBe('b')
    const handed = snapshot(game)
    // b has not acted: a takes back both ends of phase
    expect(game.undo()).toMatchObject({ ok: true })
    expect(game.undo()).toMatchObject({ ok: true })
    expect(game.state.turn.phaseIndex).toBe(0)
    play(game, endPhase('a'), endPhase('a'))
    expect(game.hash()).toBe(handed.hash)
    // b moves: a's ends of phase are committed, b may still take back its own move
    play(game, move('b2', '5,6', 'b'))
    expect(game.undo()).toMatchObject({ ok: true })
    expect(snapshot(game)).toMatchObject({ log: handed.log, hash: handed.hash })
    expect(game.canUndo).toBe(false)
    expect(game.undo()).toMatchObject({ ok: false, code: 'undo/irreversible', ruleId: 'core/undo' })
  })

  it('core/undo keeps an end of phase within one side reversible while that same side acts on', () => {
    const game = testGame({ units })
    play(game, endPhase('a'), endPhase('a'), move('b2', '5,6', 'b'), endPhase('b'))
    expect(game.state.turn.activeSide).toBe('b')
    play(game, { type: 'end-phase', side: 'b' })
    // the turn ended (victory check, bookkeeping and turn end ran without dice): b's ends of
    // phase and b's move go back, not a's ends of phase before b acted
    const turns = game.state.turn.turn
    expect(turns).toBe(2)
    expect(game.undo()).toMatchObject({ ok: true })
    expect(game.undo()).toMatchObject({ ok: true })
    expect(game.undo()).toMatchObject({ ok: true })
    expect(game.state.turn).toMatchObject({ turn: 1, activeSide: 'b' })
    expect(game.log.length).toBe(2)
    expect(game.undo()).toMatchObject({ ok: false, code: 'undo/irreversible' })
  })

  it('stops at the last die roll: an attack that rolled dice cannot be taken back', () => {
    const game = testGame({ units: [{ id: 'a1', hex: '2,3' }, ...units.slice(1)] }, { seed: 7 })
    play(game, endPhase('a'), attack('a', ['a1'], 'b1'))
    const afterAttack = snapshot(game)
    expect(game.undo()).toMatchObject({ ok: false, code: 'undo/irreversible' })
    expect(snapshot(game)).toEqual(afterAttack)
  })

  it('treats an action that advanced the PRNG without the dice service as irreversible', () => {
    @injectable()
    class Sneaky {
      apply(hooks: HookRegistry, api: PluginApi) {
        hooks.phases.tap({ plugin: 'sneaky', after: ['core-test'] }, (phases) => phases.map((p) => (p.slot === '1' ? { ...p, actions: [...p.actions, 'sneak'] } : p)))
        api.defineAction({
          type: 'sneak',
          schema: z.strictObject({ type: z.literal('sneak'), side: z.string() }),
          validate: () => undefined,
          apply: ({ draft }) => void nextUint32(draft.rng),
        })
      }
    }
    const sneaky = definePlugin({ manifest: { id: 'sneaky', name: 'Sneaky', version: '0.1.0', engine: '^0.1.0' }, plugin: Sneaky })
    const scenario = testScenario({ units, plugins: [{ id: 'core-test' }, { id: 'sneaky' }] })
    const game = createGame({ scenario, plugins: [coreTestPlugin, sneaky] })
    play(game, move('a1', '2,3'), { type: 'sneak', side: 'a' })
    expect(game.undo()).toMatchObject({ ok: false, code: 'undo/irreversible' })
  })
})

describe('core/Game: replay and dice', () => {
  /** Plays a few turns with moves and attacks; returns the game. */
  function playedGame(options: { seed?: number; dice?: number[] }): Game {
    const game = testGame({ units: [{ id: 'a1', hex: '2,2' }, { id: 'a2', hex: '3,3' }, { id: 'b1', side: 'b', hex: '2,4' }, { id: 'b2', side: 'b', hex: '4,4' }], turns: 5 }, options)
    play(game, move('a1', '2,3'), endPhase('a'))
    game.act(attack('a', ['a1', 'a2'], 'b1'))
    while (game.state.pending.length) play(game, game.legalActions()[0]!)
    play(game, endPhase('a'))
    for (const a of game.legalActions()) if (a.type === 'move') {
      if (game.act(a).ok) break
    }
    play(game, endPhase('b'))
    for (const a of game.legalActions()) if (a.type === 'attack' && game.act(a).ok) break
    while (game.state.pending.length) play(game, game.legalActions()[0]!)
    return game
  }

  it('loadGame(save) replays a seeded game to the same state hash and events', () => {
    const game = playedGame({ seed: 12345 })
    expect(game.events.some((e) => e.type === 'combatResolved')).toBe(true)
    const save = game.save({ players: ['x', 'y'] })
    expect(save).toMatchObject({ format: 'hexes-save/1', seed: 12345, plugins: [{ id: 'core-test', version: '1.2.3' }], meta: { players: ['x', 'y'] } })
    expect(save.dice).toBeUndefined()
    const copy = loadGame(JSON.parse(JSON.stringify(save)), { scenario: game.rules.scenario, plugins: testPlugins })
    expect(copy.hash()).toBe(game.hash())
    expect(copy.state).toEqual(game.state)
    expect(copy.events).toEqual(game.events)
    expect(copy.log).toEqual(game.log)
  })

  it('different seeds give different dice (the seed is part of the game)', () => {
    const hashes = new Set([1, 2, 3, 4, 5, 6].map((seed) => playedGame({ seed }).hash()))
    expect(hashes.size).toBeGreaterThan(1)
  })

  it('a game with scripted dice saves the faces it used and replays with them', () => {
    const game = playedGame({ dice: [6, 1, 3, 3, 2, 5, 4, 4] })
    const save = game.save()
    expect(save.dice!.length).toBeGreaterThan(0)
    expect(save.dice).toEqual([6, 1, 3, 3, 2, 5, 4, 4].slice(0, save.dice!.length))
    expect(loadGame(save, { scenario: game.rules.scenario, plugins: testPlugins }).hash()).toBe(game.hash())
  })

  it('throws dice/script-exhausted when the script runs out, and changes nothing', () => {
    const game = testGame({ units: [{ id: 'a1', hex: '2,3' }, ...units.slice(1)] }, { dice: [6] })
    play(game, endPhase('a'))
    const before = snapshot(game)
    let error: unknown
    try {
      game.act(attack('a', ['a1'], 'b1'))
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(DiceError)
    expect(error).toMatchObject({ code: 'dice/script-exhausted' })
    expect(snapshot(game)).toEqual(before)
    expect(game.save().dice).toEqual([])
  })
})

describe('core/Game: dice rolled while the game is created', () => {
  /** A plugin that rolls a d6 at the start of every movement phase, the first one included. */
  @injectable()
  class Omens {
    apply(hooks: HookRegistry) {
      hooks.phaseStart.tap('omens', ({ draft, phase, dice }) => {
        if (phase.id !== 'movement') return
        const rolls = ((draft.plugins.omens ??= []) as number[])
        rolls.push(dice.roll(d6(), 'omen').value as number)
      })
    }
  }
  const omens = definePlugin({ manifest: { id: 'omens', name: 'Omens', version: '0.1.0', engine: '^0.1.0' }, plugin: Omens })
  const omenGame = (dice?: number[]) =>
    createGame({ scenario: testScenario({ units, plugins: [{ id: 'core-test' }, { id: 'omens' }] }), plugins: [coreTestPlugin, omens], ...(dice ? { dice } : {}) })

  it('a roll made as the first phase starts takes the first scripted face, and the next phase the next one', () => {
    const game = omenGame([4, 2])
    expect(game.state.plugins.omens).toEqual([4])
    play(game, endPhase('a'), endPhase('a'))
    expect(game.state.plugins.omens).toEqual([4, 2])
    const save = game.save()
    expect(save.dice).toEqual([4, 2])
    expect(loadGame(save, { scenario: game.rules.scenario, plugins: [coreTestPlugin, omens] }).hash()).toBe(game.hash())
  })

  it('counts the rolls of the whole game when the script runs out', () => {
    const game = omenGame([5])
    play(game, endPhase('a'))
    expect(() => game.act(endPhase('a'))).toThrow(/Dice script exhausted after 1 roll\(s\)/)
    expect(game.state.plugins.omens).toEqual([5])
  })
})

describe('core/Game: legal actions', () => {
  it('lists end-phase and exactly the legal moves: each is accepted, every other hex is refused', () => {
    const game = testGame({ units, terrain: { '2,1': 'forest', '1,2': 'river' } })
    const legal = game.legalActions()
    expect(legal).toContainEqual({ type: 'end-phase', side: 'a' })
    expect(legal.filter((a) => a.type === 'test/rally')).toHaveLength(2)
    const moves = legal.filter((a) => a.type === 'move') as unknown as { unit: string; to: string }[]
    expect(moves.length).toBeGreaterThan(5)
    for (const a of legal) {
      const copy = loadGame(game.save(), { scenario: game.rules.scenario, plugins: testPlugins })
      expect(copy.act(a), JSON.stringify(a)).toMatchObject({ ok: true })
    }
    const hash = game.hash()
    for (const unit of ['a1', 'a2']) {
      const listed = new Set(moves.filter((m) => m.unit === unit).map((m) => m.to))
      for (let h = 0; h < game.rules.grid.size; h++) {
        const to = game.rules.grid.refOf(h)
        if (listed.has(to)) continue
        expect(game.act(move(unit, to)), `${unit} → ${to}`).toMatchObject({ ok: false })
      }
    }
    expect(game.hash()).toBe(hash)
    expect(game.log).toHaveLength(0)
  })

  it('while a decision is pending, lists only its answers, for its side', () => {
    const game = testGame({ units: [{ id: 'a1', hex: '2,3' }, ...units.slice(1)] }, { dice: [3, 3] })
    play(game, endPhase('a'), attack('a', ['a1'], 'b1'))
    expect(game.state.pending).toEqual([{ kind: 'test/retreat', side: 'b', ruleId: 'TEST-5', data: { unit: 'b1' } }])
    const legal = game.legalActions()
    expect(legal.length).toBeGreaterThan(0)
    for (const a of legal) expect(a).toMatchObject({ type: 'test/retreat', side: 'b' })
    play(game, legal[0]!)
    expect(game.state.pending).toEqual([])
    expect(game.legalActions()).toContainEqual({ type: 'end-phase', side: 'a' })
  })

  it('movementOptions gives detached destinations, costs and paths', () => {
    const game = testGame({ units, terrain: { '2,3': 'forest' } })
    const o = game.movementOptions('a1')
    if ('ok' in o) throw new Error(o.message)
    expect(o.mp).toBe(2)
    expect(o.destinations).toContainEqual({ hex: '2,1', cost: 1, stops: false })
    expect(o.destinations).toContainEqual({ hex: '2,3', cost: 2, stops: true }) // next to b1: enemy ZOC
    game.movementOptions('a2') // a later query must not disturb the kept copy
    expect(o.pathTo('2,0')).toEqual(['2,1', '2,0'])
    expect(game.movementOptions('nobody')).toMatchObject({ ok: false, code: 'action/unknown-unit' })
  })
})
