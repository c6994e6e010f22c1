import type { SkCombatData } from '@hexes/plugin-skirmish'

/**
 * The skirmish data of an outcome's `data` (`CombatOutcome.data` of the skirmish resolver,
 * `source: 'skirmish'`: the plugin's `SkCombatData`), or `null` when another resolver wrote it.
 * Events come from the engine as plain JSON: the shape is checked at run time.
 */
export function skCombatDataOf(data: unknown): SkCombatData | null {
  const d = data as Partial<SkCombatData> | null | undefined
  return d && d.source === 'skirmish' && Array.isArray(d.strikes) && Array.isArray(d.losses) && Array.isArray(d.pushes) ? (d as SkCombatData) : null
}
