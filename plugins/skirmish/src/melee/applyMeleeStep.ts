import { attackAction, prepareCombat, type AttackAction, type GameRules, type GameState, type HookRegistry, type PhaseCtx } from '@hexes/core'
import type { SkTables } from '../config/SkTables'
import { SK_MODES } from '../fight/skModes'
import { SK, skState, type MeleePair } from '../state/SkState'
import { fightAround, otherOf, pairsOf } from './contacts'

/**
 * The melee step fights every melee (GAP-SK-07 step 5: "every engaged pair fights one round"):
 * the active side picks the order and its primary opponents with `attack` in `melee` mode
 * (SK-MELEE-3); when the step ends, every melee of the active side not fought yet is fought, in
 * the order of the units, each against the first enemy in contact with its first unit, through
 * the core's own `attack` pipeline (so the log, the odds and the outcome are the same as a
 * declared one).
 */
export function applyMeleeStep(hooks: HookRegistry, tables: SkTables): void {
  hooks.phaseEnd.tap({ plugin: SK, ruleId: 'GAP-SK-07' }, (ctx) => {
    if (ctx.phase.id === 'melee') fightTheRest(ctx, tables)
  })
}

/**
 * The next fight of the active side not fought this step, as a legal attack: the first of its
 * units (state order) in contact with an enemy that has not fought, against the first such enemy,
 * with every unit of the side in contact with it (`fightAround`); with `only`, through the pairs it
 * accepts alone (a mix fights only its locked melees and pending charges by itself).
 */
export function nextUnfought(rules: GameRules, draft: GameState, tables: SkTables, only?: (pair: MeleePair, unitId: string) => boolean): AttackAction | undefined {
  const side = draft.turn.activeSide
  if (side === null) return undefined
  const fought = skState(draft).fought
  for (const u of draft.units) {
    if (u.side !== side || u.status !== 'active' || u.hex === null || !tables.isSkUnit(u) || fought.includes(u.id)) continue
    const enemies = new Set(pairsOf(draft, u.id).filter((p) => only === undefined || only(p, u.id)).map((p) => otherOf(p, u.id)))
    const defender = draft.units.find((x) => enemies.has(x.id) && !fought.includes(x.id))
    if (!defender) continue
    const [mine] = fightAround(draft, defender, (x) => x.side === side, fought)
    const action: AttackAction = { type: 'attack', side, attackers: mine.map((x) => x.id), defender: defender.id, mode: SK_MODES.melee }
    if (!('ok' in prepareCombat(rules, draft, side, { attackers: action.attackers, defender: action.defender!, mode: action.mode }))) return action
  }
  return undefined
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
