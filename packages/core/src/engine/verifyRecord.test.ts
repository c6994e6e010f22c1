import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { commitSeed } from '../dice/commitSeed'
import { ScriptedDice } from '../dice/ScriptedDice'
import { SeededDice } from '../dice/SeededDice'
import { EngineError } from '../errors/EngineError'
import { renderMessage } from '../i18n/renderMessage'
import type { GameState } from '../model/GameState'
import { fordGame, fordUnderTestRules, playToEnd } from './fordGame.fixture'
import type { GameRecord } from './GameRecord'
import { hashState } from './hashState'
import { legalActions } from './legalActions'
import { recordOf } from './recordOf'
import { applyAction, checkAction } from './runAction'
import { testPlugins } from './testPlugins.fixture'
import { verifyRecord } from './verifyRecord'

const ford: unknown = JSON.parse(readFileSync(new URL('../../../../scenarios/teaching-ford.json', import.meta.url), 'utf8'))
const scenario = fordUnderTestRules(ford)
const SEED = 'c4'.repeat(32)
const commitment = commitSeed(SEED)
const game = playToEnd(fordGame(ford, { seed: SEED }), 'record')
const record: GameRecord = JSON.parse(JSON.stringify(recordOf(game, { commitment, seed: SEED }, { players: ['x', 'y'] })))
const verify = (r: unknown) => verifyRecord(r, { scenario, plugins: testPlugins })
const copy = (): GameRecord => structuredClone(record)
/** seq of the first attack (an action that rolls dice). */
const attackSeq = record.actions.find((a) => a.action.type === 'attack')!.seq

/** The game replayed from the record's seed up to and including action `seq` (0: none). */
function stateAfter(seq: number): GameState {
  const g = fordGame(ford, { seed: SEED })
  for (const a of record.actions.slice(0, seq)) g.act(a.action)
  return g.state
}

