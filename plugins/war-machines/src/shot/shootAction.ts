import { errors, findUnit, msg, reject, unitParam, type ActionDefinition, type GameRules, type GameState, type HexRef, type MessageParam, type Rejection, type UnitState } from '@hexes/core'
import { gapPaces, skLineOfSight, skState, structureParam, type SkTables } from '@hexes/plugin-skirmish'
import { z } from 'zod'
import type { WmConfig } from '../config/wmConfig'
import { machineCheck, type ActingMachine } from '../machine/machineCheck'
import { machineOf, wmState } from '../state/WmState'
import { applyShotDamage } from './applyShotDamage'
import { applyStructureHits } from './applyStructureHits'
import { misfire } from './misfire'
import { resolveShot, type ShotPlan } from './resolveShot'

/** Action type of a machine's shot (SK-WM-4..11), in its side's shooting step. */
export const SHOOT = 'wm/shoot'

/**
 * `{ type: 'wm/shoot', side, unit, target | structure, distance? }`: the machine `unit` shoots at the
 * enemy unit `target`, or at the standing `structure`; a cannon gives its estimated `distance` in
 * paces (a gap, SK-WM-9, R-10).
 */
export const shootSchema = z.strictObject({
  type: z.literal(SHOOT),
  side: z.string(),
  unit: z.string(),
  /** The enemy unit aimed at (SK-WM-5). */
  target: z.string().optional(),
  /** Or the standing structure aimed at (SK-WM-12/13, GAP-SK-36): a bridge, a building, a tower. */
  structure: z.string().optional(),
  distance: z.number().int().min(0).max(1000).optional(),
})

/** A shoot action. */
export type ShootAction = z.infer<typeof shootSchema>

/** A shot that may be made: the machine and the dice's plan. */
export interface ShotCheck extends ActingMachine {
  plan: ShotPlan
  /** What it is aimed at, named for the log and for a text. */
  aim: string
  aimParam: MessageParam
}

const name = (u: { id: string; name?: string }) => u.name ?? u.id

/**
 * Whether the machine may shoot at the target now: it may act this turn (SK-WM-2), is not disabled
 * by a misfire (GAP-SK-05), the target is an enemy unit on the map that the machine sees (SK-WM-5,
 * GAP-SK-23: the skirmish line of sight, over units: a machine lobs, and a ball hits what it
 * meets), within the machine's range if it has one (R-10: none by default); a cannon, and only a
 * cannon, gives its estimated distance (SK-WM-9), within that range too. Not loaded, the shot is
 * hasty (SK-WM-4). In a HEXES Med game (I-10) the sight is HEXES Med's, the range (`hexRange`)
 * and a cannon's estimate are in hexes, and the scatter is at its scale (`mix.hmScatter`).
 */
