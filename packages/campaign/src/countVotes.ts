import type { BattleVotes } from './BattleVotes'
import type { CampaignConfig } from './CampaignConfig'
import { refuse, type CampaignRejection } from './CampaignRejection'

/** How one heroic act was voted. */
export interface ActResult {
  /** Index in `votes.heroicActs`. */
  index: number
  player: string
  yes: number
  no: number
  /** Quorum reached and strictly more votes for than against. */
  passed: boolean
}

/** The counted votes of one battle. */
export interface VoteCount {
  acts: ActResult[]
  /** SK-VP-7: heroic-act VP per player (absent: 0). */
  heroicVp: Record<string, number>
  /** CAMP-GOLD-8: heroic-defence gold per player (absent: 0). */
  defenceGold: Record<string, number>
}

/**
 * GAP-VP-03 quorum: enough of the players who may vote (every player of the battle but the
 * beneficiary) voted. With nobody to vote, there is no quorum.
 */
function quorum(cast: number, players: number, config: CampaignConfig): boolean {
  const eligible = players - 1
  return eligible > 0 && cast > 0 && cast * 100 >= config.quorumPercent * eligible
}

/**
 * CAMP-GOLD-8, GAP-VP-03, R-13: the award is the median of the other players' votes; with an even
 * count, the mean of the two middle votes rounded down to a multiple of `defenceStep`; clamped to
 * `defenceMin..defenceMax`.
 */
export function medianAward(gps: readonly number[], config: CampaignConfig): number {
  const { defenceMin, defenceMax, defenceStep } = config.gold
  const sorted = [...gps].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  const raw = sorted.length % 2 === 1
    ? sorted[mid]!
    : Math.floor((sorted[mid - 1]! + sorted[mid]!) / 2 / defenceStep) * defenceStep
  return Math.min(defenceMax, Math.max(defenceMin, raw))
}

/**
 * Counts a battle's votes (SK-VP-7 heroic acts, CAMP-GOLD-8 heroic defences, GAP-VP-03, R-13).
 * Refused, naming the field: a voter, proposer or beneficiary who is not one of the battle's
 * players, a vote on one's own army, a second vote by the same player, a defence vote outside
 * `defenceMin..defenceMax`, a second award for the same player.
 *
 * @param players the battle's players, in the outcome's order
 */
export function countVotes(votes: BattleVotes, players: readonly string[], config: CampaignConfig): VoteCount | CampaignRejection {
  const isPlayer = new Set(players)
  const count: VoteCount = { acts: [], heroicVp: {}, defenceGold: {} }
  const checkVoters = (list: readonly { voter: string }[], beneficiary: string, path: string): CampaignRejection | null => {
    const seen = new Set<string>()
    for (let j = 0; j < list.length; j++) {
      const voter = list[j]!.voter
      const p = `${path}.votes[${j}].voter`
      if (!isPlayer.has(voter)) return refuse('camp/not-a-player', p, `"${voter}" is not a player of this battle`, 'GAP-VP-03')
      if (voter === beneficiary) return refuse('camp/own-vote', p, `"${voter}" may not vote on his own army`, 'GAP-VP-03')
      if (seen.has(voter)) return refuse('camp/duplicate-vote', p, `"${voter}" already voted`, 'GAP-VP-03')
      seen.add(voter)
    }
    return null
  }
  for (let i = 0; i < votes.heroicActs.length; i++) {
    const act = votes.heroicActs[i]!
    const path = `votes.heroicActs[${i}]`
    if (!isPlayer.has(act.player)) return refuse('camp/not-a-player', `${path}.player`, `"${act.player}" is not a player of this battle`, 'SK-VP-7')
    if (!isPlayer.has(act.proposedBy)) return refuse('camp/not-a-player', `${path}.proposedBy`, `"${act.proposedBy}" is not a player of this battle`, 'GAP-VP-03')
    if (act.proposedBy === act.player) return refuse('camp/own-vote', `${path}.proposedBy`, `"${act.player}" may not propose a heroic act of his own army`, 'GAP-VP-03')
    const bad = checkVoters(act.votes, act.player, path)
    if (bad) return bad
    const yes = act.votes.filter((v) => v.approve).length
    const no = act.votes.length - yes
    const passed = quorum(act.votes.length, players.length, config) && yes > no
    count.acts.push({ index: i, player: act.player, yes, no, passed })
    if (passed) count.heroicVp[act.player] = (count.heroicVp[act.player] ?? 0) + config.heroicActVp
  }
  const awarded = new Set<string>()
  for (let i = 0; i < votes.heroicDefences.length; i++) {
    const d = votes.heroicDefences[i]!
    const path = `votes.heroicDefences[${i}]`
    if (!isPlayer.has(d.player)) return refuse('camp/not-a-player', `${path}.player`, `"${d.player}" is not a player of this battle`, 'CAMP-GOLD-8')
    if (awarded.has(d.player)) return refuse('camp/duplicate-award', `${path}.player`, `"${d.player}" already has a heroic-defence vote`, 'CAMP-GOLD-8')
    awarded.add(d.player)
    const bad = checkVoters(d.votes, d.player, path)
    if (bad) return bad
    const { defenceMin, defenceMax } = config.gold
    for (let j = 0; j < d.votes.length; j++) {
      const gp = d.votes[j]!.gp
      if (gp < defenceMin || gp > defenceMax) {
        return refuse('camp/vote-out-of-range', `${path}.votes[${j}].gp`, `a heroic-defence vote is between ${defenceMin} and ${defenceMax} gp, not ${gp}`, 'CAMP-GOLD-8')
      }
    }
    const gold = quorum(d.votes.length, players.length, config) ? medianAward(d.votes.map((v) => v.gp), config) : 0
    if (gold > 0) count.defenceGold[d.player] = gold
  }
  return count
}
