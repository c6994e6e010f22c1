import { type HookRegistry } from '@hexes/core'
import { SK_MODES, type SkTables } from '@hexes/plugin-skirmish'
import type { FlyersConfig } from '../config/flyersConfig'
import { isFlyer } from '../rules/flyerOf'
import { FLYERS, flyersState } from '../state/FlyersState'
import { flyerSituation } from './flyerSituation'
import { flyerWithheld } from './flyerWithheld'

/**
 * A flyer's combat (SK-FLY-4, SK-FLY-5):
 * - no cover and no height against a flyer in flight (`flyerSituation`, when
 *   `ignoreCoverAndHeight`), and what that withholds for the odds to explain (`flyerWithheld`);
 * - `combatOutcome`: a flyer of the acting side that made a melee attack in the melee step of the
 *   standalone rules is recorded, so that it may fly on (`fly/on`, SK-FLY-4).
 * The charge is refused by the skirmish rules themselves (SK-FLY-3: `charge/flyer`).
 */
export function applyFlyerCombat(hooks: HookRegistry, tables: SkTables, config: FlyersConfig): void {
  if (config.ignoreCoverAndHeight) {
    tables.addSituationRule(flyerSituation(tables, config))
    hooks.combatModifiersWithheld.tap({ plugin: FLYERS, ruleId: 'SK-FLY-5' }, (ctx) => flyerWithheld(ctx, tables, config))
  }
  if (tables.mix || !config.flyOn) return
  hooks.combatOutcome.tap({ plugin: FLYERS, ruleId: 'SK-FLY-4' }, ({ draft, decl }) => {
    if (decl.mode !== SK_MODES.melee || draft.turn.phase !== 'melee') return
    const s = flyersState(draft)
    for (const id of decl.attackers) {
      const u = draft.units.find((x) => x.id === id)
      if (u && u.side === draft.turn.activeSide && isFlyer(tables, u) && !s.attacked.includes(id)) s.attacked.push(id)
    }
  })
}
