/**
 * Runs an async task every interval, never two at once: the timer of the outbox dispatcher and
 * of the clock sweeper. The timer does not keep the process alive.
 */
export class IntervalRunner {
  private readonly task: () => Promise<unknown>
  private readonly onError: (error: unknown) => void
  private timer: ReturnType<typeof setInterval> | undefined
  private running: Promise<void> | undefined

  /** @param onError called with what a run threw (the next runs go on) */
  constructor(task: () => Promise<unknown>, onError: (error: unknown) => void) {
    this.task = task
    this.onError = onError
  }

  /** Runs every `intervalMs` until {@link stop}; a second call does nothing. */
  start(intervalMs: number): void {
    if (this.timer !== undefined) return
    this.timer = setInterval(() => this.kick(), intervalMs)
    this.timer.unref?.()
  }

  /** Runs now, unless a run is going on. */
  kick(): void {
    if (this.running !== undefined) return
    this.running = this.task()
      .then(() => undefined, this.onError)
      .finally(() => {
        this.running = undefined
      })
  }

  /** Stops the timer and waits for the run going on, if any. */
  async stop(): Promise<void> {
    if (this.timer !== undefined) clearInterval(this.timer)
    this.timer = undefined
    await this.running
  }
}
