import {
  DiceError, poolTotal, rollPool,
  type DiceSource, type DieRoll, type DieSpec, type PoolRoll, type PoolSpec, type PoolTotal, type TotalGroup,
} from '@hexes/core'

/**
 * One request of a recorded run: plain faces (a roll, or a pool or total rolled die by die), or
 * a pool or total answered by counts or a sum (the enumerator), expanded to faces only when read.
 */
type Request =
  | { kind: 'faces'; faces: readonly number[] }
  | { kind: 'pool'; spec: PoolSpec; counts: readonly number[] }
  | { kind: 'total'; groups: readonly TotalGroup[]; total: number; atMost: number | undefined }

/** The requests of one run of a {@link RecordingDice}: {@link replayFaces} turns them into a script. */
export type DiceRecord = readonly Request[]

/**
 * A dice source that records what another source rolls, so that a run can be replayed through
 * `ScriptedDice`: every roll's face, and the pools (`rollPool`) and totals (`poolTotal`) as the
 * inner source answers them. Pools, totals and merge points (`DiceSource.merge`) are passed
 * through, so under `enumerateOutcomes` the run branches once per count vector, once per sum and
 * once per merged state, as the exact odds do, not once per sequence of faces.
 *
 * The record is cheap per run; {@link replayFaces} expands it into faces (a face of each class
 * per counted die; faces whose values make each total) for the few runs kept.
 *
 * @example
 * ```ts
 * const rec = new RecordingDice(dice)
 * const outcome = resolve(rec)
 * const faces = replayFaces(rec.take()) // replayed by new ScriptedDice(faces): the same outcome
 * ```
 */
export class RecordingDice implements DiceSource {
  private requests: Request[] = []

  /** @param inner - the source that rolls */
  constructor(readonly inner: DiceSource) {}

  /** The requests recorded since the last call (a fresh record starts). */
  take(): DiceRecord {
    const r = this.requests
    this.requests = []
    return r
  }

  /** Rolls one die with the inner source, recording its face. */
  roll(die: DieSpec, reason: string): DieRoll {
    const r = this.inner.roll(die, reason)
    this.requests.push({ kind: 'faces', faces: [r.face] })
    return r
  }

  /** Rolls a pool with the inner source (its `pool`, else die by die), recording its faces or counts. */
  pool(spec: PoolSpec): PoolRoll {
    const r = rollPool(this.inner, spec)
    this.requests.push(r.faces !== null ? { kind: 'faces', faces: r.faces } : { kind: 'pool', spec, counts: r.counts.slice() })
    return r
  }

  /**
   * Rolls a total with the inner source (its `total`, else group by group), its cap passed on (the
   * enumerator then branches once for every sum at or past it), recording its faces or sum.
   */
  total(groups: readonly TotalGroup[], reason: string, atMost?: number): PoolTotal {
    const r = poolTotal(this.inner, groups, reason, atMost)
    this.requests.push(r.faces !== null ? { kind: 'faces', faces: r.faces.flat() } : { kind: 'total', groups, total: r.total, atMost })
    return r
  }

  /** Passes the merge point to the inner source (the enumerator's), if it has them. */
  merge(key: string): void {
    this.inner.merge?.(key)
  }
}

/**
 * Faces that replay a record through `ScriptedDice` (which rolls pools and totals die by die, a
 * total group after group): the recorded faces as they are; for a pool counted by classes,
 * `counts[j]` dice showing the first face of class `j`, class by class; for a total, one face per
 * die, group by group, whose values add up to the total (the first faces that can, in face order;
 * for a total capped by `atMost` and reported at the cap, to the least sum at or past it).
 *
 * @throws DiceError `dice/invalid-argument` when a recorded total cannot be made from its groups
 */
export function replayFaces(record: DiceRecord): number[] {
  const out: number[] = []
  for (const r of record) {
    if (r.kind === 'faces') out.push(...r.faces)
    else if (r.kind === 'pool') poolFaces(r.spec, r.counts, out)
    else totalFaces(r.groups, r.total, r.atMost, out)
  }
  return out
}

function poolFaces(spec: PoolSpec, counts: readonly number[], out: number[]): void {
  for (let j = 0; j < counts.length; j++) {
    const face = spec.classes === undefined ? j + 1 : spec.classes.indexOf(j) + 1
    for (let k = 0; k < counts[j]!; k++) out.push(face)
  }
}

function totalFaces(groups: readonly TotalGroup[], total: number, atMost: number | undefined, out: number[]): void {
  const dice: (readonly number[])[] = []
  for (const g of groups) for (let i = 0; i < g.n; i++) dice.push(g.values)
  // reachable[i]: the sums the dice from i on can make.
  const reachable: Set<number>[] = new Array(dice.length + 1)
  reachable[dice.length] = new Set([0])
  for (let i = dice.length - 1; i >= 0; i--) {
    const next = reachable[i + 1]!
    const here = new Set<number>()
    for (const v of new Set(dice[i])) for (const s of next) here.add(s + v)
    reachable[i] = here
  }
  // A total reported at its cap is any sum at or past it: the least such sum the dice can make.
  let sum = total
  if (atMost !== undefined && total >= atMost) {
    sum = Infinity
    for (const s of reachable[0]!) if (s >= total && s < sum) sum = s
  }
  if (!reachable[0]!.has(sum)) throw new DiceError('dice/invalid-argument', `A total of ${total} cannot be rolled with these dice`)
  let left = sum
  for (let i = 0; i < dice.length; i++) {
    const values = dice[i]!
    const k = values.findIndex((v) => reachable[i + 1]!.has(left - v))
    out.push(k + 1)
    left -= values[k]!
  }
}
