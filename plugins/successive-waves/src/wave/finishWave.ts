import { findLeader, findUnit, leadersOn, msg, unitParam, type DraftCtx } from '@hexes/core'
import type { SwConfig } from '../config/swConfig'
import { swState, type SwWave } from '../state/SwState'

/**
 * SW-13 option (a), GAP-SW-04: sets aside the units of `wave` still waiting to be placed, which
 * ends placement for this turn. With `setAside: 'reserve'` they stay off the table, restored, and
 * the next wave gathers them again; with `'lost'` they are out of the battle (status `eliminated`,
 * but not counted as eliminated: GAP-SW-04, GAP-SW-11). A removed leader who can no longer join a
 * placed unit (none was placed) waits in the reserve and may lead a later wave (SW-14).
 */
export function setAsideRemaining(ctx: DraftCtx, config: SwConfig, wave: SwWave): void {
  const { draft, emit } = ctx
  const sw = swState(draft)
  for (const id of wave.pool) {
    const u = findUnit(draft, id)!
    if (config.setAside === 'lost') {
      u.status = 'eliminated'
      sw.lost.push(id)
    } else sw.reserve.push(id)
    emit({
      type: 'sw/set-aside',
      message: `${u.name ?? u.id} is set aside${config.setAside === 'lost' ? ' for the rest of the battle' : ' in reserve for a later wave'}`,
      text: msg(config.setAside === 'lost' ? 'sw/set-aside/lost' : 'sw/set-aside', { unit: unitParam(id) }),
      ruleId: 'SW-13',
      side: u.side,
      unit: id,
    })
  }
  wave.pool = []
  wave.ended = true
  if (wave.leader !== null && !wave.leaderPlaced && wave.placed.length === 0) parkLeader(ctx, wave)
}

/**
 * End of the Successive Waves phase: whatever the player left undone is settled. Units still in
 * the pool are set aside (SW-13 a). A removed leader not yet placed joins the first placed unit
 * without a leader (SW-14 requires him to go with one of the units; the player made no choice),
 * or waits in the reserve when no unit was placed.
 */
export function finishWave(ctx: DraftCtx, config: SwConfig): void {
  const { draft, emit } = ctx
  const sw = swState(draft)
  const wave = sw.wave
  sw.wave = null
  if (wave === null || wave.turn !== draft.turn.turn) return
  if (wave.pool.length > 0) setAsideRemaining(ctx, config, wave)
  if (wave.leader === null || wave.leaderPlaced) return
  const target = wave.placed.find((p) => leadersOn(draft, p.unit).length === 0)
  if (!target) return parkLeader(ctx, wave)
  const l = findLeader(draft, wave.leader)!
  l.status = 'active'
  l.unit = target.unit
  wave.leaderPlaced = true
  emit({ type: 'sw/leader-placed', message: `${l.name} joins ${target.unit}, the first unit of the wave`, text: msg('sw/leader-placed/first', { leader: { leader: l.id }, unit: unitParam(target.unit) }), ruleId: 'SW-14', side: l.side, leader: l.id, unit: target.unit })
}

/** The removed leader waits off the table for a later wave (he is not eliminated). */
function parkLeader(ctx: DraftCtx, wave: SwWave): void {
  if (wave.leader === null || wave.leaderPlaced) return
  const sw = swState(ctx.draft)
  const l = findLeader(ctx.draft, wave.leader)!
  if (!sw.reserveLeaders.includes(l.id)) sw.reserveLeaders.push(l.id)
  wave.leader = null
  ctx.emit({ type: 'sw/leader-waits', message: `${l.name} has no unit of the wave to join and waits for a later wave`, text: msg('sw/leader-waits', { leader: { leader: l.id } }), ruleId: 'SW-14', side: l.side, leader: l.id })
}
