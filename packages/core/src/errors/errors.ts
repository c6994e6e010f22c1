import { EngineError, MAX_ISSUES, type Issue } from './EngineError'
import type { Rejection } from './Rejection'

/** The message lines of a list of issues: at most {@link MAX_ISSUES}, then a count of the rest. */
function listed(issues: readonly Issue[]): string {
  const lines = issues.slice(0, MAX_ISSUES).map((i) => `- ${i.path ? i.path + ': ' : ''}${i.message}`)
  if (issues.length > MAX_ISSUES) lines.push(`- and ${(issues.length - MAX_ISSUES).toLocaleString('en-US')} more`)
  return lines.join('\n')
}

/**
 * Factories for every {@link EngineError} the engine throws, so codes live in one place.
 * Messages are for developers and scenario authors; code branches on `code`.
 */
export const errors = {
  /** A tap was added to a hook after the registry was sealed (hooks are sealed before play). */
  hookSealed: (hook: string, plugin: string) =>
    new EngineError('hooks/sealed', `Plugin "${plugin}" tapped hook "${hook}" after the hooks were sealed`, { plugin, hook }),
  /** A hook was called before the registry was sealed (taps are ordered when sealing). */
  hookNotSealed: (hook: string) =>
    new EngineError('hooks/not-sealed', `Hook "${hook}" was called before the hooks were sealed (no hook runs while plugins apply)`, { hook }),
  /** Ordering constraints between taps form a cycle. */
  hookCycle: (hook: string, plugins: string[]) =>
    new EngineError('hooks/order-cycle', `Hook "${hook}": before/after constraints form a cycle between ${plugins.join(', ')}`, { hook }),
  /** A tap threw: wraps the cause with the plugin and hook it came from. */
  hookThrew: (hook: string, plugin: string, cause: unknown) =>
    new EngineError('hooks/tap-threw', `Plugin "${plugin}" threw in hook "${hook}": ${cause instanceof Error ? cause.message : String(cause)}`, { plugin, hook, cause }),
  /** Two taps answered an exclusive hook (two combat resolvers for one combat). */
  hookConflict: (hook: string, plugins: string[]) =>
    new EngineError('hooks/exclusive-conflict', `Hook "${hook}" was answered by more than one plugin (${plugins.join(', ')}); exactly one may answer`, { hook, plugin: plugins[1] }),
  /** No tap answered a hook that needs an answer. */
  hookUnanswered: (hook: string) => new EngineError('hooks/unanswered', `No plugin answered hook "${hook}"`, { hook }),
  /** The plugin mix cannot be loaded; every problem is in `issues`. */
  loader: (issues: Issue[]) => new EngineError('loader/invalid-mix', `The plugin mix cannot be loaded:\n${listed(issues)}`, { issues }),
  /** The scenario file is invalid; every problem is in `issues`. */
  scenario: (issues: Issue[]) => new EngineError('scenario/invalid', `Invalid scenario:\n${listed(issues)}`, { issues }),
  /** The save file is invalid or does not match the scenario and plugins; every problem is in `issues`. */
  save: (issues: Issue[]) => new EngineError('save/invalid', `Cannot load the save file:\n${listed(issues)}`, { issues }),
  /**
   * A replayed action was rejected: the log does not belong to this scenario and rule set. The
   * rejection is the error's `cause` (its `text` tells it in any language).
   */
  replayRejected: (index: number, code: string, message: string, rejection?: Rejection) =>
    new EngineError('save/replay-rejected', `Action #${index} of the log was rejected on replay (${code}): ${message}`, rejection ? { cause: rejection } : {}),
  /** Replay finished with a different state hash. */
  replayMismatch: (expected: string, actual: string) =>
    new EngineError('save/hash-mismatch', `Replay produced state hash ${actual}, the save file recorded ${expected}`),
  /** A game record was asked of a game not played on secret dice (`recordOf`). */
  recordNotSecret: (rng: string) =>
    new EngineError('record/not-secret-dice', `Only a game played on hmac-sha256 dice has a verifiable record; this one uses ${rng}`),
  /** The seed given to `recordOf` is not the game's, or does not match the commitment. */
  recordSeed: () => new EngineError('record/seed', 'The seed given for the record is not the game\'s seed, or does not match the commitment'),
  /** An action type was registered twice. */
  duplicateAction: (type: string, plugin: string) =>
    new EngineError('actions/duplicate', `Action type "${type}" is registered twice (second by "${plugin}")`, { plugin }),
  /** A DI token was provided twice in one game (`PluginApi.provide`), or is one the engine registers. */
  duplicateService: (token: string, plugin: string) =>
    new EngineError('services/duplicate', `Service "${token}" is provided twice (second by "${plugin}")`, { plugin }),
  /** A plugin provides a service its manifest does not list (`services.provides`): the loader could not have checked the mix. */
  serviceUndeclared: (token: string, plugin: string) =>
    new EngineError('services/undeclared', `Plugin "${plugin}" provides the service "${token}", which its manifest does not list in services.provides`, { plugin }),
  /** A plugin declares a service in its manifest (`services.provides`) and did not provide it. */
  serviceNotProvided: (token: string, plugin: string) =>
    new EngineError('services/not-provided', `Plugin "${plugin}" declares the service "${token}" but did not provide it (api.provide) while it applied`, { plugin }),
  /** A plugin broke an engine invariant (found by `checkInvariants`). */
  invariant: (issues: Issue[]) =>
    new EngineError('state/invariant', `State invariants broken:\n${issues.map((i) => `- ${i.path}: ${i.message}`).join('\n')}`, { issues }),
  /** Internal inconsistency: a bug in the engine or a plugin. */
  internal: (message: string, plugin?: string) => new EngineError('engine/internal', message, plugin === undefined ? {} : { plugin }),
} as const
