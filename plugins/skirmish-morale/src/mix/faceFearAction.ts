import { findUnit, msg, reject, unitParam, type ActionDefinition, type DraftCtx, type GameRules, type GameState, type Rejection } from '@hexes/core'
import { skState, type SkTables } from '@hexes/plugin-skirmish'
import { z } from 'zod'
import type { MoraleConfig } from '../config/moraleConfig'
import { moraleState } from '../state/MoraleState'
import { takeTest } from '../test/takeTest'
import { fearBetween, fearFaced } from './fearInCloseCombat'
import { applyHmResult } from './applyHmResult'

/** Action type of the fear test before a close attack in a HEXES Med game (I-13). */
export const FACE_FEAR = 'sk-morale/face-fear'

/** `{ type: 'sk-morale/face-fear', side, unit, target }`: `unit` is about to attack `target` in close combat; whoever fears the other tests now. */
export const faceFearSchema = z.strictObject({
  type: z.literal(FACE_FEAR),
  side: z.string(),
  unit: z.string(),
  target: z.string(),
})

/** A face-fear action. */
export type FaceFearAction = z.infer<typeof faceFearSchema>

function check(rules: GameRules, state: GameState, tables: SkTables, config: MoraleConfig, action: FaceFearAction): Rejection | undefined {
  const unit = findUnit(state, action.unit)
  const target = findUnit(state, action.target)
  if (!unit) return reject('action/unknown-unit', 'I-13', `Unknown unit "${action.unit}"`, { id: action.unit })
  if (!target) return reject('action/unknown-unit', 'I-13', `Unknown unit "${action.target}"`, { id: action.target })
  if (unit.side !== action.side) return reject('face-fear/not-your-unit', 'I-13', `${unit.name ?? unit.id} is not a unit of ${action.side}`, { unit: unitParam(unit.id) })
  if (state.turn.phase !== 'combat') return reject('face-fear/not-combat', 'I-13', 'A fear test before a close attack is taken in a combat phase', {})
  if (unit.status !== 'active' || unit.hex === null || target.status !== 'active' || target.hex === null || target.side === unit.side
    || rules.grid.distance(rules.grid.indexOfRef(unit.hex), rules.grid.indexOfRef(target.hex)) !== 1) {
    return reject('face-fear/not-adjacent', 'I-13', `${unit.name ?? unit.id} is not next to the enemy unit ${target.name ?? target.id}`, { unit: unitParam(unit.id), target: unitParam(target.id) })
  }
  if (!fearBetween(tables, config, unit, target)) return reject('face-fear/no-fear', 'I-13', `Neither ${unit.name ?? unit.id} nor ${target.name ?? target.id} frightens the other: no test`, { unit: unitParam(unit.id), target: unitParam(target.id) })
  if (fearFaced(state).some((f) => f.unit === unit.id && f.target === target.id)) return reject('face-fear/taken', 'I-13', `The test between ${unit.name ?? unit.id} and ${target.name ?? target.id} has been taken this phase`, { unit: unitParam(unit.id), target: unitParam(target.id) })
  return undefined
}

/**
 * The test of I-13 before a close attack (SK-MORALE-11/12 dice for an SK-model unit, HEXES Med's
 * test for an HM-model one, I-03: anything but `none` fails), recorded for the phase:
 * - the attacker frightened and failing may not attack that unit in close combat this phase
 *   (`fearVeto`, rejection I-13); it may still shoot it;
 * - the defender frightened and failing makes at once a HEXES Med retreat of one hex, before any
 *   combat (none possible: a step lost in place, GAP-HM-11); the attacker gets no combat: its
 *   combat of the phase is spent (HM-COMBAT-5).
 */
function faceFear(ctx: DraftCtx, tables: SkTables, config: MoraleConfig, action: FaceFearAction): void {
  const unit = findUnit(ctx.draft, action.unit)!
  const target = findUnit(ctx.draft, action.target)!
  const fear = fearBetween(tables, config, unit, target)!
  const r = takeTest(ctx, tables, fear.tester, fear.kind, 'I-13', fear.causer.id)
  const passed = r === undefined || r.key === 'hold' || r.key === 'none' || r.key === 'immune'
  const m = moraleState(ctx.draft)
  m.faced = [...(m.faced ?? []), { unit: unit.id, target: target.id, tester: fear.tester.id, passed }]
  if (passed) return
  if (fear.tester === unit) {
    ctx.emit({ type: 'sk-morale/dares-not', message: `${unit.name ?? unit.id} dares not close with ${target.name ?? target.id} this phase`, text: msg('sk-morale/dares-not', { unit: unitParam(unit.id), target: unitParam(target.id) }), ruleId: 'I-13', side: unit.side, unit: unit.id, target: target.id })
    return
  }
  ctx.emit({ type: 'sk-morale/gives-way', message: `${target.name ?? target.id} gives way before ${unit.name ?? unit.id}: ${unit.name ?? unit.id} gets no combat`, text: msg('sk-morale/gives-way', { unit: unitParam(target.id), target: unitParam(unit.id) }), ruleId: 'I-13', side: target.side, unit: target.id, target: unit.id })
  applyHmResult(ctx, tables, target, { key: 'retreat', label: 'retreat', data: {} }, 'I-13')
  const fought = skState(ctx.draft).fought
  if (!fought.includes(unit.id)) fought.push(unit.id)
}

/** The face-fear action of a HEXES Med game (see {@link faceFear}); refused with rule I-13 out of a combat phase, without fear between the two units, or once taken this phase. */
export function faceFearAction(tables: SkTables, config: MoraleConfig): ActionDefinition<FaceFearAction> {
  return {
    type: FACE_FEAR,
    schema: faceFearSchema,
    validate: ({ rules, state, action }) => check(rules, state, tables, config, action),
    apply(ctx) {
      faceFear(ctx, tables, config, ctx.action)
    },
    enumerate({ rules, state, side }) {
      const out: FaceFearAction[] = []
      const g = rules.grid
      for (const u of state.units) {
        if (u.side !== side || u.status !== 'active' || u.hex === null) continue
        const i = g.indexOfRef(u.hex)
        for (const t of state.units) {
          if (t.side === side || t.status !== 'active' || t.hex === null || g.distance(i, g.indexOfRef(t.hex)) !== 1) continue
          const a: FaceFearAction = { type: FACE_FEAR, side, unit: u.id, target: t.id }
          if (!check(rules, state, tables, config, a)) out.push(a)
        }
      }
      return out
    },
  }
}
