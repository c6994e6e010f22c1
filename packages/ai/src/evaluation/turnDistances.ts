import type { HexGrid } from '@hexes/core'

/** How far a unit is from every hex, in its own turns (see {@link turnDistances}). */
export interface TurnDistances {
  /**
   * Turns to get there as the turns fall, `(t - 1) + spent / allowance` for a hex first reached on
   * turn `t` with `spent` movement used that turn: 0 for the start, `Infinity` when out of reach.
   * What decides whether a unit arrives before a given turn.
   */
  turns: Float32Array
  /**
   * The cheapest path's whole cost over the allowance, as if movement carried over from turn to
   * turn: every hex nearer counts, even those that do not bring the arrival a turn earlier.
   */
  pace: Float32Array
}

/**
 * How far a unit is from `start` to every hex of the grid. Each turn it has `allowance` movement
 * units; entering a hex costs `cost[hex]` of them (`Infinity`: impassable). A hex that does not
 * fit in what is left of the turn is entered on the next one, so a ford costing 4 paces takes a
 * 5-pace company a turn per hex; a hex dearer than a whole allowance takes one whole turn (entered at the start of one).
 * Other units, facing, zones of control and hexside features are not seen: this is the AI's
 * estimate of how far a unit is from an objective, not the rules' movement (the engine's search
 * answers that for the turn at hand).
 */
export function turnDistances(grid: HexGrid, cost: Float64Array, allowance: number, start: number): TurnDistances {
  const n = grid.size
  const turns = new Float32Array(n).fill(Infinity)
  const pace = new Float32Array(n).fill(Infinity)
  turns[start] = 0
  pace[start] = 0
  if (!(allowance > 0)) return { turns, pace }
  const q = search(grid, cost, allowance, start)
  const c = search(grid, cost, Infinity, start)
  for (let h = 0; h < n; h++) {
    if (h === start) continue
    if (q.turn[h] !== Infinity) turns[h] = q.turn[h]! - 1 + q.spent[h]! / allowance
    if (c.turn[h] !== Infinity) pace[h] = c.spent[h]! / allowance
  }
  return { turns, pace }
}

/**
 * Dijkstra on (turn, spent this turn) in lexicographic order, over a binary heap whose entries
 * keep the key they were pushed with (a hex improved later is pushed again, its stale entries
 * skipped); with an infinite allowance, the cheapest whole cost (`spent`, all on turn 1).
 */
function search(grid: HexGrid, cost: Float64Array, allowance: number, start: number): { turn: Float64Array; spent: Float64Array } {
  const n = grid.size
  const turn = new Float64Array(n).fill(Infinity)
  const spent = new Float64Array(n)
  const done = new Uint8Array(n)
  // Each hex is pushed at most once per neighbour that improves it, plus the start.
  const cap = n * 6 + 1
  const keyT = new Float64Array(cap)
  const keyS = new Float64Array(cap)
  const hexOf = new Int32Array(cap)
  let size = 0
  const less = (a: number, b: number) => keyT[a]! < keyT[b]! || (keyT[a] === keyT[b] && keyS[a]! < keyS[b]!)
  const swap = (a: number, b: number) => {
    const t = keyT[a]!, s = keyS[a]!, h = hexOf[a]!
    keyT[a] = keyT[b]!
    keyS[a] = keyS[b]!
    hexOf[a] = hexOf[b]!
    keyT[b] = t
    keyS[b] = s
    hexOf[b] = h
  }
  const push = (h: number, t: number, s: number) => {
    let i = size++
    keyT[i] = t
    keyS[i] = s
    hexOf[i] = h
    while (i > 0) {
      const p = (i - 1) >> 1
      if (!less(i, p)) break
      swap(i, p)
      i = p
    }
  }
  const pop = (): number => {
    const top = hexOf[0]!
    size--
    if (size > 0) {
      keyT[0] = keyT[size]!
      keyS[0] = keyS[size]!
      hexOf[0] = hexOf[size]!
    }
    let i = 0
    for (;;) {
      const l = 2 * i + 1
      const r = l + 1
      let m = i
      if (l < size && less(l, m)) m = l
      if (r < size && less(r, m)) m = r
      if (m === i) break
      swap(i, m)
      i = m
    }
    return top
  }
  turn[start] = 1
  spent[start] = 0
  push(start, 1, 0)
  while (size > 0) {
    const h = pop()
    if (done[h]) continue
    done[h] = 1
    for (let k = 0; k < 6; k++) {
      const nb = grid.neighbors[h * 6 + k]!
      if (nb < 0 || done[nb]) continue
      const c = cost[nb]!
      if (c === Infinity) continue
      let t = turn[h]!
      let s = spent[h]! + c
      if (s > allowance) {
        // Not in what is left of this turn: on the next one (a fresh turn enters any hex, using
        // all of the allowance when the hex costs more).
        if (spent[h]! > 0) t++
        s = Math.min(c, allowance)
      }
      if (t < turn[nb]! || (t === turn[nb] && s < spent[nb]!)) {
        turn[nb] = t
        spent[nb] = s
        push(nb, t, s)
      }
    }
  }
  return { turn, spent }
}
