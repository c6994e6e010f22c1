/** What {@link watchClocks} saw: where `Math.random` and a clock were first called (a stack line), if they were. */
export interface ClocksSeen {
  random?: string
  clock?: string
}

/**
 * Replaces `Math.random`, `Date.now` and `performance.now` by recording versions (they still
 * answer, so the game goes on) until `stop()`, which restores them and tells where each was first
 * called. For the conformance checks: rules code must take its randomness from the game's dice.
 */
export function watchClocks(): { stop(): ClocksSeen } {
  const seen: ClocksSeen = {}
  const random = Math.random
  const dateNow = Date.now
  const perf = globalThis.performance
  const perfNow = perf?.now
  const where = () => (new Error().stack ?? '').split('\n').slice(3, 6).map((l) => l.trim()).join(' < ')
  Math.random = () => {
    seen.random ??= where()
    return random()
  }
  Date.now = () => {
    seen.clock ??= `Date.now ${where()}`
    return dateNow()
  }
  if (perf && perfNow) perf.now = () => {
    seen.clock ??= `performance.now ${where()}`
    return perfNow.call(perf)
  }
  return {
    stop() {
      Math.random = random
      Date.now = dateNow
      if (perf && perfNow) perf.now = perfNow
      return seen
    },
  }
}
