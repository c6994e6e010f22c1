import { createGame, findLeader, findUnit, type ActResult, type BaseAction, type Game, type GameState, type LeaderState, type PluginDefinition, type UnitState } from '@hexes/core'
import { formatEvents } from './formatEvents'

/** Options of {@link createTestGame}. */
export interface TestGameOptions {
  scenario: unknown
  plugins: readonly PluginDefinition<any>[]
  /** Scripted die faces, used in order (`[6, 1, 3]`); a roll past the end fails the test. */
  dice?: readonly number[]
  seed?: number | string
}

/** A game wrapped for tests: short accessors and a readable debug log. */
export interface TestGame {
  readonly game: Game
  readonly state: GameState
  /** Applies an action (any JSON); returns the engine's answer. */
  act(action: unknown): ActResult
  /** Applies actions in order and throws on the first rejection (for setting up a position). */
  play(...actions: unknown[]): void
  /** Ends phases until `predicate` holds (e.g. side b's combat phase). */
  advanceUntil(predicate: (s: GameState) => boolean, max?: number): void
  unit(id: string): UnitState
  leader(id: string): LeaderState
  legal(): BaseAction[]
  /** The event log, one line per event (`[HM-ZOC-3] ...`). */
  log(): string
  /**
   * Scripted die faces not rolled yet (0 without `dice`). `expect(t.diceLeft()).toBe(0)` checks
   * that the rule rolled exactly the dice the test scripted.
   */
  diceLeft(): number
}

/**
 * Creates a game for a rule test.
 * @example
 * const t = createTestGame({ scenario, plugins: [hexesMed], dice: [6, 1] })
 * expect(t.act({ type: 'move', side: 'a', unit: 'a1', to: '3,3' })).toBeRejectedWith('move/zoc-to-zoc')
 */
export function createTestGame(options: TestGameOptions): TestGame {
  const game = createGame({ scenario: options.scenario, plugins: options.plugins, seed: options.seed ?? 1, ...(options.dice ? { dice: options.dice } : {}) })
  const t: TestGame = {
    game,
    get state() {
      return game.state
    },
    act: (a) => game.act(a),
    play(...actions) {
      for (const a of actions) {
        const r = game.act(a)
        if (!r.ok) throw new Error(`setup action rejected: ${JSON.stringify(a)} → ${r.code} (${r.ruleId}): ${r.message}\n${t.log()}`)
      }
    },
    advanceUntil(predicate, max = 200) {
      const where = () => {
        const s = game.state
        return `turn ${s.turn.turn}, phase ${s.turn.phase}${s.result ? `, game over (${s.result.message})` : ''}${s.pending.length ? `, pending ${s.pending[0]!.kind}` : ''}\n${t.log()}`
      }
      for (let i = 0; i < max && !predicate(game.state); i++) {
        const side = game.state.turn.activeSide
        if (!side) throw new Error(`advanceUntil: nobody can end a phase (${where()})`)
        t.play({ type: 'end-phase', side })
      }
      if (!predicate(game.state)) throw new Error(`advanceUntil: condition not met after ${max} phases (${where()})`)
    },
    unit(id) {
      const u = findUnit(game.state, id)
      if (!u) throw new Error(`no unit ${id} (units: ${game.state.units.map((x) => x.id).join(', ')})`)
      return u
    },
    leader(id) {
      const l = findLeader(game.state, id)
      if (!l) throw new Error(`no leader ${id} (leaders: ${game.state.leaders.map((x) => x.id).join(', ') || 'none'})`)
      return l
    },
    legal: () => game.legalActions(),
    log: () => formatEvents(game.events),
    diceLeft: () => (options.dice?.length ?? 0) - (game.save().dice?.length ?? 0),
  }
  return t
}
