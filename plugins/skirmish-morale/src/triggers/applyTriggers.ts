import { findUnit, msg, unitParam, type DraftCtx, type GameEvent, type HookRegistry, type UnitState } from '@hexes/core'
import { hasKeyword, pairOf, syncContacts, type SkTables } from '@hexes/plugin-skirmish'
import type { MoraleConfig } from '../config/moraleConfig'
import { testOrFlee } from '../test/testOrFlee'
import { CHARACTER_CAPTURED } from '../prisoners/capture'
import { gapBetween } from '../geometry/gapBetween'
import { isFleeing, MORALE, moraleState } from '../state/MoraleState'
import { combatTrigger, panicTrigger, type PanicCause } from '../test/moraleTrigger'
import { takeTest } from '../test/takeTest'
import { applyHmResult } from '../mix/applyHmResult'
import { dispelUndead } from '../undead/dispelUndead'
import { fearOf, frightens } from './fearOf'


/** A panic test (SK-MORALE-19) for a cause. */
function panic(ctx: DraftCtx, tables: SkTables, unit: UnitState, cause: PanicCause, ruleId: string, by?: string): boolean {
  return testOrFlee(ctx, tables, unit, panicTrigger(cause), ruleId, by)
}

/** The skirmish units of a side (and its team) still on the map, in unit order. */
function armyOf(ctx: DraftCtx, tables: SkTables, side: string): UnitState[] {
  return ctx.draft.units.filter((u) => tables.allied(u.side, side) && u.status === 'active' && u.hex !== null && tables.isSkUnit(u))
}

/**
 * SK-MORALE-15, GAP-SK-31, I-06: the general of `side` killed (`by`: his figure's unit, or a HEXES
 * Med leader) → every unit of his army tests panic, once per army; `announce` records the death
 * first.
 */
export function generalKilled(ctx: DraftCtx, tables: SkTables, side: string, by: string, announce: () => void): void {
  const m = moraleState(ctx.draft)
  if (m.generalKilled.includes(side)) return
  m.generalKilled.push(side)
  announce()
  for (const u of armyOf(ctx, tables, side)) if (u.side === side) panic(ctx, tables, u, 'general-killed', 'SK-MORALE-15', by)
}

/** The general's figure killed, or captured with `panicOnCapture` (SK-MORALE-15, GAP-SK-31): his army tests panic, once. */
function generalFalls(ctx: DraftCtx, tables: SkTables, dead: UnitState, how: 'killed' | 'captured' = 'killed'): void {
  generalKilled(ctx, tables, dead.side, dead.id, () => ctx.emit({ type: 'sk-morale/general-killed', message: `${dead.name ?? dead.id}, the general, is ${how}: his army tests panic`, text: msg(`sk-morale/general-${how}`, { unit: unitParam(dead.id) }), ruleId: 'SK-MORALE-15', side: dead.side, unit: dead.id, how }))
}

/** SK-MORALE-17, R-08: a friend of at least `friendFleeHp` HP flees less than `friendFleePaces` paces away (from its hex before the flight). */
function friendFled(ctx: DraftCtx, tables: SkTables, config: MoraleConfig, e: GameEvent): void {
  const hp = e.hp as number
  if (hp < config.friendFleeHp) return
  const hex = e.hex as string
  for (const u of armyOf(ctx, tables, e.side!)) {
    if (u.id === e.unit || isFleeing(u)) continue
    if (gapBetween(ctx.rules, tables, u.hex!, hex) < config.friendFleePaces) panic(ctx, tables, u, 'friend-fled', 'SK-MORALE-17', e.unit as string)
  }
}

/** SK-MORALE-8/9, GAP-SK-11: after a melee, each unit of the side with more casualties tests 1d6 + the difference. */
function afterMelee(ctx: DraftCtx, tables: SkTables, e: GameEvent): void {
  const sides = e.sides as [string[], string[]]
  const casualties = e.casualties as [number, number]
  if (casualties[0] === casualties[1]) return
  const loser = casualties[0] > casualties[1] ? 0 : 1
  const difference = casualties[loser] - casualties[1 - loser]!
  for (const id of sides[loser]) {
    const u = findUnit(ctx.draft, id)
    if (u) testOrFlee(ctx, tables, u, combatTrigger(difference), 'SK-MORALE-9')
  }
}

/**
 * SK-MORALE-10..14, GAP-SK-12: a charge on or by a unit causing fear or terror. The charger tests
 * first; failing, it does not charge: it stays where it started (the charge is spent,
 * SK-MORALE-13). Then the target tests; failing, it flees before the melee.
 */
