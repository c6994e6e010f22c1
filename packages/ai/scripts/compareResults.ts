import type { MatchGameResult } from '../src/bench/playMatchGame'

/** One field of a game that differs between two runs of it. */
export interface ResultDifference {
  /** The game's task key (`scenario|bot|opponent|side|seed`). */
  key: string
  field: string
  before: unknown
  after: unknown
}

/**
 * What the course of a game comes down to: who won, how and when, and how many decisions each
 * side made; with `withMoves`, the hash of the moves themselves. Thinking times are left out:
 * they depend on the machine, not on the sources.
 */
function outcome(r: MatchGameResult, withMoves: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = { winner: r.winner, end: r.end, condition: r.condition, turns: r.turns, actions: r.actions }
  for (const s of r.perSide) out[`decisions of ${s.side}`] = s.decisions
  if (withMoves) out['moves'] = r.movesHash
  return out
}

/**
 * Compares the games played under the current sources with the same games stored under other
 * sources (`tables --compare <fingerprint>`): a source change that should not alter any game
 * (a rule fix for features no shipped scenario uses, a comment) shows no difference. The moves
 * themselves are compared through `movesHash` when both records have it (older ones do not).
 */
export function compareResults(before: ReadonlyMap<string, MatchGameResult>, after: ReadonlyMap<string, MatchGameResult>): ResultDifference[] {
  const diffs: ResultDifference[] = []
  for (const [key, b] of [...before].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))) {
    const a = after.get(key)
    if (!a) continue
    const withMoves = b.movesHash !== undefined && a.movesHash !== undefined
    const ob = outcome(b, withMoves)
    const oa = outcome(a, withMoves)
    for (const field of Object.keys(ob)) {
      if (ob[field] !== oa[field]) diffs.push({ key, field, before: ob[field], after: oa[field] })
    }
  }
  return diffs
}

/** A report of {@link compareResults} for the console. */
export function formatComparison(compared: number, fingerprint: string, diffs: readonly ResultDifference[]): string {
  const games = new Set(diffs.map((d) => d.key)).size
  const head = `Compared ${compared} game(s) with the same games stored under sources ${fingerprint}: ${compared - games} ended the same, ${games} differ.`
  const shown = diffs.slice(0, 40).map((d) => `  ${d.key}: ${d.field} ${JSON.stringify(d.before)} -> ${JSON.stringify(d.after)}`)
  if (diffs.length > shown.length) shown.push(`  ... and ${diffs.length - shown.length} more difference(s)`)
  return [head, ...shown].join('\n')
}
