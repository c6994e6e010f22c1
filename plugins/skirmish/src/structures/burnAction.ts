import { artilleryDie, combatDie, errors, findUnit, msg, reject, rollPool, unitParam, type ActionDefinition, type DiceSource, type GameRules, type GameState, type Rejection, type UnitState } from '@hexes/core'
import { z } from 'zod'
import { attackDice } from '../combat/attackDice'
import type { SkStructure } from '../config/skConfig'
import type { SkTables } from '../config/SkTables'
import { loseFigure } from '../fight/applyHpLoss'
import { fighterOf } from '../fight/fighterOf'
import { shooterCheck, volleyCheck, type VolleyPlan } from '../missile/volleyCheck'
import type { SkUnitType } from '../model/skProfile'
import { BURN } from '../sequence/skPhases'
import { skState } from '../state/SkState'
import { destroyStructure } from './destroyStructure'
import { structureParam } from './structureParam'

/** `{ type: 'sk/burn', side, unit, structure }`: a volley of flaming arrows at a wooden structure (SK-MISSILE-15..17). */
export const burnSchema = z.strictObject({ type: z.literal(BURN), side: z.string(), unit: z.string(), structure: z.string() })

/** A burn action. */
export type BurnAction = z.infer<typeof burnSchema>

/** The profile a structure is shot at with: no keyword, so only range and moving fire change the dice (SK-MISSILE-7/8). */
const STRUCTURE: SkUnitType = { name: 'structure', figures: 1, move: 1, attacks: 0, attackBonus: 0, defence: 0, damage: 0, constitution: 0, hp: 1, command: 1, keywords: [] }

interface BurnPlan {
  unit: UnitState
  structure: SkStructure
  volley: VolleyPlan
  /** Combat dice the volley rolls. */
  dice: number
}

const name = (u: { id: string; name?: string }) => u.name ?? u.id

/**
 * Checks a volley of flaming arrows at a structure: the shooter may shoot flaming arrows now
 * (bows only, SK-MISSILE-15; not locked, SK-MELEE-5; once a turn); the structure is a standing
 * wooden one (SK-MISSILE-17, GAP-SK-36) within range and in sight (SK-MISSILE-6/10/11). Its dice
 * are the volley's: the attack potential, halved at long range and on the move (SK-MISSILE-7/8).
 */
export function burnCheck(rules: GameRules, state: GameState, tables: SkTables, side: string, unitId: string, structureId: string): BurnPlan | Rejection {
  const unit = findUnit(state, unitId)
  if (!unit || unit.side !== side || unit.status !== 'active' || unit.hex === null) return reject('burn/not-your-unit', 'SK-MISSILE-15', `"${unitId}" is not a unit of ${side} on the map`, { id: unitId })
  const weapon = shooterCheck(state, tables, unit, true)
  if ('ok' in weapon) return weapon
  const structure = tables.structure(structureId)
  const st = skState(state).structures.find((s) => s.id === structureId)
  if (!structure || !st) return reject('burn/unknown-structure', 'GAP-SK-36', `Unknown structure "${structureId}"`, { id: structureId })
  if (st.destroyed) return reject('burn/destroyed', 'GAP-SK-36', `${structure.name ?? structure.id} is already destroyed`, { id: structureId })
  if (!structure.wooden) return reject('burn/not-wooden', 'SK-MISSILE-17', `${structure.name ?? structure.id} is not wooden: flaming arrows do not burn it`, { id: structureId })
  const volley = volleyCheck(rules, state, tables, unit, weapon, rules.grid.indexOfRef(structure.hex), structure.name ?? structure.id)
  if ('ok' in volley) return volley
  const moved = skState(state).moved.some((m) => m.unit === unit.id)
  const target = { type: STRUCTURE, hp: 1, startHp: 1, level: 0 }
  const dice = attackDice({ kind: 'missile', attacker: fighterOf(rules, state, tables, unit), target, range: volley.range, moved }, tables.config).dice
  return { unit, structure, volley, dice }
}