export function shotCheck(rules: GameRules, state: GameState, tables: SkTables, config: WmConfig, action: ShootAction): ShotCheck | Rejection {
  const m = machineCheck(state, tables, config, action.side, action.unit)
  if ('ok' in m) return m
  const { unit, profile, machine } = m
  const who = { unit: unitParam(unit.id) }
  if (state.turn.turn <= machine.disabledUntil) return reject('war-machine/disabled', 'GAP-SK-05', `${name(unit)} was disabled by a misfire: it may not shoot this turn`, who)
  const aim = aimOf(state, tables, unit, action)
  if ('ok' in aim) return aim
  const { grid } = rules
  const from = grid.indexOfRef(unit.hex!)
  const to = grid.indexOfRef(aim.hex)
  const params = { ...who, target: aim.param }
  const { mix } = tables
  const sees = mix && aim.unit ? mix.sees(rules, state, unit, aim.unit) : skLineOfSight(rules, state, tables, from, to, { overUnits: true }).clear
  if (!sees) return reject('war-machine/not-visible', 'SK-WM-5', `${name(unit)} does not see ${aim.label}: heavy war machines shoot only at visible targets`, params)
  const cannon = profile.kind === 'cannon' || profile.kind === 'tripleCannon'
  if (cannon && action.distance === undefined) return reject('war-machine/no-distance', 'SK-WM-9', `${name(unit)} is a cannon: give the distance you estimate, in paces`, who)
  if (!cannon && action.distance !== undefined) return reject('war-machine/not-a-cannon', 'SK-WM-6', `${name(unit)} is not a cannon: it aims at a point, it estimates no distance`, who)
  if (mix) {
    const range = hexRangeCheck(profile.hexRange, grid.distance(from, to), Math.max(grid.distance(from, to), action.distance ?? 0), name(unit), aim.label, params)
    if (range) return range
  } else {
    const gap = gapPaces(grid, from, to, tables.pacesPerHex)
    const range = profile.range
    if (range !== undefined && gap > range) return reject('war-machine/out-of-range', 'R-10', `${aim.label} is ${gap} paces from ${name(unit)}, beyond its range (${range} paces)`, { ...params, gap, range })
    if (range !== undefined && (action.distance ?? 0) > range) return reject('war-machine/out-of-range', 'R-10', `${action.distance} paces is beyond the range of ${name(unit)} (${range} paces)`, { ...params, gap: action.distance ?? 0, range })
  }
  const hmScatter = mix && config.mix.hmScatter.enabled ? { hmStayUpTo: config.mix.hmScatter.stayUpTo } : {}
  const plan: ShotPlan = {
    kind: profile.kind, from: grid.axialOf(from), aimed: grid.axialOf(to), guess: action.distance ?? 0,
    pacesPerHex: tables.pacesPerHex, rerolls: machine.banked, hasty: !machine.loaded, ...hmScatter,
  }
  return { ...m, plan, aim: aim.label, aimParam: aim.param }
}

/** I-10, I-05: in a HEXES Med game a machine's range is in hexes (`hexRange`, none by default): the target's distance, and a cannon's estimate, within it. */
function hexRangeCheck(range: number | undefined, dist: number, farthest: number, unit: string, target: string, params: Record<string, MessageParam>): Rejection | undefined {
  if (range === undefined || farthest <= range) return undefined
  return reject('war-machine/out-of-hex-range', 'I-10', `${target} is ${dist} hexes from ${unit}, beyond its range (${range} hexes)`, { ...params, dist: farthest, range })
}

/** What a shot is aimed at: the hex, and how to name it. */
interface Aim {
  hex: HexRef
  /** The enemy unit aimed at (none for a structure). */
  unit?: UnitState
  label: string
  param: MessageParam
}

/** The aim of a shot: an enemy unit on the map (SK-WM-5) or a standing structure (GAP-SK-36), exactly one of them. */
function aimOf(state: GameState, tables: SkTables, shooter: UnitState, action: ShootAction): Aim | Rejection {
  const id = action.target ?? action.structure ?? ''
  const none = () => reject('war-machine/no-target', 'SK-WM-5', `"${id}" is neither an enemy unit on the map nor a standing structure`, { id })
  if ((action.target === undefined) === (action.structure === undefined)) return none()
  if (action.structure !== undefined) {
    const structure = tables.structure(action.structure)
    const st = skState(state).structures.find((s) => s.id === action.structure)
    if (!structure || !st || st.destroyed) return none()
    const label = structure.name ?? structure.id
    // A machine pushed or fled into a tower or a building does not shoot at it (GAP-SK-36, design choice).
    if (structure.hex === shooter.hex) return reject('war-machine/own-hex', 'GAP-SK-36', `${name(shooter)} stands in ${label}: a machine does not shoot at the structure it stands in`, { unit: unitParam(shooter.id), target: structureParam(structure) })
    return { hex: structure.hex, label, param: structureParam(structure) }
  }
  const target = findUnit(state, id)
  if (!target || target.status !== 'active' || target.hex === null || tables.allied(target.side, shooter.side)) return none()
  return { hex: target.hex, unit: target, label: name(target), param: unitParam(target.id) }
}

/** A bot's estimate of a cannon's distance: the true gap in paces (SK-WM-9), or the hexes in a HEXES Med game (I-10). */
function estimate(rules: GameRules, tables: SkTables, from: HexRef, to: HexRef): number {
  const a = rules.grid.indexOfRef(from)
  const b = rules.grid.indexOfRef(to)
  return tables.mix ? rules.grid.distance(a, b) : gapPaces(rules.grid, a, b, tables.pacesPerHex)
}

