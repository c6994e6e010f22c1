import { attackAction, prepareCombat, type AttackAction, type GameRules, type GameState, type HookRegistry, type PhaseCtx } from '@hexes/core'
import type { SkTables } from '../config/SkTables'
import { SK, skState, type MeleePair } from '../state/SkState'
import { nextFight } from './nextFight'

/**
 * The melee step fights every melee (GAP-SK-07 step 5: "every engaged pair fights one round"):
 * the active side picks the order and its primary opponents with `attack` in `melee` mode
 * (SK-MELEE-3, `sk/melee` when a third army is in it); when the step ends, every melee of the
 * active side not fought yet is fought, in the order of the units, each against the first enemy
 * in contact with its first unit (`nextUnfought`), its third armies having chosen, through
 * the core's own `attack` pipeline (so the log, the odds and the outcome are the same as a
 * declared one).
 */
export function applyMeleeStep(hooks: HookRegistry, tables: SkTables): void {
  hooks.phaseEnd.tap({ plugin: SK, ruleId: 'GAP-SK-07' }, (ctx) => {
    if (ctx.phase.id === 'melee') fightTheRest(ctx, tables)
  })
}

/**
 * The next fight of the active side not fought this step, as a legal attack (`nextFight` with the
 * core's `prepareCombat`); with `only`, through the pairs it accepts alone (a mix fights only its
 * locked melees and pending charges by itself). A melee whose third armies have not chosen their
 * side is passed over (SK-MELEE-3: `settleAllies` asks them before the step can end, so only a
 * melee another rule set forbids is left).
 */
export function nextUnfought(rules: GameRules, draft: GameState, tables: SkTables, only?: (pair: MeleePair, unitId: string) => boolean): AttackAction | undefined {
  const side = draft.turn.activeSide
  if (side === null) return undefined
  const legal = (a: AttackAction) => !('ok' in prepareCombat(rules, draft, side, { attackers: a.attackers, defender: a.defender!, mode: a.mode }))
  return nextFight(rules, draft, tables, side, skState(draft).fought, legal, only)?.action
}

/** Fights, one after the other, every fight {@link nextUnfought} finds (with `only`), until none is left or the game is over. */
export function fightTheRest(ctx: PhaseCtx, tables: SkTables, only?: (pair: MeleePair, unitId: string) => boolean): void {
  for (let guard = 0; guard < 10_000; guard++) {
    if (ctx.draft.result) return
    const action = nextUnfought(ctx.rules, ctx.draft, tables, only)
    if (!action) return
    attackAction.apply({ draft: ctx.draft, rules: ctx.rules, emit: ctx.emit, dice: ctx.dice, action, before: ctx.draft })
  }
}
