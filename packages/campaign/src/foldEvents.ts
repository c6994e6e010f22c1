import { stableStringify } from '@hexes/core'
import { CONSEQUENCE_KINDS, type CampaignEvent, type CampaignPlayer } from './Campaign'
import type { CampaignConfig } from './CampaignConfig'
import { refuse, type CampaignRejection } from './CampaignRejection'
import { settleBattle, type UnnumberedConsequence } from './settleBattle'

/** The state the events give: the players with their gold and rosters, and the battles played. */
export interface LedgerState {
  players: CampaignPlayer[]
  /** Battles played, in order, with whether each was cancelled. */
  battles: { battle: string; seq: number; cancelled: boolean }[]
}

/** A short description of an event, for messages. */
function describe(e: { kind: string } & Record<string, unknown>): string {
  const { kind, ...rest } = e
  delete rest.seq
  return `${kind} ${stableStringify(rest)}`
}

/** The players with one of them replaced. */
function withPlayer(players: CampaignPlayer[], id: string, f: (p: CampaignPlayer) => CampaignPlayer): CampaignPlayer[] {
  return players.map((p) => (p.id === id ? f(p) : p))
}

/** A roster unit carrying `steps` more lost steps (the key stays absent while it carries none). */
function withSteps(u: CampaignPlayer['units'][number], steps: number): CampaignPlayer['units'][number] {
  return steps > 0 ? { ...u, stepsLost: (u.stepsLost ?? 0) + steps } : u
}

/** Applies one computed consequence of a battle (it was checked against the battle first). */
function applyConsequence(players: CampaignPlayer[], c: UnnumberedConsequence, seq: number): CampaignPlayer[] {
  switch (c.kind) {
    case 'goldAwarded':
      return withPlayer(players, c.player, (p) => ({ ...p, gold: p.gold + c.amount }))
    case 'surplusLost':
      return withPlayer(players, c.from, (p) => ({ ...p, gold: p.gold - c.amount }))
    case 'surplusGiven':
      return withPlayer(withPlayer(players, c.from, (p) => ({ ...p, gold: p.gold - c.amount })), c.to, (p) => ({ ...p, gold: p.gold + c.received }))
    case 'xpGained':
      return withPlayer(players, c.player, (p) => ({
        ...p,
        units: p.units.map((u) => u.id !== c.unit ? u : {
          ...u,
          xp: u.xp + c.amount,
          advances: [...u.advances, ...c.advancesDue.map((at) => ({ at, battle: c.battle, stat: null }))],
          history: u.history.map((h) => (h.seq === seq && h.battle === c.battle ? { ...h, xp: c.amount } : h)),
        }),
      }))
  }
}

/**
 * Checks every `battleCancelled` before anything is folded (a cancel changes how the events before
 * it fold): the battle was played before it, is not cancelled twice, and every battle played after
 * it was cancelled first.
 */
function checkCancels(events: readonly CampaignEvent[]): CampaignRejection | null {
  // Every battle after a cancelled one must be cancelled first: the one cancelled is always the
  // last battle still standing.
  const standing: string[] = []
  const played = new Set<string>()
  const cancelled = new Set<string>()
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!
    if (e.kind === 'battlePlayed') {
      standing.push(e.outcome.battle)
      played.add(e.outcome.battle)
    }
    if (e.kind !== 'battleCancelled') continue
    const path = `events[${i}].battle`
    if (!played.has(e.battle)) return refuse('camp/unknown-battle', path, `no battle "${e.battle}" was played before this event`)
    if (cancelled.has(e.battle)) return refuse('camp/already-cancelled', path, `battle "${e.battle}" is already cancelled`)
    const last = standing[standing.length - 1]!
    if (last !== e.battle) return refuse('camp/cancel-later-battle', path, `battle "${last}" was played after "${e.battle}": cancel it first`)
    standing.pop()
    cancelled.add(e.battle)
  }
  return null
}

/**
 * Folds a campaign's events from the start (the ledger is the truth): every gold and roster figure
 * comes from an event. Each `battlePlayed` is settled again from its recorded outcome, votes and
 * choices, and the events after it must be exactly the consequences it brings (gold awards,
 * surplus moves, XP), in order. A battle cancelled anywhere in the list brings nothing: it and its
 * consequences are skipped, so every later event must still hold without it.
 *
 * Refused, naming `events[i]`: a numbering gap, a consequence that does not follow from its battle,
 * a purchase without the gold, a battle played twice, a cancel of a battle with an uncancelled
 * later battle.
 */