function fearOfCharge(ctx: DraftCtx, tables: SkTables, config: MoraleConfig, e: GameEvent): void {
  const m = moraleState(ctx.draft)
  const from = m.chargeFrom
  delete m.chargeFrom
  const charger = findUnit(ctx.draft, e.unit as string)
  const target = findUnit(ctx.draft, e.target as string)
  if (!charger || !target) return
  const causes = fearOf(tables, target)
  if (causes && frightens(tables, config, causes, target, charger)) {
    const r = takeTest(ctx, tables, charger, causes, 'SK-MORALE-10', target.id)
    // An HM-model charger that fails HEXES Med's test (I-03) retreats or loses a step, from where it started.
    if (r && r.key !== 'hold' && r.key !== 'none' && r.key !== 'immune') {
      if (from && from.unit === charger.id) charger.hex = from.hex
      syncContacts(ctx.rules, ctx.draft, tables)
      if (r.key !== 'flee') applyHmResult(ctx, tables, charger, r, 'SK-MORALE-13')
      ctx.emit({ type: 'sk-morale/charge-refused', message: `${charger.name ?? charger.id} dares not charge ${target.name ?? target.id}: it stays at ${charger.hex}`, text: msg('sk-morale/charge-refused', { unit: unitParam(charger.id), target: unitParam(target.id) }), ruleId: 'SK-MORALE-13', side: charger.side, unit: charger.id, target: target.id, hex: charger.hex })
      return
    }
  }
  const causedBy = fearOf(tables, charger)
  if (causedBy && frightens(tables, config, causedBy, charger, target)) testOrFlee(ctx, tables, target, causedBy, 'SK-MORALE-13', charger.id)
}

/**
 * The triggers of the morale tests, on the event bus (MOR), each tested at once (GAP-SK-07):
 * - `unitEliminated`: the general (SK-MORALE-15), the necromancer (SK-MORALE-23);
 * - `characterCaptured`: the necromancer (SK-MORALE-23), the general if `panicOnCapture` (GAP-SK-31);
 * - `sk/hp-lost`: more than `heavyLossPercent` % of the HP the unit had just before one attack (SK-MORALE-16, GAP-SK-13);
 * - `sk-morale/flees`: a friend fleeing near (SK-MORALE-17, R-08);
 * - `sk/panic-test`: a rear charge (SK-MORALE-18, SK-CHARGE-11: the one test of that event) or a
 *   charge into a locked melee (SK-MELEE-6), skipped when the charge was cancelled;
 * - `sk/melee-result`: the post-melee test (SK-MORALE-8/9);
 * - `sk/charged`: fear and terror (SK-MORALE-10..14), with where the charger started (`moveCommitted`).
 */
export function applyTriggers(hooks: HookRegistry, tables: SkTables, config: MoraleConfig): void {
  hooks.events.tap({ plugin: MORALE, ruleId: 'SK-MORALE-15' }, (ctx) => {
    const e = ctx.event
    switch (e.type) {
      case 'unitEliminated': {
        const u = findUnit(ctx.draft, e.unit as string)
        if (!u || !tables.isSkUnit(u)) return
        const type = tables.typeOf(u)
        if (hasKeyword(type, 'general')) {
          generalFalls(ctx, tables, u)
        }
        if (hasKeyword(type, 'necromancer')) dispelUndead(ctx, tables, u)
        return
      }
      case CHARACTER_CAPTURED: {
        // GAP-SK-31: a captured general makes his army panic only with `panicOnCapture`; SK-MORALE-23: « mort ou emprisonnement du nécromancien ».
        const u = findUnit(ctx.draft, e.unit as string)!
        const type = tables.typeOf(u)
        if (hasKeyword(type, 'general') && config.panicOnCapture) generalFalls(ctx, tables, u, 'captured')
        if (hasKeyword(type, 'necromancer')) dispelUndead(ctx, tables, u)
        return
      }
      case 'sk/hp-lost': {
        const u = findUnit(ctx.draft, e.unit as string)
        if (u && 100 * (e.amount as number) > config.heavyLossPercent * (e.before as number)) panic(ctx, tables, u, 'heavy-losses', 'SK-MORALE-16')
        return
      }
      case 'sk-morale/flees':
        return friendFled(ctx, tables, config, e)
      case 'sk/panic-test': {
        const u = findUnit(ctx.draft, e.unit as string)
        const by = e.cause as string
        if (!u || pairOf(ctx.draft, u.id, by)?.charge?.by !== by) return
        const triggers = e.triggers as string[]
        const rear = triggers.includes('rear-charge')
        panic(ctx, tables, u, rear ? 'rear-charge' : 'charged-in-melee', rear ? 'SK-MORALE-18' : 'SK-MELEE-6', by)
        return
      }
      case 'sk/melee-result':
        return afterMelee(ctx, tables, e)
      case 'moveCommitted':
        if (e.ruleId === 'SK-CHARGE-3' || e.ruleId === 'I-05') moraleState(ctx.draft).chargeFrom = { unit: e.unit as string, hex: e.from as string }
        return
      case 'sk/charged':
        return fearOfCharge(ctx, tables, config, e)
    }
  })
}
