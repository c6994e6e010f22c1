import { defineStore } from 'pinia'
import { computed, ref, watch } from 'vue'
import { TOUR_STEPS, type TourSnapshot } from '../lib/tourSteps'
import { usePlayStore } from './play'
import { useSessionStore } from './session'
import { readStored, writeStored } from '../lib/storage'

/** localStorage key of the tour's outcome: `done` (finished) or `skipped`. */
export const TOUR_KEY = 'hexes.tour'

/** How the player left the tour last time, if ever. */
export type TourOutcome = 'done' | 'skipped'

function readOutcome(): TourOutcome | null {
  const v = readStored(TOUR_KEY)
  return v === 'done' || v === 'skipped' ? v : null
}

/**
 * The guided first turn (`lib/tourSteps`): whether it runs, its current step, and the outcome
 * kept in localStorage. A step with a `done` test moves on by itself when the game shows it done;
 * the player can skip the tour at any step. It only reads the session and play stores.
 */
export const useTourStore = defineStore('tour', () => {
  const session = useSessionStore()
  const play = usePlayStore()
  const active = ref(false)
  const index = ref(0)
  const outcome = ref<TourOutcome | null>(readOutcome())
  const step = computed(() => (active.value ? TOUR_STEPS[index.value] ?? null : null))
  const total = TOUR_STEPS.length

  function snapshot(): TourSnapshot {
    const odds = play.odds as { ok?: boolean } | null
    return {
      moving: play.movement !== null,
      moves: session.events.filter((e) => e.type === 'moveCommitted').length,
      combats: session.events.filter((e) => e.type === 'combatResolved').length,
      combat: play.canAttack,
      odds: odds !== null && odds.ok !== false,
    }
  }
  let atStart = snapshot()

  function goTo(i: number): void {
    index.value = i
    atStart = snapshot()
    // A step already done when it begins (the player ran ahead) is passed at once.
    advanceIfDone()
  }
  function advanceIfDone(): void {
    const s = step.value
    if (s?.done && s.done(snapshot(), atStart) && index.value < total - 1) goTo(index.value + 1)
  }
  watch(() => [session.revision, play.selected, play.defender, play.attackers.length], advanceIfDone)

  function store(o: TourOutcome): void {
    outcome.value = o
    writeStored(TOUR_KEY, o) // without storage, the tour is offered again next time
  }
  /** Starts the tour at its first step (the game is started by the caller). */
  function begin(): void {
    active.value = true
    goTo(0)
  }
  /** The player's "Next" on a step without a test, or "Finish" on the last one. */
  function next(): void {
    if (index.value >= total - 1) finish()
    else goTo(index.value + 1)
  }
  function finish(): void {
    active.value = false
    store('done')
  }
  function skip(): void {
    active.value = false
    store('skipped')
  }
  // Leaving the game ends the tour without an outcome.
  watch(() => session.state === null, (gone) => {
    if (gone) active.value = false
  })

  return { active, index, step, total, outcome, begin, next, finish, skip }
})