/** Rolls the skulls of a volley at a structure (GAP-SK-03, R-19: a skull is 4–6 on a combat die). */
export function rollSkulls(dice: DiceSource, n: number): number {
  return n > 0 ? rollPool(dice, { die: combatDie(), n, reason: 'SK-MISSILE-17 flaming arrows: combat dice', classes: [0, 0, 0, 1, 1, 1] }).counts[1]! : 0
}

/**
 * Flaming arrows at a wooden structure (SK-MISSILE-15..17, GAP-SK-03/04/05/36, R-19): the
 * artillery die first, MISFIRE loses one archer and the volley still goes (SK-MISSILE-16); then a
 * combat die per volley die, each skull counting on the structure this turn; `fireResistance`
 * skulls within one turn (3 to 5, by solidity) destroy it: the hex becomes its `destroyedTerrain`
 * (water for a bridge, rubble for a building), the figures inside a building take a damage die
 * each, a unit on a bridge falls with it. Skulls do not carry over to the next turn.
 */
export function burnAction(tables: SkTables): ActionDefinition<BurnAction> {
  return {
    type: BURN,
    schema: burnSchema,
    validate({ state, rules, action }) {
      const plan = burnCheck(rules, state, tables, action.side, action.unit, action.structure)
      return 'ok' in plan ? plan : undefined
    },
    apply(ctx) {
      const { before, draft, rules, action } = ctx
      const plan = burnCheck(rules, before, tables, action.side, action.unit, action.structure)
      if ('ok' in plan) throw errors.internal(`burn became illegal between validate and apply: ${plan.code}`)
      const sk = skState(draft)
      const shooter = findUnit(draft, plan.unit.id)!
      sk.shot.push(shooter.id)
      const misfire = ctx.dice.roll(artilleryDie(), 'SK-MISSILE-16 flaming arrows: the artillery die').symbol === 'misfire'
      const skulls = rollSkulls(ctx.dice, plan.dice)
      const st = sk.structures.find((s) => s.id === plan.structure.id)!
      st.skulls += skulls
      const label = plan.structure.name ?? plan.structure.id
      ctx.emit({
        type: 'sk/burn', message: `${name(shooter)} shoots flaming arrows at ${label}: ${skulls} skull${skulls === 1 ? '' : 's'} of ${plan.dice} dice (${st.skulls} of ${plan.structure.fireResistance} this turn)`,
        text: msg('sk/burn', { unit: unitParam(shooter.id), structure: structureParam(plan.structure), skulls, dice: plan.dice, total: st.skulls, needed: plan.structure.fireResistance ?? 0 }),
        ruleId: 'SK-MISSILE-17', side: action.side, unit: shooter.id, structure: plan.structure.id, skulls, dice: plan.dice, total: st.skulls, misfire,
      })
      if (misfire) {
        ctx.emit({ type: 'sk/misfire', message: `Flaming arrows: misfire, ${name(shooter)} loses an archer`, text: msg('sk/misfire', { unit: unitParam(shooter.id) }), ruleId: 'SK-MISSILE-16', side: shooter.side, unit: shooter.id })
        loseFigure(ctx, tables, shooter, 'SK-MISSILE-16')
      }
      if (st.skulls >= (plan.structure.fireResistance ?? Infinity)) {
        destroyStructure(ctx, tables, plan.structure, 'SK-MISSILE-17', { message: `${label} is destroyed by fire`, text: msg('sk/structure-destroyed', { structure: structureParam(plan.structure) }), mapMessage: `${label} burns down` })
      }
    },
    enumerate({ state, rules, side }) {
      const out: BurnAction[] = []
      const standing = skState(state).structures.filter((s) => !s.destroyed && tables.structure(s.id)?.wooden)
      if (standing.length === 0) return out
      for (const u of state.units) {
        if (u.side !== side || u.status !== 'active' || u.hex === null || !tables.isSkUnit(u)) continue
        for (const s of standing) if (!('ok' in burnCheck(rules, state, tables, side, u.id, s.id))) out.push({ type: BURN, side, unit: u.id, structure: s.id })
      }
      return out
    },
  }
}
