/**
 * Kind of the pending decision a flight from melee leaves to each enemy that may pursue
 * (SK-MORALE-4, GAP-SK-16): `{ kind, side, ruleId: 'SK-MORALE-4', data: { unit, target } }`,
 * answered by `sk-morale/pursue`.
 */
export const PURSUIT = 'sk-morale/pursuit'

/** Action type that answers {@link PURSUIT}. */
export const PURSUE = 'sk-morale/pursue'

/** The payload of a pursuit decision. */
export interface PursuitData {
  [key: string]: unknown
  /** The unit that may pursue. */
  unit: string
  /** The fleeing unit it may pursue. */
  target: string
}
