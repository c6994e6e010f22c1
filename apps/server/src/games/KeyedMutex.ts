/**
 * Runs tasks one at a time per key (a game id), in arrival order, in this process. Across
 * processes the database's (game_id, seq) key settles races; this only spares a process from
 * racing itself.
 */
export class KeyedMutex {
  private readonly tails = new Map<string, Promise<unknown>>()

  /** Runs `task` once every earlier task of `key` has settled. */
  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const prev = this.tails.get(key) ?? Promise.resolve()
    const next = prev.then(task, task)
    const tail = next.catch(() => undefined)
    this.tails.set(key, tail)
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key)
    })
    return next
  }
}
