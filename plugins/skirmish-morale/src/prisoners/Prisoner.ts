/**
 * One prisoner (SK-PRIS-1..6, GAP-SK-27), in `state.plugins['skirmish-morale'].prisoners`: a
 * character unit taken in melee, off the map (status `reserve`, no hex) with 1 HP or more, held
 * either by a guard unit of the captor's side (it goes where its guard goes, SK-PRIS-2/3) or in a
 * building (a structure of the skirmish config that is not a bridge, SK-PRIS-5). Exactly one of
 * `guard` and `building` is set.
 */
export interface Prisoner {
  /** The captured unit. */
  unit: string
  /** The side that holds it. */
  side: string
  /** The unit that guards it, or `null` when it is held in a building. */
  guard: string | null
  /** The structure id of the building it is held in, or `null` when a guard holds it. */
  building: string | null
}
