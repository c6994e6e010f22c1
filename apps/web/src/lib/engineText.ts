import type { GameEvent, Rejection } from '@hexes/core'

/**
 * The app's words for engine text it knows. Events and rejections come from the rules in English
 * (the engine is not translated); the app translates the ones it knows by event type or rejection
 * code, with the event's own data (unit and leader ids turned into names), and shows any other as
 * the engine wrote it. Today: the Successive Waves plugin's events and rejections (`waves.events.*`,
 * `waves.rejections.*` in the i18n catalogues).
 */

/** The translation functions the helpers need (from `useI18n()`). */
export interface TextContext {
  t: (key: string, params?: Record<string, unknown>) => string
  te: (key: string) => boolean
  /** Display name of a unit or leader id. */
  name: (id: string) => string
}

const EVENT_KEYS: Readonly<Record<string, string>> = {
  swUsed: 'used',
  'sw/removed': 'removed',
  'sw/leader-removed': 'leaderRemoved',
  'sw/gathered': 'gathered',
  'sw/placed': 'placed',
  'sw/leader-placed': 'leaderPlaced',
  'sw/set-aside': 'setAside',
  'sw/restarted': 'restarted',
  'sw/leader-waits': 'leaderWaits',
}

const REJECTION_KEYS: Readonly<Record<string, string>> = {
  'sw/not-native': 'notNative',
  'sw/already-declared': 'alreadyDeclared',
  'sw/duplicate-unit': 'duplicateUnit',
  'sw/not-on-table': 'notOnTable',
  'sw/not-weakened': 'notWeakened',
  'sw/one-leader': 'oneLeader',
  'sw/leader-eliminated': 'leaderEliminated',
  'sw/not-removable-leader': 'notRemovableLeader',
  'sw/empty-wave': 'emptyWave',
  'sw/no-wave': 'noWave',
  'sw/placement-over': 'placementOver',
  'sw/not-in-wave': 'notInWave',
  'sw/off-map': 'offMap',
  'sw/occupied': 'occupied',
  'sw/impassable': 'impassable',
  'sw/no-edge-path': 'noEdgePath',
  'sw/not-contiguous': 'notContiguous',
  'sw/no-leader': 'noLeader',
  'sw/wrong-leader': 'wrongLeader',
  'sw/not-wave-unit': 'notWaveUnit',
  'sw/unit-has-leader': 'unitHasLeader',
  'sw/nothing-to-set-aside': 'nothingToSetAside',
  'sw/nothing-to-restart': 'nothingToRestart',
  'sw/block-not-stuck': 'blockNotStuck',
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : ''
}

/**
 * The app's text of an engine event, or `null` to show the engine's message. `log` and `index`
 * place it in the battle log (to tell whether a removed leader's unit stayed on the map).
 */
export function eventText(e: GameEvent, ctx: TextContext, log: readonly GameEvent[] = [], index = log.length): string | null {
  const key = EVENT_KEYS[e.type]
  if (!key) return null
  const unit = ctx.name(str(e.unit))
  const leader = ctx.name(str(e.leader))
  const k = `waves.events.${key}`
  switch (e.type) {
    case 'swUsed':
      return ctx.t(k, { k: e.k, n: Array.isArray(e.units) ? e.units.length : 0, time: e.timeTrack })
    case 'sw/leader-removed': {
      // His unit stays on the map unless it was removed by the same declaration (its `sw/removed` came just before).
      let removedWithIt = false
      for (let i = index - 1; i >= 0 && log[i]!.type === 'sw/removed'; i--) if (log[i]!.unit === e.unit) removedWithIt = true
      return typeof e.unit === 'string' && !removedWithIt ? ctx.t(`${k}Left`, { leader, unit }) : ctx.t(k, { leader })
    }
    case 'sw/placed':
      return ctx.t(e.ruleId === 'SW-8' ? `${k}First` : k, { unit, hex: e.hex })
    case 'sw/set-aside':
      // The event does not carry the config; its message says whether the unit is lost for good.
      return ctx.t(/rest of the battle/.test(e.message) ? `${k}Lost` : k, { unit })
    case 'sw/restarted':
      return ctx.t(k, { n: Array.isArray(e.units) ? e.units.length : 0 })
    default:
      return ctx.t(k, { unit, leader })
  }
}

/** The app's text of a rejection the app knows by code (with its numbers), else the engine's message. */
export function rejectionText(r: Pick<Rejection, 'code' | 'ruleId' | 'message'>, ctx: Pick<TextContext, 't' | 'te'>): string {
  if (r.code === 'sw/too-close') {
    const m = /at least (\d+) hexes.*is (\d+) away/.exec(r.message)
    if (m) return ctx.t(r.ruleId === 'SW-9' ? 'waves.rejections.tooCloseFirst' : 'waves.rejections.tooCloseBlock', { min: Number(m[1]), nearest: Number(m[2]) })
    return r.message
  }
  const key = REJECTION_KEYS[r.code]
  return key && ctx.te(`waves.rejections.${key}`) ? ctx.t(`waves.rejections.${key}`) : r.message
}

/** A session error (failed start, load or resume) in the page's language when the app wrote it, else as given. */
export function sessionErrorText(e: { message: string; key?: string; params?: Record<string, string> }, ctx: Pick<TextContext, 't' | 'te'>): string {
  return e.key && ctx.te(e.key) ? ctx.t(e.key, e.params ?? {}) : e.message
}
