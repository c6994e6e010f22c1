import { findUnit, type BattleRecordService, type DraftCtx, type GameEvent, type GameState, type HookRegistry, type UnitState } from '@hexes/core'
import type { VpConfig } from '../config/vpConfig'
import { unitTally, VP, vpState, type VpState } from '../state/VpState'
import { creditOf, type VpCause, type VpCredit } from './creditOf'

/**
 * The cause of the losses of each action being applied, keyed by its draft (a fresh copy every
 * action, so the scratch ends with the action): per-action scratch of the event bus, never game state.
 */
const causes = new WeakMap<GameState, VpCause>()

/**
 * The tallies of the victory-point rules, kept in `state.plugins['victory-points']` as the game goes:
 * - at setup: every side and unit, and the characters with their roles (from the base rules' record);
 * - on the event bus: the cause of the action's losses (`combatResolved` with its strikes,
 *   `wm/shot`), every HP lost (`sk/hp-lost`; a HEXES Med step, `stepLost`, as `hpPerStep` HP,
 *   I-09) credited to a side by {@link creditOf} (SK-VP-1, GAP-VP-01), the generals killed by the
 *   side whose attack took them to 0 HP (SK-VP-3, GAP-VP-04; a HEXES Med general leader,
 *   `leaderEliminated`), the characters taken (`characterCaptured`: SK-VP-2, 4, 5) and freed
 *   again (`sk-morale/freed`), the enemy characters each unit put out of action (GAP-CAMP-01);
 * - at the end of each game turn (`endOfTurn`): +1 turn to every unit on the table (GAP-CAMP-12:
 *   active and on the map; the time track's jumps are not turns).
 */
export function applyTallies(hooks: HookRegistry, config: VpConfig, records: BattleRecordService): void {
  hooks.setupState.tap({ plugin: VP, ruleId: 'GAP-CAMP-12' }, ({ draft, rules }) => {
    const record = records.record({ state: draft, rules })
    const characters: VpState['characters'] = []
    for (const s of record.sides) for (const r of s.roles) {
      let c = characters.find((x) => x.unit === r.piece)
      if (!c) characters.push(c = { unit: r.piece, roles: [], spells: 0, items: 0 })
      c.roles.push(r.role)
      c.spells += r.spells
      c.items += r.items
    }
    const vp: VpState = {
      sides: draft.sides.map((s) => ({ side: s.id, hpKilled: 0, generalsKilled: [], generalsCaptured: [], spellcastersCaptured: [], bannersTaken: [] })),
      units: draft.units.map((u) => ({ unit: u.id, turnsOnTable: 0, outOfAction: [] })),
      characters,
      falls: [],
    }
    draft.plugins[VP] = vp
  })
  hooks.endOfTurn.tap({ plugin: VP, ruleId: 'GAP-CAMP-12' }, ({ draft }) => {
    const vp = vpState(draft)
    for (const u of draft.units) if (u.status === 'active' && u.hex !== null) unitTally(vp, u.id).turnsOnTable++
  })
  hooks.events.tap({ plugin: VP, ruleId: 'SK-VP-1' }, (ctx) => onEvent(ctx, ctx.event, config))
}

function onEvent(ctx: DraftCtx, e: GameEvent, config: VpConfig): void {
  const { draft } = ctx
  switch (e.type) {
    case 'combatResolved':
      return causeOfCombat(draft, e)
    case 'wm/shot': {
      const u = findUnit(draft, e.unit as string)
      if (u) causes.set(draft, { side: u.side, unit: u.id, strikes: [] })
      return
    }
    case 'sk/hp-lost': {
      const u = findUnit(draft, e.unit as string)
      if (!u) return
      const credit = creditOf(draft, vpState(draft), u, e.ruleId, causes.get(draft))
      const amount = e.amount as number
      if (credit) sideTally(draft, credit.side).hpKilled += amount
      if (amount >= (e.before as number)) fall(draft, u, 'killed', credit)
      return
    }
    case 'stepLost': {
      const u = findUnit(draft, e.unit as string)
      // A skirmish unit's figures are counted as steps too: its HP come through `sk/hp-lost`.
      if (!u || u.stats.sk !== undefined) return
      const credit = creditOf(draft, vpState(draft), u, e.ruleId, causes.get(draft))
      if (credit) sideTally(draft, credit.side).hpKilled += (e.steps as number) * config.hpPerStep
      return
    }
    case 'leaderEliminated': {
      const vp = vpState(draft)
      const leader = draft.leaders.find((l) => l.id === e.leader)
      if (!leader || !vp.characters.some((c) => c.unit === leader.id)) return
      const credit = creditOf(draft, vp, leader, e.ruleId, causes.get(draft))
      fall(draft, leader, 'killed', credit)
      return
    }
    case 'characterCaptured': {
      const u = findUnit(draft, e.unit as string)
      if (u) fall(draft, u, 'captured', { side: e.captor as string, unit: e.by as string })
      return
    }
    case 'sk-morale/freed':
      return freed(vpState(draft), e.unit as string)
    default:
  }
}

/** The combat's attacking side and its strikes that drew blood (skirmish outcomes carry them). */
function causeOfCombat(draft: GameState, e: GameEvent): void {
  const decl = e.decl as { attackers: string[] }
  const attacker = findUnit(draft, decl.attackers[0]!)
  if (!attacker) return
  const data = (e.outcome as { data?: { strikes?: { unit: string; target: string; hpLost: number }[] } }).data
  const strikes: VpCause['strikes'] = []
  for (const s of data?.strikes ?? []) {
    const u = s.hpLost > 0 ? findUnit(draft, s.unit) : undefined
    if (u) strikes.push({ unit: u.id, side: u.side, target: s.target })
  }
  causes.set(draft, { side: attacker.side, unit: attacker.id, strikes })
}

function sideTally(draft: GameState, side: string) {
  return vpState(draft).sides.find((s) => s.side === side)!
}

/** A character (or any unit) killed or taken: its fall, and what it is worth to the side credited. */
function fall(draft: GameState, u: Pick<UnitState, 'id' | 'side'>, how: 'killed' | 'captured', credit: VpCredit | null): void {
  const vp = vpState(draft)
  const c = vp.characters.find((x) => x.unit === u.id)
  if (!c) return
  vp.falls.push({ unit: u.id, how, side: credit?.side ?? null, by: credit?.unit ?? null })
  if (!credit || credit.side === u.side) return
  const t = sideTally(draft, credit.side)
  if (c.roles.includes('general')) (how === 'killed' ? t.generalsKilled : t.generalsCaptured).push(u.id)
  if (how === 'captured' && c.roles.includes('spellcaster')) t.spellcastersCaptured.push(u.id)
  if (how === 'captured' && c.roles.includes('greatBanner')) t.bannersTaken.push(u.id)
  if (credit.unit !== null) unitTally(vp, credit.unit).outOfAction.push(u.id)
}

/** A prisoner freed (SK-PRIS-6): his captors no longer hold him (the captures count only while held). */
function freed(vp: VpState, unit: string): void {
  for (const t of vp.sides) for (const list of [t.generalsCaptured, t.spellcastersCaptured, t.bannersTaken]) {
    const i = list.indexOf(unit)
    if (i >= 0) list.splice(i, 1)
  }
}
