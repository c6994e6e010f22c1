import { attackAction, findUnit, reject, sideParam, unitParam, type AttackAction, type DraftCtx, type GameState, type Rejection, type SideId } from '@hexes/core'
import type { SkTables } from '../config/SkTables'
import { listParam } from '../i18n/listParam'
import { SK_MODES } from '../fight/skModes'
import { skState } from '../state/SkState'
import { meleeParties, type ThirdArmy } from './meleeParties'
import { nextFight } from './nextFight'

/** Decision kind and answering action type: a third army chooses its side in a melee (SK-MELEE-3). */
export const ALLY = 'sk/ally'

/** Payload of an `sk/ally` decision. */
export interface AllyData {
  [key: string]: unknown
  /** The acting side, and the primary opponent it fights. */
  attacker: SideId
  primary: string
  /** The sides the third army may join: the primary's first (the default answer), then the acting side. */
  options: [SideId, SideId]
  /** Its units involved. */
  units: string[]
}

/** The refusal of a melee whose third armies have not chosen their side yet. */
export function alliesUndecided(sides: readonly SideId[], primary: { id: string; name?: string }): Rejection {
  return reject('melee/allies-undecided', 'SK-MELEE-3', `${sides.join(', ')} must first choose a side in the melee around ${primary.name ?? primary.id}: name it as the primary opponent with sk/melee`, {
    sides: listParam(sides.map(sideParam)),
    defender: unitParam(primary.id),
  })
}

/** Whether the draft is in a melee step of a side, with nothing pending and the game on. */
function inMeleeStep(draft: GameState): boolean {
  return draft.result === null && draft.turn.phase === 'melee' && draft.turn.activeSide !== null
}

/** Asks a third army to choose its side in the melee around `primary` (SK-MELEE-3). */
function ask(draft: GameState, attacker: SideId, primary: { id: string; side: SideId }, third: ThirdArmy): void {
  const data: AllyData = { attacker, primary: primary.id, options: [primary.side, attacker], units: third.units.map((u) => u.id) }
  draft.pending.push({ kind: ALLY, side: third.side, ruleId: 'SK-MELEE-3', data })
}

/** Forgets the choices of melees already fought (an alliance lasts for its melee only). */
function prune(draft: GameState): void {
  const sk = skState(draft)
  if (sk.allies === undefined) return
  sk.allies = sk.allies.filter((c) => !sk.fought.includes(c.primary) && findUnit(draft, c.primary)?.status === 'active')
  if (sk.allies.length === 0) delete sk.allies
}

/**
 * Brings the third armies' choices of the acting side's melee step up to date (SK-MELEE-3,
 * GAP-SK-38), one decision at a time, so that no melee is fought before its third armies have
 * chosen and the step can always end:
 *
 * 1. the melee the acting side named (`sk/melee`): its next undecided third army is asked; once
 *    every one has chosen it is fought at once (the core `attack`, like any melee);
 * 2. else the melees the step would fight by default, in their order (`nextFight`: the ones left
 *    when the side ends the step): the first undecided third army of the first of them is asked.
 *    A melee the side declares instead asks again for what it changes.
 *
 * Called when a melee step begins, after every melee fought in it and after every answer. Does
 * nothing while another decision is pending, outside a melee step, or when no third army is in
 * any melee (every game of two armies: their states stay as they were).
 */
export function settleAllies(ctx: DraftCtx, tables: SkTables): void {
  const { draft, rules } = ctx
  if (!inMeleeStep(draft) || draft.pending.length > 0) return
  prune(draft)
  const sk = skState(draft)
  const side = draft.turn.activeSide!
  const called = sk.called
  if (called !== undefined) {
    const primary = findUnit(draft, called.defender)
    const parties = primary && primary.status === 'active' && !sk.fought.includes(primary.id) ? meleeParties(draft, tables, called.side, primary) : undefined
    if (parties !== undefined && parties.undecided.length > 0) return ask(draft, called.side, primary!, parties.undecided[0]!)
    delete sk.called
    if (parties !== undefined) {
      const action: AttackAction = { type: 'attack', side: called.side, attackers: parties.sides[0].filter((u) => u.side === called.side).map((u) => u.id), defender: called.defender, mode: SK_MODES.melee }
      attackAction.apply({ draft, rules, emit: ctx.emit, dice: ctx.dice, action, before: draft })
      // The events of that melee settle what follows.
      return
    }
  }
  if (draft.sides.length <= 2) return
  const fought = [...sk.fought]
  for (let guard = 0; guard < 10_000; guard++) {
    const fight = nextFight(rules, draft, tables, side, fought)
    if (fight === undefined) return
    if (fight.parties.undecided.length > 0) return ask(draft, side, fight.primary, fight.parties.undecided[0]!)
    for (const u of [...fight.parties.sides[0], ...fight.parties.sides[1]]) fought.push(u.id)
  }
}
