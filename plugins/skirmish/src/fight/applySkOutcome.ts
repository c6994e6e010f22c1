import { findUnit, msg, unitParam, type CombatApplyCtx } from '@hexes/core'
import { pushBack } from '../charge/pushBack'
import type { SkTables } from '../config/SkTables'
import { pairOf, syncContacts } from '../melee/contacts'
import { skState } from '../state/SkState'
import { applyHpLoss, loseFigure } from './applyHpLoss'
import type { SkCombatData } from './SkCombatData'

/**
 * Applies a skirmish combat (RES): the HP every unit lost (R-01; eliminations, unless a rule of
 * `SkTables.addMeleeFall` takes a unit a melee would kill: a capture), the archer a misfire costs
 * (SK-MISSILE-16), and
 * - for a melee: one attack more for each unit of every pair in contact across its two sides, and
 *   the lock of the pairs that reach `lockAfterAttacks` each (SK-MELEE-1: the charge counts), the
 *   charge spent; then the push-backs, after the whole exchange (SK-CHARGE-12/13, R-04); every unit
 *   of the melee has fought this step; `sk/melee-result` with each side's casualties (for the
 *   combat morale test, SK-MORALE-8, GAP-SK-11);
 * - for a volley: the shooter has shot this turn.
 */
export function applySkOutcome(ctx: CombatApplyCtx, tables: SkTables): void {
  const data = ctx.outcome.data as SkCombatData
  if (data.source !== 'skirmish') return
  const { draft, rules, decl } = ctx
  const sk = skState(draft)
  if (data.mode === 'melee' && data.sides) {
    const lock = tables.config.lockAfterAttacks
    for (const a of data.sides[0]) for (const b of data.sides[1]) {
      const p = pairOf(draft, a, b)
      if (!p) continue
      p.attacks = [p.attacks[0] + 1, p.attacks[1] + 1]
      p.charge = null
      if (!p.locked && p.attacks[0] >= lock && p.attacks[1] >= lock) {
        p.locked = true
        ctx.emit({ type: 'sk/locked', message: `${p.units[0]} and ${p.units[1]} are locked in melee`, text: msg('sk/locked', { a: unitParam(p.units[0]), b: unitParam(p.units[1]) }), ruleId: 'SK-MELEE-1', units: [...p.units] })
      }
    }
    for (const id of [...data.sides[0], ...data.sides[1]]) if (!sk.fought.includes(id)) sk.fought.push(id)
  }
  for (const loss of data.losses) {
    const u = findUnit(draft, loss.unit)
    if (!u) continue
    // A melee loss that would kill it: a rule over these rules may take it instead (a capture, GAP-SK-27).
    if (data.mode === 'melee' && u.status === 'active' && loss.hpLost >= tables.stats(u).hp && tables.meleeFall(ctx, u, data.strikes.filter((s) => s.target === u.id && s.hpLost > 0).map((s) => s.unit))) continue
    applyHpLoss(ctx, tables, u, loss.hpLost, data.mode === 'melee' ? 'SK-MELEE-4' : 'SK-COMBAT-10')
  }
  if (data.mode !== 'melee') {
    const shooter = findUnit(draft, decl.attackers[0]!)!
    if (!sk.shot.includes(shooter.id)) sk.shot.push(shooter.id)
    if (data.misfire) {
      ctx.emit({ type: 'sk/misfire', message: `Flaming arrows: misfire, ${shooter.name ?? shooter.id} loses an archer`, text: msg('sk/misfire', { unit: unitParam(shooter.id) }), ruleId: 'SK-MISSILE-16', side: shooter.side, unit: shooter.id })
      loseFigure(ctx, tables, shooter, 'SK-MISSILE-16')
    }
  }
  for (const p of data.pushes) {
    const u = findUnit(draft, p.unit)
    if (u && u.status === 'active' && u.hex !== null) pushBack(ctx, tables, u, p.from, p.paces)
  }
  syncContacts(rules, draft, tables)
  if (data.mode === 'melee' && data.sides) {
    const casualties = data.sides.map((ids) => data.losses.filter((l) => ids.includes(l.unit)).reduce((t, l) => t + l.hpLost, 0))
    ctx.emit({ type: 'sk/melee-result', message: `Melee: ${casualties[0]} HP lost by ${data.sides[0].join(', ')}, ${casualties[1]} by ${data.sides[1].join(', ')}`, text: msg('sk/melee-result', { a: casualties[0]!, b: casualties[1]! }), ruleId: 'SK-MELEE-2', sides: data.sides, casualties })
  }
}
