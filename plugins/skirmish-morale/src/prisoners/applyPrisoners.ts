import { findUnit, type HookRegistry, type PluginApi } from '@hexes/core'
import { skState, type SkTables } from '@hexes/plugin-skirmish'
import type { MoraleConfig } from '../config/moraleConfig'
import { MORALE, moraleState } from '../state/MoraleState'
import { isRetaken, standingBuilding } from './buildings'
import { CHARACTER_CAPTURED, captureCharacter } from './capture'
import { freePrisoners } from './freePrisoners'
import { groupSpeed } from './groupSpeed'
import { guardCapacity, heldBy, heldIn } from './guards'
import { HAND_OVER, handOverAction } from './handOverAction'
import { prisonerInvariants } from './prisonerInvariants'

/**
 * The prisoner rules (SK-PRIS-1..6, GAP-SK-27, I-12) on the skirmish rules' hooks and the core's:
 * - capture: a character a melee attack would kill is taken prisoner by the unit that felled it
 *   (`SkTables.addMeleeFall`, {@link captureCharacter});
 * - guards (SK-PRIS-1): when a guard loses figures, the prisoners beyond two a living figure go free
 *   (the last taken first); when it falls, flees or is itself taken, all of them do, where it stood
 *   or next to it;
 * - the group's pace (SK-PRIS-2/3): a guard's move and charge allowances use {@link groupSpeed};
 * - hand-over to another guard or into a building, in the movement step ({@link handOverAction});
 * - buildings (SK-PRIS-5/6): at the end of each turn the prisoners of a building their army has
 *   retaken go free; a building that falls frees its prisoners at once;
 * - the invariants of the prisoners ({@link prisonerInvariants}).
 * A prisoner is off the map: no ZOC, no hex held, no distance counts it (SK-PRIS-4, I-12).
 */
export function applyPrisoners(hooks: HookRegistry, api: PluginApi, tables: SkTables, config: MoraleConfig): void {
  tables.addMeleeFall((ctx, unit, strikers) => captureCharacter(ctx, tables, config, unit, strikers))
  hooks.events.tap({ plugin: MORALE, ruleId: 'SK-PRIS-1' }, (ctx) => {
    const e = ctx.event
    switch (e.type) {
      case 'sk/hp-lost': {
        const g = findUnit(ctx.draft, e.unit as string)
        if (!g || g.status !== 'active' || g.hex === null || tables.stats(g).hp === 0) return
        const held = heldBy(ctx.draft, g.id)
        return freePrisoners(ctx, tables, held.slice(guardCapacity(tables, g)), g.hex, 'SK-PRIS-1')
      }
      case 'unitEliminated':
      case 'sk-morale/flees':
      case CHARACTER_CAPTURED:
        if (typeof e.hex === 'string') freePrisoners(ctx, tables, heldBy(ctx.draft, e.unit as string), e.hex, 'SK-PRIS-1')
        return
      case 'sk/structure-destroyed':
        freePrisoners(ctx, tables, heldIn(ctx.draft, e.structure as string), e.hex as string, 'SK-PRIS-6')
        return
    }
  })
  hooks.movementProfile.tap({ plugin: MORALE, ruleId: 'SK-PRIS-2' }, (profile, { state, unit, purpose }) => {
    if ((purpose !== 'move' && purpose !== 'charge') || !tables.isSkUnit(unit)) return undefined
    const m = groupSpeed(state, tables, unit)
    if (m === undefined) return undefined
    const spent = skState(state).moved.find((x) => x.unit === unit.id)?.paces ?? 0
    const mp = purpose === 'move' ? Math.max(0, m - spent) : 2 * m
    return mp < profile.mp ? { ...profile, mp } : undefined
  })
  api.defineAction(handOverAction(tables))
  hooks.phases.tap({ plugin: MORALE, ruleId: 'SK-PRIS-1' }, (phases) => phases.map((p) => (p.id === 'movement' ? { ...p, actions: [...p.actions, HAND_OVER] } : p)))
  hooks.endOfTurn.tap({ plugin: MORALE, ruleId: 'SK-PRIS-6' }, (ctx) => {
    for (const p of [...moraleState(ctx.draft).prisoners]) {
      if (p.building === null) continue
      const b = standingBuilding(ctx.draft, tables, p.building)
      const u = findUnit(ctx.draft, p.unit)!
      if (b && isRetaken(ctx.rules, ctx.draft, tables, b, u.side)) freePrisoners(ctx, tables, [p], b.hex, 'SK-PRIS-6')
    }
  })
  hooks.invariants.tap({ plugin: MORALE, ruleId: 'SK-PRIS-1' }, ({ state }) => prisonerInvariants(state, tables))
}
