/**
 * Die definitions as JSON, for plugin and scenario configs (catalogue GAP-X-02: custom dice such as
 * the artillery die with its MISFIRE face, GAP-SK-04).
 */

import { z } from 'zod'
import { zodIssues } from '../util/zodIssues'
import { DiceError } from './DiceError'
import type { DieSpec } from './DieSpec'
import { MAX_DIE_FACES } from './standardDice'

const token = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lowercase letters, digits and dashes')

/** One face: a finite value, an optional label for the UI and an optional symbol the rules test. */
const dieFaceSchema = z.strictObject({
  value: z.number({ error: 'must be a finite number' }),
  label: z.string().min(1, 'must not be empty').max(40).optional(),
  symbol: token.max(40).optional(),
})

/**
 * The JSON form of a {@link DieSpec} (zod 4): `{ id, faces: [{ value, label?, symbol? }] }`, strict
 * (unknown fields are errors), 1 to `MAX_DIE_FACES` faces, finite values, lowercase token ids and
 * symbols. Use it inside a plugin's config schema; {@link parseDieSpec} checks a die on its own.
 *
 * @example
 * ```json
 * { "id": "artillery", "faces": [{ "value": 2 }, { "value": 4 }, { "value": 6 }, { "value": 8 },
 *   { "value": 10 }, { "value": 0, "label": "MISFIRE", "symbol": "misfire" }] }
 * ```
 */
export const dieSpecSchema = z.strictObject({
  id: token.max(64),
  faces: z.array(dieFaceSchema).min(1, 'a die needs at least one face').max(MAX_DIE_FACES),
})

/**
 * Checks a JSON die definition and returns it as a deep-frozen {@link DieSpec}, ready for `roll`,
 * `rollPool` and `poolTotal`.
 *
 * @param input - the parsed JSON (a plugin config field, a scenario entry)
 * @param where - the path of the definition in its document, for the messages (default `die`)
 * @returns the die, frozen
 * @throws DiceError `dice/invalid-die` naming every bad field, e.g.
 *   `Invalid die definition: dice.artillery.faces[5].value: must be a finite number`
 */
export function parseDieSpec(input: unknown, where = 'die'): DieSpec {
  const parsed = dieSpecSchema.safeParse(input)
  if (!parsed.success) {
    const issues = zodIssues(parsed.error, { code: 'dice/invalid-die', prefix: where })
    throw new DiceError('dice/invalid-die', `Invalid die definition: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`)
  }
  const faces = parsed.data.faces.map((f) => Object.freeze({ ...f }))
  return Object.freeze({ id: parsed.data.id, faces: Object.freeze(faces) })
}