export function foldEvents(events: readonly CampaignEvent[], config: CampaignConfig): LedgerState | CampaignRejection {
  const badCancel = checkCancels(events)
  if (badCancel) return badCancel
  const cancelled = new Set(events.flatMap((e) => (e.kind === 'battleCancelled' ? [e.battle] : [])))
  const state: LedgerState = { players: [], battles: [] }
  let pending: UnnumberedConsequence[] = []
  let battleSeq = 0
  let skipping: string | null = null
  const seen = new Set<string>()
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!
    const path = `events[${i}]`
    if (e.seq !== i + 1) return refuse('camp/bad-seq', `${path}.seq`, `event ${i + 1} is numbered ${e.seq}`)
    if (i === 0 && e.kind !== 'campaignStarted') return refuse('camp/not-started', `${path}.kind`, 'a campaign starts with campaignStarted')
    if (CONSEQUENCE_KINDS.has(e.kind)) {
      if (skipping !== null && (e as { battle: string }).battle === skipping) continue
      const expected = pending.shift()
      const { seq: _seq, ...got } = e as UnnumberedConsequence & { seq: number }
      if (!expected) return refuse('camp/orphan-event', path, `${e.kind} does not follow from a battle just played`)
      if (stableStringify(got) !== stableStringify(expected)) {
        return refuse('camp/event-mismatch', path, `does not follow from battle ${expected.battle}: the battle gives ${describe(expected)}, the file says ${describe(got)}`)
      }
      state.players = applyConsequence(state.players, expected, battleSeq)
      continue
    }
    skipping = null
    if (pending.length) return refuse('camp/missing-event', path, `battle ${pending[0]!.battle} still brings ${describe(pending[0]!)} before this event`)
    switch (e.kind) {
      case 'campaignStarted': {
        if (i !== 0) return refuse('camp/started-twice', `${path}.kind`, 'the campaign has already started')
        const ids = new Set<string>()
        for (const [pi, p] of e.players.entries()) {
          for (const [ui, u] of p.units.entries()) {
            if (ids.has(u.id)) return refuse('camp/duplicate-unit', `${path}.players[${pi}].units[${ui}].id`, `unit id "${u.id}" is used twice`)
            ids.add(u.id)
          }
        }
        const pids = new Set<string>()
        for (const [pi, p] of e.players.entries()) {
          if (pids.has(p.id)) return refuse('camp/duplicate-player', `${path}.players[${pi}].id`, `player id "${p.id}" is used twice`)
          pids.add(p.id)
        }
        state.players = e.players.map((p) => ({
          id: p.id, name: p.name, gold: p.gold, battlesWon: 0,
          units: p.units.map((u) => ({ ...u, xp: 0, advances: [], history: [{ seq: e.seq, kind: 'started' as const }] })),
        }))
        break
      }
      case 'battlePlayed': {
        const id = e.outcome.battle
        if (seen.has(id)) return refuse('camp/battle-played-twice', `${path}.outcome.battle`, `battle "${id}" is already in the ledger`)
        seen.add(id)
        state.battles.push({ battle: id, seq: e.seq, cancelled: cancelled.has(id) })
        if (cancelled.has(id)) {
          skipping = id
          break
        }
        const s = settleBattle(state.players, e.outcome, e.votes, e.surplusChoices, config)
        if ('ok' in s) return { ...s, path: `${path}.${s.path}`, message: `${path}.${s.message}` }
        const computed = { vp: s.vp, ranking: s.ranking, cap: s.gold.cap }
        if (stableStringify(computed) !== stableStringify({ vp: e.vp, ranking: e.ranking, cap: e.cap })) {
          return refuse('camp/event-mismatch', path, `the recorded VP, ranking or cap are not what the outcome and votes give (${stableStringify(computed)})`)
        }
        const lost = new Set(e.outcome.players.flatMap((p) => p.units.filter((u) => u.lost).map((u) => u.unit)))
        const present = new Map(e.outcome.players.flatMap((p) => p.units.map((u) => [u.unit, u] as const)))
        state.players = state.players.map((p) => ({
          ...p,
          battlesWon: p.battlesWon + (s.gold.winners.includes(p.id) ? 1 : 0),
          units: p.units.filter((u) => !lost.has(u.id)).map((u) => {
            const part = present.get(u.id)
            return part ? withSteps({ ...u, history: [...u.history, { seq: e.seq, kind: 'fought' as const, battle: id, xp: 0 }] }, part.stepsLost ?? 0) : u
          }),
        }))
        pending = s.consequences
        battleSeq = e.seq
        break
      }
      case 'unitBought': {
        const p = state.players.find((q) => q.id === e.player)
        if (!p) return refuse('camp/not-a-player', `${path}.player`, `"${e.player}" is not a player of the campaign`)
        if (state.players.some((q) => q.units.some((u) => u.id === e.unit.id))) return refuse('camp/duplicate-unit', `${path}.unit.id`, `unit id "${e.unit.id}" is already in a roster`)
        if (p.gold < e.unit.cost) return refuse('camp/not-enough-gold', `${path}.unit.cost`, `${e.player} has ${p.gold} gp, the unit costs ${e.unit.cost}`, 'GAP-CAMP-11')
        state.players = withPlayer(state.players, p.id, (q) => ({
          ...q, gold: q.gold - e.unit.cost,
          units: [...q.units, { ...e.unit, bought: true, xp: 0, advances: [], history: [{ seq: e.seq, kind: 'bought' }] }],
        }))
        break
      }
      case 'unitDismissed': {
        const p = state.players.find((q) => q.id === e.player)
        if (!p) return refuse('camp/not-a-player', `${path}.player`, `"${e.player}" is not a player of the campaign`)
        if (!p.units.some((u) => u.id === e.unit)) return refuse('camp/unknown-unit', `${path}.unit`, `"${e.unit}" is not in ${e.player}'s roster`)
        state.players = withPlayer(state.players, p.id, (q) => ({ ...q, units: q.units.filter((u) => u.id !== e.unit) }))
        break
      }
      case 'battleCancelled':
        break // checked by checkCancels
    }
  }
  if (pending.length) return refuse('camp/missing-event', `events[${events.length}]`, `battle ${pending[0]!.battle} still brings ${describe(pending[0]!)}`)
  return state
}
