import type { BattleOutcome } from './BattleOutcome'
import type { BattleVotes } from './BattleVotes'
import type { BattleConsequence, CampaignPlayer } from './Campaign'
import type { CampaignConfig } from './CampaignConfig'
import { refuse, type CampaignRejection } from './CampaignRejection'
import { applySurplus, type SurplusChoice, type SurplusMove } from './applySurplus'
import { computeGold, type GoldResult } from './computeGold'
import { advancesCrossed, computeXp } from './computeXp'
import { countVotes, type VoteCount } from './countVotes'
import { rankPlayers, type RankGroup } from './rankPlayers'

/** A consequence of a battle before the ledger numbers it. */
export type UnnumberedConsequence = BattleConsequence extends infer E ? (E extends { seq: number } ? Omit<E, 'seq'> : never) : never

/** Everything a battle brings to a campaign, computed from its outcome, votes and surplus choices. */
export interface BattleSettlement {
  votes: VoteCount
  /** Each player's VP with the heroic acts (SK-VP-7). */
  vp: Record<string, number>
  ranking: RankGroup[]
  gold: GoldResult
  /** Where each surplus went (empty in a preview). */
  surplus: SurplusMove[]
  /** The ledger events the battle brings, in order: gold awards, surplus moves, XP. */
  consequences: UnnumberedConsequence[]
}

/** Checks an outcome against the campaign's players and rosters; the path names the bad field. */
function checkOutcome(outcome: BattleOutcome, players: readonly CampaignPlayer[]): CampaignRejection | null {
  const seen = new Set<string>()
  for (let i = 0; i < outcome.players.length; i++) {
    const p = outcome.players[i]!
    const path = `outcome.players[${i}]`
    const roster = players.find((q) => q.id === p.player)
    if (!roster) return refuse('camp/not-a-player', `${path}.player`, `"${p.player}" is not a player of the campaign`)
    if (seen.has(p.player)) return refuse('camp/duplicate-player', `${path}.player`, `"${p.player}" is listed twice`)
    seen.add(p.player)
    const units = new Set<string>()
    for (let j = 0; j < p.units.length; j++) {
      const u = p.units[j]!.unit
      if (!roster.units.some((r) => r.id === u)) return refuse('camp/unknown-unit', `${path}.units[${j}].unit`, `"${u}" is not in ${p.player}'s roster`)
      if (units.has(u)) return refuse('camp/duplicate-unit', `${path}.units[${j}].unit`, `"${u}" is listed twice`)
      units.add(u)
      const x = p.units[j]!
      if (x.turnsPresent > outcome.turns) return refuse('camp/bad-outcome', `${path}.units[${j}].turnsPresent`, `${x.turnsPresent} turns present in a battle of ${outcome.turns} turns`)
      if (x.lost && x.survived) return refuse('camp/bad-outcome', `${path}.units[${j}].survived`, 'a unit lost in the battle did not survive it')
    }
  }
  for (let i = 0; i < outcome.players.length; i++) {
    const p = outcome.players[i]!
    const captures = [...p.generalsCaptured.map((c, j) => [c.owner, `generalsCaptured[${j}]`] as const), ...p.spellcastersCaptured.map((c, j) => [c.owner, `spellcastersCaptured[${j}]`] as const)]
    for (const [owner, where] of captures) {
      if (owner === p.player || !seen.has(owner)) {
        return refuse('camp/bad-capture', `outcome.players[${i}].${where}.owner`, `"${owner}" is not an enemy player of this battle`)
      }
    }
  }
  return null
}

/**
 * Settles one battle against a campaign's current players (SK-VP-7, CAMP-GOLD-1..10, CAMP-XP-1):
 * checks the outcome against the rosters, counts the votes, ranks the players, computes the gold
 * and its cap, sends each surplus where its owner chose, and the XP of every unit that took part.
 * A rejection names the bad field; nothing is changed either way.
 *
 * @param choices the surplus owners' choices, or `null` for a preview (no surplus moves: the UI
 *   shows `gold.surpluses` and asks)
 */
export function settleBattle(
  players: readonly CampaignPlayer[], outcome: BattleOutcome, votes: BattleVotes,
  choices: readonly SurplusChoice[] | null, config: CampaignConfig,
): BattleSettlement | CampaignRejection {
  const bad = checkOutcome(outcome, players)
  if (bad) return bad
  const ids = outcome.players.map((p) => p.player)
  const counted = countVotes(votes, ids, config)
  if ('ok' in counted) return counted
  const vp: Record<string, number> = {}
  for (const p of outcome.players) vp[p.player] = p.vp + (counted.heroicVp[p.player] ?? 0)
  const ranking = rankPlayers(ids.map((p) => [p, vp[p]!] as const))
  const victories: Record<string, number> = {}
  for (const p of players) victories[p.id] = p.battlesWon
  const gold = computeGold(outcome, ranking, victories, counted.defenceGold, config)
  const surplus = choices === null ? [] : applySurplus(gold, choices, players.map((p) => p.id))
  if ('ok' in surplus) return surplus
  const battle = outcome.battle
  const consequences: UnnumberedConsequence[] = gold.awards.map((a) => ({ kind: 'goldAwarded' as const, battle, ...a }))
  for (const m of surplus) consequences.push({ ...m, battle })
  for (const p of outcome.players) {
    const roster = players.find((q) => q.id === p.player)!
    const won = gold.winners.includes(p.player)
    for (const u of p.units) {
      if (u.lost) continue
      const unit = roster.units.find((r) => r.id === u.unit)!
      const reasons = computeXp(u, unit.bought, won, config)
      const amount = reasons.reduce((s, r) => s + r.amount, 0)
      if (amount === 0) continue
      consequences.push({ kind: 'xpGained', battle, player: p.player, unit: u.unit, amount, reasons, advancesDue: advancesCrossed(unit.xp, unit.xp + amount, config) })
    }
  }
  return { votes: counted, vp, ranking, gold, surplus, consequences }
}
