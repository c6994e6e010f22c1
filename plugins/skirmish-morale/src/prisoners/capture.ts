import { findUnit, msg, unitParam, type DraftCtx, type UnitState } from '@hexes/core'
import { applyHpLoss, hasKeyword, syncContacts, type SkTables } from '@hexes/plugin-skirmish'
import type { MoraleConfig } from '../config/moraleConfig'
import { MORALE_STATS, moraleState } from '../state/MoraleState'
import { guardCapacity, heldBy, isCharacter } from './guards'

/** Event type of a capture (the catalogue's event bus: `characterCaptured`, §3.1). */
export const CHARACTER_CAPTURED = 'characterCaptured'

/**
 * A melee attack would bring `unit` to 0 HP (GAP-SK-27): if it is a character (a general, a
 * spellcaster, a necromancer, a great-banner bearer: the banner is taken with him), the unit
 * whose strike felled it (the last of `strikers`) takes it prisoner instead, when
 * - its owner wants it: its standing order's `capture`, else the config's `capture` (never a
 *   decision: the side not playing does not hold up the other's half-turn);
 * - it can guard one more prisoner: infantry or cavalry, not fleeing, two prisoners a living
 *   figure (SK-PRIS-1); otherwise the character dies (`sk-morale/no-guard` says why).
 *
 * The prisoner leaves the map at once (status `reserve`, no hex: SK-PRIS-4, it is no adversary
 * and counts for no distance), then keeps 1 HP of its pool (the rest is lost as HP, SK-VP-1).
 * `characterCaptured` follows on the event bus: a necromancer's undead fall (SK-MORALE-23), a
 * general's army tests panic if `panicOnCapture` (GAP-SK-31). Returns whether it was taken.
 */
export function captureCharacter(ctx: DraftCtx, tables: SkTables, config: MoraleConfig, unit: UnitState, strikers: readonly string[]): boolean {
  if (unit.status !== 'active' || unit.hex === null || !isCharacter(tables, unit)) return false
  const by = strikers.length > 0 ? findUnit(ctx.draft, strikers[strikers.length - 1]!) : undefined
  if (!by || tables.allied(by.side, unit.side)) return false
  const m = moraleState(ctx.draft)
  if ((m.orders.find((o) => o.unit === by.id)?.capture ?? config.capture) === 'never') return false
  const who = { unit: unitParam(unit.id), guard: unitParam(by.id) }
  if (heldBy(ctx.draft, by.id).length + 1 > guardCapacity(tables, by)) {
    ctx.emit({ type: 'sk-morale/no-guard', message: `${by.name ?? by.id} has no guard free to take ${unit.name ?? unit.id} prisoner: he falls`, text: msg('sk-morale/no-guard', who), ruleId: 'SK-PRIS-1', side: by.side, unit: unit.id, guard: by.id })
    return false
  }
  const hex = unit.hex
  const banner = hasKeyword(tables.typeOf(unit), 'greatBanner')
  m.prisoners.push({ unit: unit.id, side: by.side, guard: by.id, building: null })
  unit.status = 'reserve'
  unit.hex = null
  if (unit.stats[MORALE_STATS]) unit.stats[MORALE_STATS] = { fleeing: false }
  ctx.emit({ type: CHARACTER_CAPTURED, message: `${unit.name ?? unit.id} is taken prisoner by ${by.name ?? by.id}${banner ? ', with the great banner' : ''}`, text: msg(banner ? 'sk-morale/captured/banner' : 'sk-morale/captured', who), ruleId: 'GAP-SK-27', side: unit.side, unit: unit.id, by: by.id, captor: by.side, hex, banner })
  const hp = tables.stats(unit).hp
  if (hp > 1) applyHpLoss(ctx, tables, unit, hp - 1, 'GAP-SK-27')
  syncContacts(ctx.rules, ctx.draft, tables)
  return true
}
