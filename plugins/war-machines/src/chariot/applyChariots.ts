import { d6, msg, unitParam, type HookRegistry, type MovementProfile } from '@hexes/core'
import { applyHpLoss, hasKeyword, type SkTables } from '@hexes/plugin-skirmish'
import type { WmConfig } from '../config/wmConfig'
import { damageDice } from '../shot/damageDice'
import { WM } from '../state/WmState'
import { chariotForbidden, chariotStepCost } from './chariotSteps'

/** Per base profile and step costs, the chariot's profile (shared and frozen). */
const profiles = new WeakMap<MovementProfile, WeakMap<Uint16Array, MovementProfile>>()

/**
 * Chariots (keyword `chariot`; SK-WM-17, SK-WM-18, GAP-SK-34):
 * - `movementProfile`: for a move, a charge or a pursuit, the skirmish profile with every step
 *   across a hexside obstacle or into dense wood `IMPASSABLE` ({@link chariotForbidden}), citing
 *   SK-WM-17 when a move is refused there; a flight (SK-MORALE) keeps the skirmish profile;
 * - `afterMove`: a chariot whose move crossed such a step was forced to (a flight, a push-back):
 *   roll 1d6, up to `chariots.forcedLowUpTo` (3) `forcedLowDice` (2) damage dice, else
 *   `forcedHighDice` (3), on the skirmish damage table; one roll a move.
 */
export function applyChariots(hooks: HookRegistry, tables: SkTables, config: WmConfig): void {
  const isChariot = (unit: Parameters<SkTables['typeOf']>[0]) => tables.isSkUnit(unit) && hasKeyword(tables.typeOf(unit), 'chariot')
  hooks.movementProfile.tap({ plugin: WM, ruleId: 'SK-WM-17' }, (profile, { state, rules, unit, purpose }) => {
    if (purpose === 'flight' || !isChariot(unit)) return undefined
    const stepCost = chariotStepCost(chariotForbidden(tables, config, rules, state), profile.stepCost)
    let byStep = profiles.get(profile)
    if (!byStep) profiles.set(profile, (byStep = new WeakMap()))
    let p = byStep.get(stepCost)
    if (!p) byStep.set(stepCost, (p = Object.freeze({ ...profile, stepCost, stepRuleId: 'SK-WM-17' })))
    return p
  })
  hooks.afterMove.tap({ plugin: WM, ruleId: 'SK-WM-18' }, (ctx) => {
    const { draft, rules, unit, from, path } = ctx
    if (unit.status !== 'active' || !isChariot(unit)) return
    const forbidden = chariotForbidden(tables, config, rules, draft)
    const { grid } = rules
    let prev = grid.indexOfRef(from)
    let crossed = 0
    for (const ref of path) {
      const h = grid.indexOfRef(ref)
      const d = grid.directionTo(prev, h)
      if (d >= 0 && forbidden[prev * 6 + d]) crossed++
      prev = h
    }
    if (crossed === 0) return
    const c = config.chariots
    const roll = ctx.dice.roll(d6(), 'SK-WM-18 a chariot forced across an obstacle: 2 or 3 damage dice').value
    const n = roll <= c.forcedLowUpTo ? c.forcedLowDice : c.forcedHighDice
    const hp = damageDice(ctx.dice, tables, unit, n, 'SK-WM-18 the chariot\u2019s damage dice')
    ctx.emit({
      type: 'wm/chariot-forced', message: `${unit.name ?? unit.id} is forced across an obstacle: ${roll}, ${n} damage dice, ${hp} HP`,
      text: msg('wm/chariot-forced', { unit: unitParam(unit.id), roll, dice: n, hp }), ruleId: 'SK-WM-18', side: unit.side, unit: unit.id, roll, dice: n, hp,
    })
    applyHpLoss(ctx, tables, unit, hp, 'SK-WM-18')
  })
}
