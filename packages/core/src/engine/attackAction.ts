import { z } from 'zod'
import { errors } from '../errors/errors'
import { hexRefSchema } from '../hex/hexRefSchema'
import type { CombatDeclaration } from '../hooks/HookContexts'
import { msg } from '../i18n/MessageRef'
import { CORE_RULES } from '../rules/CORE_RULES'
import type { ActionDefinition } from './ActionDefinition'
import { combatModifiers, prepareCombat, resolveCombat } from './combat'

/**
 * `{ type: 'attack', side, attackers, defender?, targets?, area?, mode }`: declare and resolve one
 * combat: against one defender (most rules), several targets, or an area of hexes (see
 * `CombatDeclaration`).
 */
export const attackSchema = z.strictObject({
  type: z.literal('attack'),
  side: z.string(),
  attackers: z.array(z.string()).min(1).max(64),
  defender: z.string().optional(),
  targets: z.array(z.string()).min(1).max(64).optional(),
  area: z.array(hexRefSchema).min(1).max(64).optional(),
  mode: z.string(),
})

/** An attack action. */
export type AttackAction = z.infer<typeof attackSchema>

/** Largest attacker group enumerated per defender (2^6 - 1 subsets). */
const MAX_ENUMERATED_ATTACKERS = 6

/**
 * The core `attack` action: ELIG → MOD → RES → outcome, all through hooks. The resolver rolls
 * with the game's dice; the outcome hook applies losses and creates the players' decisions.
 * Enumeration lists single-defender attacks (groups of up to six attackers); rules with
 * several-target or area attacks list theirs through their own action types or UI.
 */
export const attackAction: ActionDefinition<AttackAction> = {
  type: 'attack',
  schema: attackSchema,
  validate({ state, rules, action }) {
    const ctx = prepareCombat(rules, state, action.side, declOf(action))
    return 'ok' in ctx ? ctx : undefined
  },
  apply(ctx) {
    const { rules, action, before } = ctx
    const combat = prepareCombat(rules, before, action.side, declOf(action))
    if ('ok' in combat) throw errors.internal(`attack became illegal between validate and apply: ${combat.code}`)
    const modifiers = combatModifiers(combat)
    const outcome = resolveCombat(combat, modifiers, ctx.dice)
    ctx.emit({
      type: 'combatResolved', message: `Combat: ${outcome.label}`, text: msg('combatResolved', { outcome: outcome.text ?? msg(`outcome/${outcome.key}`, undefined, outcome.label) }),
      ruleId: rules.cite(CORE_RULES.combatResolution), side: action.side, decl: declOf(action), modifiers, outcome,
    })
    rules.hooks.combatOutcome.call(Object.assign({}, ctx, { decl: declOf(action), outcome, modifiers }))
  },
  enumerate({ state, rules, side }) {
    const out: AttackAction[] = []
    const modes = rules.hooks.combatModes.call({ state, rules })
    const mine = state.units.filter((u) => u.side === side && u.status === 'active' && u.hex !== null)
    const byCandidateHook = rules.hooks.combatCandidate.size > 0
    for (const defender of state.units) {
      if (defender.side === side || defender.status !== 'active' || defender.hex === null) continue
      for (const mode of modes) {
        // Units that may take part at all; groups are then checked whole (a group of units too
        // weak to attack alone may be legal together).
        const cands = mine
          .filter((u) => {
            const decl = { attackers: [u.id], defender: defender.id, mode }
            return byCandidateHook
              ? rules.hooks.combatCandidate.call({ state, rules, decl, attackers: [u], defender, targets: [defender], area: [] }) === undefined
              : !('ok' in prepareCombat(rules, state, side, decl))
          })
          .slice(0, MAX_ENUMERATED_ATTACKERS)
        for (let mask = 1; mask < 1 << cands.length; mask++) {
          const attackers = cands.filter((_, i) => mask & (1 << i)).map((u) => u.id)
          const action: AttackAction = { type: 'attack', side, attackers, defender: defender.id, mode }
          if (!('ok' in prepareCombat(rules, state, side, declOf(action)))) out.push(action)
        }
      }
    }
    return out
  },
}

function declOf(a: AttackAction): CombatDeclaration {
  return {
    attackers: a.attackers,
    ...(a.defender !== undefined ? { defender: a.defender } : {}),
    ...(a.targets !== undefined ? { targets: a.targets } : {}),
    ...(a.area !== undefined ? { area: a.area } : {}),
    mode: a.mode,
  }
}
