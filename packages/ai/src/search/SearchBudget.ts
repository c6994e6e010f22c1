/**
 * The effort a search may spend, counted in nodes (states applied or evaluated), and optionally a
 * wall-clock deadline.
 *
 * A node budget is deterministic: the same position and seed spend the same nodes and reach the
 * same decision on any machine. A deadline (interactive play only) reads the clock, so the
 * decision may differ between runs; the clock is never read when no deadline is set.
 */
export class SearchBudget {
  /** Nodes spent so far. */
  nodes = 0
  private readonly maxNodes: number
  private readonly deadline: number | undefined
  private readonly clock: (() => number) | undefined
  private timedOut = false

  /**
   * @param maxNodes - most nodes to spend (`Infinity` for a time-only budget)
   * @param deadline - optional clock reading after which the search winds down
   * @param clock - the clock the deadline refers to (required with a deadline)
   */
  constructor(maxNodes: number, deadline?: number, clock?: () => number) {
    this.maxNodes = maxNodes
    this.deadline = deadline
    this.clock = deadline === undefined ? undefined : clock
  }

  /** Records `n` nodes of work. */
  spend(n = 1): void {
    this.nodes += n
  }

  /** Fraction of the node budget left, in [0, 1] (1 for a time-only budget before its deadline). */
  get left(): number {
    if (this.exhausted) return 0
    return Number.isFinite(this.maxNodes) ? Math.max(0, 1 - this.nodes / this.maxNodes) : 1
  }

  /** Nodes left (`Infinity` for a time-only budget). */
  get remaining(): number {
    return Math.max(0, this.maxNodes - this.nodes)
  }

  /** True once the nodes are spent or the deadline has passed. */
  get exhausted(): boolean {
    if (this.nodes >= this.maxNodes) return true
    if (this.deadline !== undefined && !this.timedOut) this.timedOut = this.clock!() >= this.deadline
    return this.timedOut
  }
}
