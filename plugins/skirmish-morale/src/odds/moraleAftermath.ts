import type { GameEvent } from '@hexes/core'
import type { AftermathMark } from '@hexes/plugin-skirmish'
import { CHARACTER_CAPTURED } from '../prisoners/capture'

/** The marks of the morale rules in a combat's aftermath (`UnitOdds.aftermath` of the skirmish preview). */
export const MORALE_MARKS = {
  /** It failed a morale test and fled (SK-MORALE-8/9, -16, -17, -15, -19). */
  flees: 'flees',
  /** Taken prisoner instead of killed (SK-PRIS-1, GAP-SK-27). */
  captured: 'captured',
  /** An HM-model unit of a HEXES Med game: HEXES Med's test made it retreat a hex (I-03, R-16). */
  retreats: 'retreats',
  /** An HM-model unit: HEXES Med's test took a step (I-03, R-16). */
  losesStep: 'loses-step',
} as const

/**
 * The morale rules' reader of a combat's aftermath (`SkTables.addAftermathReader`): from the events
 * the combat and the event bus after it emitted (the tests are the morale rules' own, run by the
 * bus as in play), the units that fled (`sk-morale/flees`), were taken prisoner
 * (`characterCaptured`), or, HM-model units, retreated or lost a step by HEXES Med's test
 * (`sk-morale/hm-test`). Undead never test (SK-MORALE-22): they have no mark.
 */
export function moraleAftermath(events: readonly GameEvent[]): AftermathMark[] {
  const marks: AftermathMark[] = []
  for (const e of events) {
    const unit = e.unit as string | undefined
    if (unit === undefined) continue
    if (e.type === 'sk-morale/flees') marks.push({ unit, mark: MORALE_MARKS.flees })
    else if (e.type === CHARACTER_CAPTURED) marks.push({ unit, mark: MORALE_MARKS.captured })
    else if (e.type === 'sk-morale/hm-test' && e.key === 'retreat') marks.push({ unit, mark: MORALE_MARKS.retreats })
    else if (e.type === 'sk-morale/hm-test' && e.key === 'reduce') marks.push({ unit, mark: MORALE_MARKS.losesStep })
  }
  return marks
}
