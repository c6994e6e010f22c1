import { seedRng, SeededDice, toFloat, type BaseAction, type GameRules, type GameState, type Rejection, isRejection } from '@hexes/core'
import { aftermathMarks, combatAftermath } from './combatAftermath'
import { previewOdds } from './previewOdds'
import { skCombatOf } from './previewCombat'

/** One compared mark: a unit's mark, its exact chance and how often the resolved attacks gave it. */
export interface MarkBin {
  unit: string
  mark: string
  p: number
  observed: number
  /** (observed frequency − p) in standard errors of the frequency. */
  z: number
}

/** What {@link aftermathAgreement} found. */
export interface AftermathAgreement {
  runs: number
  /** `unit=mark` the resolved attacks gave and the exact odds do not have. */
  unseen: string[]
  bins: MarkBin[]
  /** The largest |z| over the bins. */
  worstZ: number
  ok: boolean
}

/**
 * Checks the exact odds of a combat's aftermath (the preview's `UnitOdds.aftermath`: flights,
 * captures...) against the combat resolved `runs` times with seeded dice as play resolves it: the
 * combat's resolver (`BuiltCombat.resolve`), its outcome applied (`combatAftermath`), then the
 * event bus with the same dice (`aftermathMarks`). Every mark seen must be one the odds have, and
 * each mark's frequency must be within `maxZ` standard errors of its exact chance. Deterministic
 * for a seed; `null` for an action that fights no skirmish combat.
 *
 * @param rules - the game's rules
 * @param state - the state the action is made in
 * @param action - an `attack` in a skirmish mode or an `sk/charge`
 * @param options - `runs` (default 100,000), `seed`, `maxZ` (default 4)
 */
export function aftermathAgreement(rules: GameRules, state: GameState, action: BaseAction, options: { runs?: number; seed: string | number; maxZ?: number }): AftermathAgreement | Rejection | null {
  const c = skCombatOf(rules, state, action)
  if (c === null || isRejection(c)) return c
  const runs = options.runs ?? 100_000
  const maxZ = options.maxZ ?? 4
  const exact = new Map<string, { unit: string; mark: string; p: number }>()
  for (const u of previewOdds(c.ctx, c.tables, c.built).units) for (const m of u.aftermath ?? []) exact.set(`${u.unit}=${m.mark}`, { unit: u.unit, mark: m.mark, p: toFloat(m.probability) })
  const rng = seedRng(options.seed)
  const seen = new Map<string, number>()
  for (let i = 0; i < runs; i++) {
    const dice = new SeededDice(rng)
    const after = combatAftermath(c.ctx, c.tables, c.built.resolve(dice, 'all'), dice)
    for (const m of aftermathMarks(after, c.tables, dice)) seen.set(`${m.unit}=${m.mark}`, (seen.get(`${m.unit}=${m.mark}`) ?? 0) + 1)
  }
  const unseen = [...seen.keys()].filter((k) => !exact.has(k))
  const bins = [...exact.entries()].map(([k, e]): MarkBin => {
    const observed = seen.get(k) ?? 0
    const se = Math.sqrt((e.p * (1 - e.p)) / runs)
    const diff = observed / runs - e.p
    return { ...e, observed, z: se === 0 ? (diff === 0 ? 0 : Infinity) : diff / se }
  })
  const worstZ = bins.reduce((w, b) => Math.max(w, Math.abs(b.z)), 0)
  return { runs, unseen, bins, worstZ, ok: unseen.length === 0 && worstZ <= maxZ }
}
