import type { GameEvent } from '@hexes/core'

/**
 * What the map marks while a half-turn is reviewed (the replay of the computer's or the remote
 * opponent's turn), read from the engine's events only: a pure function, no rules here.
 */

/** A unit's displacement: a move, a retreat, an advance after combat... */
export interface ReviewArrow {
  unit: string
  /** The event that moved it (`moveCommitted`, `retreated`, `advanced`...). */
  type: string
  from: string
  to: string
  /** Hexes from `from` to `to`, both included: the event's path when it has one, else the two ends. */
  hexes: string[]
  /** Index of the action (in the replay) whose events hold it. */
  step: number
}

/** A combat: its attackers and defender where they stood, and its result. */
export interface ReviewCombat {
  attackers: { unit: string; hex: string }[]
  defender: { unit: string; hex: string } | null
  /** The outcome's key (`DR`, `DM:retreat`) and English label. */
  result: string
  label: string
  /** Index of the action (in the replay) whose events hold it. */
  step: number
}

/** The marks of a reviewed stretch of play. */
export interface TurnReview {
  arrows: ReviewArrow[]
  combats: ReviewCombat[]
}

/** One action's events, with its index in the replay. */
export interface ReviewStep {
  step: number
  events: readonly GameEvent[]
}

const isHex = (x: unknown): x is string => typeof x === 'string' && /^\d+,\d+$/.test(x)

/**
 * The arrows and combat marks of the given actions' events. Every event with a `unit` and hex
 * `from` and `to` fields is a displacement (the core's `moveCommitted`, a rule set's `retreated`
 * or `advanced`), drawn along its `path` when it has one. A `combatResolved` event marks its
 * attackers and defender at the hexes they held then: `hexes` gives each unit's hex at the
 * start of the stretch, updated by the displacements as they come.
 *
 * @example turnReview([{ step: 1, events: game.events.slice(a, b) }], { k1: '3,4' })
 */
export function turnReview(steps: readonly ReviewStep[], hexes: Readonly<Record<string, string | null>>): TurnReview {
  const at = new Map<string, string | null>(Object.entries(hexes))
  const arrows: ReviewArrow[] = []
  const combats: ReviewCombat[] = []
  for (const { step, events } of steps) {
    for (const e of events) {
      const unit = e.unit
      if (typeof unit === 'string' && isHex(e.from) && isHex(e.to)) {
        const path = Array.isArray(e.path) ? e.path.filter(isHex) : []
        // A core path leaves the start out; a rule set's may hold it.
        if (path[0] === e.from) path.shift()
        const hexList = path.length && path[path.length - 1] === e.to ? [e.from, ...path] : [e.from, e.to]
        arrows.push({ unit, type: e.type, from: e.from, to: e.to, hexes: hexList, step })
        at.set(unit, e.to)
      } else if (e.type === 'combatResolved') {
        const decl = e.decl as { attackers?: unknown; defender?: unknown } | undefined
        const outcome = e.outcome as { key?: unknown; label?: unknown } | undefined
        const ids = Array.isArray(decl?.attackers) ? decl.attackers.filter((x): x is string => typeof x === 'string') : []
        const attackers = ids.flatMap((id) => (isHex(at.get(id)) ? [{ unit: id, hex: at.get(id)! }] : []))
        const d = typeof decl?.defender === 'string' ? decl.defender : null
        const dHex = d === null ? null : at.get(d)
        combats.push({
          attackers, defender: d !== null && isHex(dHex) ? { unit: d, hex: dHex } : null,
          result: typeof outcome?.key === 'string' ? outcome.key : '', label: typeof outcome?.label === 'string' ? outcome.label : e.message, step,
        })
      } else if (e.type === 'unitEliminated' && typeof unit === 'string') at.set(unit, null)
    }
  }
  return { arrows, combats }
}

/** What {@link reviewOfReplay} reads of the session's replay view. */
export interface ReplaySteps {
  /** `states[i]`: the state after `i` actions; only the units' hexes are read. */
  states: readonly { units: readonly { id: string; hex: string | null }[] }[]
  /** `eventCounts[i]`: number of events after `i` actions. */
  eventCounts: readonly number[]
  from: number
  index: number
}

/**
 * The marks of a replay from its first step to the one shown: the actions `from + 1 .. index`,
 * with the game's events (`events`, the whole log: the replay's counts index it).
 */
export function reviewOfReplay(replay: ReplaySteps, events: readonly GameEvent[]): TurnReview {
  return reviewUpTo(reviewOfWholeReplay(replay, events), replay.index)
}

/** The marks of every step of a replay, from its first step to its last (worked out once per opened replay). */
export function reviewOfWholeReplay(replay: Omit<ReplaySteps, 'index'>, events: readonly GameEvent[]): TurnReview {
  return reviewOfSteps({ ...replay, index: replay.states.length - 1 }, events)
}

/** The marks of the steps up to `index` (the step shown), out of a whole replay's. */
export function reviewUpTo(review: TurnReview, index: number): TurnReview {
  return { arrows: review.arrows.filter((a) => a.step <= index), combats: review.combats.filter((c) => c.step <= index) }
}

function reviewOfSteps(replay: ReplaySteps, events: readonly GameEvent[]): TurnReview {
  const steps: ReviewStep[] = []
  for (let i = replay.from + 1; i <= replay.index; i++) steps.push({ step: i, events: events.slice(replay.eventCounts[i - 1], replay.eventCounts[i]) })
  const start = replay.states[replay.from]
  return turnReview(steps, Object.fromEntries((start?.units ?? []).map((u) => [u.id, u.hex])))
}
