import { commitSeed } from '../dice/commitSeed'
import { msg, type MessageRef } from '../i18n/MessageRef'
import type { PluginDefinition } from '../plugin/definePlugin'
import { parseScenario } from '../scenario/parseScenario'
import type { Scenario } from '../scenario/Scenario'
import { createGame } from './createGame'
import { parseGameRecord } from './GameRecord'
import { hashScenario, hashState } from './hashState'

/** Why a record failed {@link verifyRecord}. */
export type RecordCode =
  | 'record/invalid'
  | 'record/commitment'
  | 'record/scenario'
  | 'record/plugins'
  | 'record/start-hash'
  | 'record/rejected'
  | 'record/hash-mismatch'

/** The answer of {@link verifyRecord}. */
export type RecordVerdict =
  | {
      ok: true
      /** Actions replayed, every state hash checked. */
      actions: number
      /** Draws from the secret-seeded generator over the whole game (one per die, a few more on a rare redraw). */
      dice: number
    }
  | {
      ok: false
      code: RecordCode
      /** The action at fault (1-based), for `record/rejected`, `record/hash-mismatch` and an out-of-order `seq`. */
      seq?: number
      /** The field at fault, for `record/invalid` (`actions[3].stateHash`). */
      path?: string
      /** What is wrong, in English (branch on `code`). */
      message: string
      /**
       * The same in any language (core catalogue `record/...` keys, English and French), rendered
       * with `renderMessage` and the rules of the scenario; absent for `record/invalid`, whose
       * message names the bad field.
       */
      text?: MessageRef
    }

/** What {@link verifyRecord} replays the record against: the scenario and the plugins the verifier trusts. */
export interface VerifyRecordOptions {
  /** A parsed scenario, or raw scenario JSON (validated here; an invalid one throws `scenario/invalid`). */
  scenario: Scenario | unknown
  /** The plugins the verifier has; the record must name exactly the scenario's, at these versions. */
  plugins: readonly PluginDefinition<any>[]
}

const fail = (code: RecordCode, message: string, text: MessageRef, seq?: number): RecordVerdict => ({ ok: false, code, ...(seq !== undefined ? { seq } : {}), message, text })

/**
 * Checks a published game record (see `GameRecord`) from first to last die, with no trust in
 * whoever made it: its shape, that the revealed seed matches the commitment published at the start
 * (`commitSeed(seed) === commitment`), that it names this scenario (id and content hash) and exactly
 * the scenario's plugins at the verifier's versions, the hash of the initial state, then every
 * action replayed in order on the hmac-sha256 dice of that seed, each state hash compared.
 *
 * Pure and synchronous, no Node API: it runs in the browser as well as in `hexes verify`.
 *
 * @param record - parsed JSON (anything: it is validated here)
 * @returns `{ ok: true, actions, dice }`, or the first problem found with its code (and `seq` or `path`)
 * @example
 * ```ts
 * const v = verifyRecord(JSON.parse(text), { scenario, plugins })
 * if (!v.ok) console.log(v.code, v.seq, v.message)
 * ```
 */
export function verifyRecord(record: unknown, options: VerifyRecordOptions): RecordVerdict {
  const parsed = parseGameRecord(record)
  if (!parsed.ok) return parsed
  const r = parsed.record
  if (commitSeed(r.seed) !== r.commitment) return fail('record/commitment', 'the revealed seed does not match the commitment published at the start', msg('record/commitment'))

  const scenario = parseScenario(options.scenario)
  if (r.scenario.id !== scenario.id) return fail('record/scenario', `the record is for scenario "${r.scenario.id}", not "${scenario.id}"`, msg('record/scenario-id', { recorded: r.scenario.id, scenario: scenario.id }))
  if (r.scenario.hash !== hashScenario(scenario)) return fail('record/scenario', `scenario "${scenario.id}" differs from the one the game was played on`, msg('record/scenario-changed', { scenario: scenario.id }))
  const known = new Map(options.plugins.map((p) => [p.manifest.id, p.manifest.version]))
  for (const p of r.plugins) {
    const v = known.get(p.id)
    if (v === undefined) return fail('record/plugins', `plugin "${p.id}" is not available`, msg('record/plugin-missing', { plugin: p.id }))
    if (v !== p.version) return fail('record/plugins', `plugin "${p.id}" is version ${v}, the game was played with ${p.version}`, msg('record/plugin-version', { plugin: p.id, version: v, recorded: p.version }))
  }
  const used = scenario.plugins.map((p) => p.id).sort().join(', ')
  const recorded = r.plugins.map((p) => p.id).sort().join(', ')
  if (used !== recorded) return fail('record/plugins', `the record names plugins [${recorded}], the scenario uses [${used}]`, msg('record/plugin-mix', { recorded, used }))

  const game = createGame({ scenario, plugins: options.plugins, seed: r.seed, rng: 'hmac-sha256' })
  if (hashState(game.state) !== r.startHash) return fail('record/start-hash', 'the initial state does not have the recorded hash', msg('record/start-hash'))
  for (const { seq, action, stateHash } of r.actions) {
    const result = game.act(action)
    if (!result.ok) return fail('record/rejected', `action ${seq} (${action.type}) is refused by the rules: ${result.code} (${result.ruleId}): ${result.message}`, msg('record/rejected', { seq, type: action.type, code: result.code, ruleId: result.ruleId, reason: result.text ?? result.message }), seq)
    if (hashState(result.state) !== stateHash) return fail('record/hash-mismatch', `the state after action ${seq} (${action.type}) does not have the recorded hash`, msg('record/hash-mismatch', { seq, type: action.type }), seq)
  }
  const rng = game.state.rng
  return { ok: true, actions: r.actions.length, dice: rng.algo === 'hmac-sha256' ? rng.n : 0 }
}