describe('core/verifyRecord (GAP-X-01)', () => {
  it('verifies a whole teaching-ford game: every action, every die, the commitment', () => {
    expect(game.state.result).not.toBeNull()
    expect(record.actions.length).toBe(game.log.length)
    expect(record.actions.map((a) => a.seq)).toEqual(record.actions.map((_, i) => i + 1))
    expect(record.actions.at(-1)!.stateHash).toBe(game.hash())
    expect(record.meta).toEqual({ players: ['x', 'y'] })
    const rng = game.state.rng
    expect(verify(record)).toEqual({ ok: true, actions: game.log.length, dice: rng.algo === 'hmac-sha256' ? rng.n : -1 })
    expect(rng.algo === 'hmac-sha256' && rng.n).toBeGreaterThan(0)
  })

  it('fails a tampered action: another legal action at seq k (record/hash-mismatch, seq k)', () => {
    const k = attackSeq - 1
    const r = copy()
    r.actions[k - 1]!.action = otherAction(stateAfter(k - 1), record.actions[k - 1]!.stateHash)
    expect(verify(r)).toMatchObject({ ok: false, code: 'record/hash-mismatch', seq: k })
  })

  it('fails an action the rules refuse (record/rejected, seq k)', () => {
    const r = copy()
    const k = attackSeq
    r.actions[k - 1]!.action = { ...r.actions[k - 1]!.action, side: 'nobody' }
    const v = verify(r)
    expect(v).toMatchObject({ ok: false, code: 'record/rejected', seq: k })
    // Its text names the rules' rejection, in English and in French.
    const text = !v.ok ? v.text! : undefined!
    expect(renderMessage(text, { rules: game.rules, lang: 'en' })).toBe(`Action ${k} (attack) is refused by the rules: action/unknown-side (core/action): Unknown side "nobody"`)
    expect(renderMessage(text, { rules: game.rules, lang: 'fr' })).toMatch(new RegExp(`^L'action ${k} \\(attack\\) est refusée par les règles : action/unknown-side \\(core/action\\) : `))
  })

  it('fails a tampered die, even with every later hash recomputed by the forger (record/hash-mismatch at the roll)', () => {
    const k = attackSeq
    const before = stateAfter(k - 1)
    const checked = checkAction(game.rules, before, record.actions[k - 1]!.action)
    if ('ok' in checked) throw new Error('the recorded attack must be legal')
    const honest = applyAction(game.rules, before, checked, (draft) => new SeededDice(() => draft.rng)).state
    // The forger picks the faces (all 1s or all 6s, whichever changes the outcome) and keeps the dice stream where it was.
    const forged = [1, 6].map((face) => applyAction(game.rules, before, checked, new ScriptedDice(new Array(50).fill(face))).state)
      .find((s) => JSON.stringify({ ...s, rng: null }) !== JSON.stringify({ ...honest, rng: null }))!
    const r = copy()
    r.actions[k - 1]!.stateHash = hashState(forged)
    let state = forged
    for (const entry of r.actions.slice(k)) {
      const c = checkAction(game.rules, state, entry.action)
      if ('ok' in c) {
        r.actions = r.actions.slice(0, entry.seq - 1)
        break
      }
      state = applyAction(game.rules, state, c, (draft) => new SeededDice(() => draft.rng)).state
      entry.stateHash = hashState(state)
    }
    expect(verify(r)).toMatchObject({ ok: false, code: 'record/hash-mismatch', seq: k })
  })

  it('fails a wrong seed against the commitment (record/commitment), and a seed changed with its commitment (record/start-hash)', () => {
    const wrong = copy()
    wrong.seed = 'c5' + SEED.slice(2)
    expect(verify(wrong)).toMatchObject({ ok: false, code: 'record/commitment' })
    wrong.commitment = commitSeed(wrong.seed)
    expect(verify(wrong)).toMatchObject({ ok: false, code: 'record/start-hash' })
  })

  it('fails swapped actions: seq out of order (record/invalid, seq), and two actions exchanged and renumbered (first swapped seq)', () => {
    const k = attackSeq
    const swapped = copy()
    ;[swapped.actions[k - 1]!.seq, swapped.actions[k]!.seq] = [k + 1, k]
    expect(verify(swapped)).toMatchObject({ ok: false, code: 'record/invalid', seq: k, path: `actions[${k - 1}].seq` })
    const exchanged = copy()
    ;[exchanged.actions[k - 1]!.action, exchanged.actions[k]!.action] = [exchanged.actions[k]!.action, exchanged.actions[k - 1]!.action]
    const v = verify(exchanged)
    expect(v.ok).toBe(false)
    expect(!v.ok && ['record/hash-mismatch', 'record/rejected'].includes(v.code) && v.seq).toBe(k)
  })

  it('fails a record for another scenario or plugin version, a malformed record with the path of the bad field', () => {
    const other = copy()
    other.scenario.hash = '0'.repeat(16)
    expect(verify(other)).toMatchObject({ ok: false, code: 'record/scenario' })
    const plugins = copy()
    plugins.plugins[0]!.version = '9.9.9'
    expect(verify(plugins)).toMatchObject({ ok: false, code: 'record/plugins' })
    const bad = copy() as unknown as { actions: { stateHash: unknown }[] }
    bad.actions[2]!.stateHash = 42
    expect(verify(bad)).toMatchObject({ ok: false, code: 'record/invalid', path: 'actions[2].stateHash' })
    expect(verify(JSON.parse('{"__proto__": {}}'))).toMatchObject({ ok: false, code: 'record/invalid', path: '__proto__' })
    expect(verify({ ...copy(), extra: 1 })).toMatchObject({ ok: false, code: 'record/invalid', path: 'extra' })
    expect(verify(null)).toMatchObject({ ok: false, code: 'record/invalid' })
  })
})

describe('core/recordOf', () => {
  it('refuses a game not on secret dice, and a seed that is not the game\'s or not the commitment\'s', () => {
    const code = (fn: () => unknown) => {
      try {
        fn()
      } catch (e) {
        return e instanceof EngineError ? e.code : 'other'
      }
      return undefined
    }
    expect(code(() => recordOf(fordGame(ford, { seed: 1, rng: 'sfc32' }), { commitment, seed: SEED }))).toBe('record/not-secret-dice')
    expect(code(() => recordOf(game, { commitment, seed: 'd4'.repeat(32) }))).toBe('record/seed')
    expect(code(() => recordOf(game, { commitment: commitSeed('x'), seed: SEED }))).toBe('record/seed')
  })
})

/** A legal action in `state`, other than the recorded one, that leads to a state with another hash. */
function otherAction(state: GameState, recordedHash: string): GameRecord['actions'][number]['action'] {
  for (const action of legalActions(game.rules, state)) {
    const checked = checkAction(game.rules, state, action)
    if ('ok' in checked) continue
    if (hashState(applyAction(game.rules, state, checked, (draft) => new SeededDice(() => draft.rng)).state) !== recordedHash) return { ...action }
  }
  throw new Error('no other legal action')
}
