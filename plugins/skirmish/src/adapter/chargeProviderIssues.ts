import type { Issue, Scenario } from '@hexes/core'
import { HM } from '@hexes/plugin-hexes-med'
import { SK } from '../state/SkState'

/**
 * §3.3 rule 4 (one charge provider per scenario), R-15, I-19: with skirmish dice the charge is
 * the skirmish rules' (this plugin takes HEXES Med's charge over), and HEXES Med's +1 die
 * modifier is never used. A scenario (or a variant, or the start screen's options) that sets
 * HEXES Med's `chargeBonus` above 0 asks for both charges: it must choose, so the game does not
 * load (`scenario/two-charge-providers`, at the field). `chargeBonus: 0` says HEXES Med gives
 * none: accepted.
 */
export function chargeProviderIssues(scenario: Scenario, pluginId: string): Issue[] {
  const i = scenario.plugins.findIndex((p) => p.id === HM)
  const bonus = i < 0 ? undefined : (scenario.plugins[i]!.config as Record<string, unknown> | undefined)?.chargeBonus
  if (typeof bonus !== 'number' || bonus <= 0) return []
  return [{
    code: 'scenario/two-charge-providers', path: `plugins[${i}].config.chargeBonus`, plugin: SK,
    message: `HEXES Med's charge bonus (+${bonus}) is not used with "${pluginId}": its charges are the skirmish rules' (extra dice, flank and rear, push-back; R-15, catalogue §3.3 rule 4). One charge per scenario: remove chargeBonus (or set it to 0), or leave "${pluginId}" out; "adapter": { "charge": { "enabled": false } } plays with no charge at all`,
  }]
}
