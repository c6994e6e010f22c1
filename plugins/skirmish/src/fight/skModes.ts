/** Combat modes of the skirmish rules (the core `attack` action's `mode`). */
export const SK_MODES = Object.freeze({
  /** A round of the melee step: every engaged pair of one melee (SK-MELEE-1..4, GAP-SK-08). */
  melee: 'melee',
  /** A volley (SK-MISSILE-1..14). */
  missile: 'missile',
  /** A volley of flaming arrows (SK-MISSILE-15/16). */
  flaming: 'flaming',
} as const)

/** A skirmish combat mode. */
export type SkMode = (typeof SK_MODES)[keyof typeof SK_MODES]

/** The modes, for the `combatModes` hook. */
export const SK_MODE_LIST: readonly SkMode[] = Object.freeze([SK_MODES.melee, SK_MODES.missile, SK_MODES.flaming])

/** Whether a mode is one of the skirmish rules'. */
export function isSkMode(mode: string): mode is SkMode {
  return mode === SK_MODES.melee || mode === SK_MODES.missile || mode === SK_MODES.flaming
}
