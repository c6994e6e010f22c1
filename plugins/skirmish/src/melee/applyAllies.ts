import type { GameState, HookRegistry, PluginApi } from '@hexes/core'
import type { SkTables } from '../config/SkTables'
import { SK, skState } from '../state/SkState'
import { allyAction } from './allyAction'
import { settleAllies } from './allyDecision'
import { meleeCallAction } from './meleeCallAction'

/**
 * Melees of more than two armies (SK-MELEE-3, GAP-SK-38): the `sk/melee` action (the attacker
 * names his primary opponent), the `sk/ally` decision and its answer (a third army joins one of
 * the two sides, for that melee only), and `settleAllies` when a melee step begins and after
 * every melee fought in it; the choices are forgotten when the step ends. Declared teams
 * (`teams`) fight together without being asked.
 */
export function applyAllies(hooks: HookRegistry, api: PluginApi, tables: SkTables): void {
  api.defineAction(allyAction(tables))
  api.defineAction(meleeCallAction(tables))
  hooks.phaseStart.tap({ plugin: SK, ruleId: 'SK-MELEE-3' }, (ctx) => {
    if (ctx.phase.id !== 'melee') return
    forgetChoices(ctx.draft)
    settleAllies(ctx, tables)
  })
  // The step's choices end with it (after its last melees, fought by `applyMeleeStep`'s tap).
  hooks.phaseEnd.tap({ plugin: SK, ruleId: 'SK-MELEE-3' }, (ctx) => {
    if (ctx.phase.id === 'melee') forgetChoices(ctx.draft)
  })
  hooks.events.tap({ plugin: SK, ruleId: 'SK-MELEE-3' }, (ctx) => {
    if (ctx.event.type === 'sk/melee-result') settleAllies(ctx, tables)
  })
}

/** Forgets the third armies' choices and the named melee of a melee step. */
function forgetChoices(draft: GameState): void {
  const sk = skState(draft)
  delete sk.allies
  delete sk.called
}
