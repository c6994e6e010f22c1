import { hexParam, msg, reject, unitParam, type HookRegistry } from '@hexes/core'
import { skState, type SkTables } from '@hexes/plugin-skirmish'
import type { FlyersConfig } from '../config/flyersConfig'
import { groundMoveOf, isFlyer, isGrounded, isGroundHex } from '../rules/flyerOf'
import { FLYERS, flyersState } from '../state/FlyersState'
import { flyingProfile, groundedProfile } from './flyerProfile'

const name = (u: { id: string; name?: string }) => u.name ?? u.id

/**
 * A flyer's movement (SK-FLY-1, SK-FLY-2, GAP-SK-26, I-04), over the base rules' movement:
 * - `movementProfile`: in flight, {@link flyingProfile} (any obstacle at no cost, over units; in a
 *   HEXES Med game, no ZOC: I-04); grounded, the base rules' ground movement with the ground
 *   allowance (`groundedProfile`); a charge keeps the base profile (flyers do not charge, SK-FLY-3);
 * - `canMove`: a grounded flyer that has moved its ground allowance this turn moves no more;
 * - `afterMove`: a flyer that started or ended a move of its side's turn inside a forest or
 *   building is grounded for the rest of that turn (`flyers/grounded` when it lands there);
 * - `phaseStart`: the records of a side's turn end when another side's phase starts;
 * - `unitCard`: the tags `flyer` and `grounded`.
 */
export function applyFlyerMovement(hooks: HookRegistry, tables: SkTables, config: FlyersConfig): void {
  hooks.movementProfile.tap({ plugin: FLYERS, ruleId: 'SK-FLY-1' }, (profile, { state, rules, unit, purpose }) => {
    if (purpose === 'charge' || !isFlyer(tables, unit)) return undefined
    if (isGrounded(rules, state, tables, config, unit)) return groundedProfile(profile, purpose, tables.move(unit), groundMoveOf(tables, config, unit))
    return flyingProfile(tables, config, profile)
  })
  hooks.canMove.tap({ plugin: FLYERS, ruleId: 'SK-FLY-2' }, ({ state, rules, unit }) => {
    // The standalone rules count paces per turn; a HEXES Med game counts its own MP.
    if (tables.mix || !isGrounded(rules, state, tables, config, unit)) return undefined
    const ground = groundMoveOf(tables, config, unit)
    const spent = skState(state).moved.find((m) => m.unit === unit.id)?.paces ?? 0
    if (spent < ground) return undefined
    return reject('fly/grounded-spent', 'SK-FLY-2', `${name(unit)} is grounded: it has moved its ${ground} paces on the ground this turn`, { unit: unitParam(unit.id), m: ground })
  })
  hooks.afterMove.tap({ plugin: FLYERS, ruleId: 'SK-FLY-2' }, ({ draft, rules, unit, from, to, emit }) => {
    // Moves out of its side's turn (a flight, a push-back) record nothing: its hex says the rest.
    if (unit.side !== draft.turn.activeSide || !isFlyer(tables, unit)) return
    const s = flyersState(draft)
    if (s.grounded.includes(unit.id)) return
    const inside = isGroundHex(rules, draft, tables, config, to)
    if (!inside && !isGroundHex(rules, draft, tables, config, from)) return
    s.grounded.push(unit.id)
    if (inside) emit({ type: 'flyers/grounded', message: `${name(unit)} is inside a forest or building at ${to}: it can no longer fly`, text: msg('flyers/grounded', { unit: unitParam(unit.id), hex: hexParam(to) }), ruleId: 'SK-FLY-2', unit: unit.id, hex: to })
  })
  hooks.phaseStart.tap({ plugin: FLYERS, ruleId: 'GAP-SK-26' }, ({ draft }) => {
    const side = draft.turn.activeSide
    if (side === null) return
    const s = flyersState(draft)
    const own = (id: string) => draft.units.some((u) => u.id === id && u.side === side)
    s.grounded = s.grounded.filter(own)
    s.attacked = s.attacked.filter(own)
    s.flownOn = s.flownOn.filter(own)
  })
  hooks.unitCard.tap({ plugin: FLYERS, ruleId: 'SK-FLY-2' }, (card, { state, rules, unit }) => {
    if (!isFlyer(tables, unit)) return card
    return { ...card, tags: [...card.tags, 'flyer', ...(isGrounded(rules, state, tables, config, unit) ? ['grounded'] : [])] }
  })
}
