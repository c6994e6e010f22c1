/**
 * The priority queue of `ProfileSearch`: integer costs, popped by increasing cost and FIFO within
 * a cost, so that results do not depend on which of its two modes runs.
 *
 * - Small budgets (up to {@link DIAL_LIMIT} ticks): Dial's bucket queue. Every queued cost lies in
 *   `0 .. budget`, so bucket `c` holds exactly the entries of cost `c` (FIFO linked lists over a
 *   pool of entries); popping scans the buckets upwards, O(entries + highest cost queued).
 * - Larger budgets: a binary heap keyed by (cost, entry number), entry numbers growing in push
 *   order, which is the same order as the buckets'; O(log entries) per operation and no scan
 *   over empty costs, however sparse.
 *
 * The pool grows by doubling and is reused: a query costs O(entries pushed), never O(budget)
 * beyond the bucket scan, never O(map).
 *
 * @internal Not exported from the package.
 */

/** Largest budget (ticks) handled by the bucket queue; above it, the heap. */
export const DIAL_LIMIT = 4095

export class TickQueue {
  /** State of each entry. */
  private state = new Int32Array(1024)
  /** Cost of each entry. */
  private cost = new Int32Array(1024)
  /** Next entry in the same bucket (bucket mode). */
  private next = new Int32Array(1024)
  private count = 0
  private dial = true
  // Bucket mode.
  private head = new Int32Array(DIAL_LIMIT + 1).fill(-1)
  private tail = new Int32Array(DIAL_LIMIT + 1).fill(-1)
  private current = 0
  private top = -1
  // Heap mode: entry numbers.
  private heap = new Int32Array(1024)
  private heapSize = 0

  /** Empties the queue for a query whose costs never exceed `budget`. */
  reset(budget: number): void {
    if (this.dial) {
      // Buckets above `current` may still hold entries if the last query stopped early.
      for (let c = this.current; c <= this.top; c++) {
        this.head[c] = -1
        this.tail[c] = -1
      }
    }
    this.count = 0
    this.heapSize = 0
    this.current = 0
    this.top = -1
    this.dial = budget <= DIAL_LIMIT
  }

  /** Queues `state` at `cost` (0 ≤ cost ≤ the budget given to `reset`). */
  push(state: number, cost: number): void {
    if (this.count === this.state.length) this.grow()
    const e = this.count++
    this.state[e] = state
    this.cost[e] = cost
    if (this.dial) {
      this.next[e] = -1
      if (this.head[cost] === -1) this.head[cost] = e
      else this.next[this.tail[cost]] = e
      this.tail[cost] = e
      if (cost > this.top) this.top = cost
      return
    }
    // Sift up.
    const heap = this.heap
    let i = this.heapSize++
    while (i > 0) {
      const p = (i - 1) >> 1
      if (!this.before(e, heap[p])) break
      heap[i] = heap[p]
      i = p
    }
    heap[i] = e
  }

  /** Removes the first entry (lowest cost, then first pushed) and returns it, or -1 when empty. */
  pop(): number {
    if (this.dial) {
      const head = this.head
      for (let c = this.current; c <= this.top; c++) {
        const e = head[c]
        if (e === -1) continue
        const n = this.next[e]
        head[c] = n
        if (n === -1) this.tail[c] = -1
        this.current = c
        return e
      }
      this.current = this.top + 1
      return -1
    }
    if (this.heapSize === 0) return -1
    const heap = this.heap
    const first = heap[0]
    const last = heap[--this.heapSize]
    // Sift down.
    let i = 0
    for (;;) {
      let c = 2 * i + 1
      if (c >= this.heapSize) break
      if (c + 1 < this.heapSize && this.before(heap[c + 1], heap[c])) c++
      if (!this.before(heap[c], last)) break
      heap[i] = heap[c]
      i = c
    }
    heap[i] = last
    return first
  }

  /** The state of entry `e`. */
  stateOf(e: number): number {
    return this.state[e]
  }

  /** The cost of entry `e`. */
  costOf(e: number): number {
    return this.cost[e]
  }

  /** Whether entry `a` pops before entry `b`. */
  private before(a: number, b: number): boolean {
    const ca = this.cost[a]
    const cb = this.cost[b]
    return ca < cb || (ca === cb && a < b)
  }

  private grow(): void {
    const size = this.state.length * 2
    const widen = (a: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> => {
      const b = new Int32Array(size)
      b.set(a)
      return b
    }
    this.state = widen(this.state)
    this.cost = widen(this.cost)
    this.next = widen(this.next)
    this.heap = widen(this.heap)
  }
}