/**
 * A machine's shot (SK-WM-2..11, GAP-SK-04/05/33..35, R-09): the shot unloads it and spends its
 * banked re-rolls; the dice place the template (`resolveShot`); a misfire that stands goes to
 * the misfire table, otherwise every unit under the template takes its damage.
 */
export function shootAction(tables: SkTables, config: WmConfig): ActionDefinition<ShootAction> {
  return {
    type: SHOOT,
    schema: shootSchema,
    validate({ state, rules, action }) {
      const c = shotCheck(rules, state, tables, config, action)
      return 'ok' in c ? c : undefined
    },
    apply(ctx) {
      const { draft, rules, action } = ctx
      const checked = shotCheck(rules, ctx.before, tables, config, action)
      if ('ok' in checked) throw errors.internal(`shot became illegal between validate and apply: ${checked.code}`)
      const { plan, profile } = checked
      const machine = machineOf(draft, action.unit)!
      const unit = findUnit(draft, action.unit)!
      machine.acted = { turn: draft.turn.turn, deed: 'shot' }
      machine.loaded = false
      machine.reloading = 0
      machine.banked = 0
      const shot = resolveShot(ctx.dice, rules.grid, plan)
      const hexes = shot.covered.map((c) => rules.grid.refOf(c.hex))
      const textKey = `${plan.hasty ? 'hasty' : 'loaded'}${shot.misfire ? '/misfire' : ''}`
      ctx.emit({
        type: 'wm/shot', message: `${name(unit)} shoots at ${checked.aim}${plan.hasty ? ' in haste' : ''}: ${shot.misfire ? 'MISFIRE' : `${shot.scatter.dir === null ? 'HIT' : `scatter ${shot.scatter.value} paces`}, ${hexes.length} hex${hexes.length === 1 ? '' : 'es'} covered`}`,
        text: msg(`wm/shot/${textKey}`, { unit: unitParam(unit.id), target: checked.aimParam, hexes: hexes.length }),
        ruleId: plan.hasty ? 'SK-WM-4' : shot.rerollsUsed > 0 ? 'SK-WM-3' : plan.kind === 'catapult' || plan.kind === 'bombard' ? 'SK-WM-6' : 'SK-WM-9',
        side: unit.side, unit: unit.id, target: action.target ?? null, structure: action.structure ?? null, hasty: plan.hasty, scatter: shot.scatter.dir, value: shot.scatter.value,
        artillery: shot.artillery.map((r) => r.value), rerolls: shot.rerollsUsed, misfire: shot.misfire, hexes,
      })
      if (shot.misfire) {
        misfire(ctx, tables, config, profile, unit, machine)
        return
      }
      applyShotDamage(ctx, tables, config, plan.kind, shot.covered)
      applyStructureHits(ctx, tables, shot.covered, name(unit))
    },
    enumerate({ state, rules, side }) {
      const out: ShootAction[] = []
      for (const m of wmState(state).machines) {
        const u = findUnit(state, m.unit)
        if (!u || u.side !== side || u.hex === null) continue
        const cannon = ['cannon', 'tripleCannon'].includes(config.machines[u.type]?.kind ?? '')
        for (const t of state.units) {
          if (t.hex === null || t.status !== 'active' || tables.allied(t.side, side)) continue
          // A cannon's crew estimates the true gap (a bot's guess; a player guesses blind, SK-WM-9).
          const distance = cannon ? estimate(rules, tables, u.hex, t.hex) : undefined
          const a: ShootAction = { type: SHOOT, side, unit: u.id, target: t.id, ...(distance === undefined ? {} : { distance }) }
          if (!('ok' in shotCheck(rules, state, tables, config, a))) out.push(a)
        }
        for (const st of skState(state).structures) {
          const s = tables.structure(st.id)
          if (st.destroyed || !s) continue
          const distance = cannon ? estimate(rules, tables, u.hex, s.hex) : undefined
          const a: ShootAction = { type: SHOOT, side, unit: u.id, structure: st.id, ...(distance === undefined ? {} : { distance }) }
          if (!('ok' in shotCheck(rules, state, tables, config, a))) out.push(a)
        }
      }
      return out
    },
  }
}
