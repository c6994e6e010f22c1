import type { BattleVotes, GoldResult } from '@hexes/campaign'

/** A heroic act as the after-battle dialog edits it: each other player's vote, or none yet (`''`). */
export interface ActDraft {
  player: string
  proposedBy: string
  description: string
  votes: Record<string, 'yes' | 'no' | ''>
}

/** A heroic-defence award as the dialog edits it: the gp each other player proposes (10 to 50 by default). */
export interface DefenceDraft {
  player: string
  votes: Record<string, number>
}

/**
 * The ledger's votes from the dialog's drafts (SK-VP-7, CAMP-GOLD-8): every vote cast is
 * recorded with its voter, in the battle's player order; a vote not cast (or a gp left empty) is not. Whether the
 * votes are valid (a voter of the battle, not on his own army, gp in range) is `previewBattle`'s
 * to say.
 *
 * @param players the battle's players, in the outcome's order
 */
export function afterBattleVotes(acts: readonly ActDraft[], defences: readonly DefenceDraft[], players: readonly string[]): BattleVotes {
  return {
    heroicActs: acts.map((a) => ({
      player: a.player, proposedBy: a.proposedBy, description: a.description,
      votes: players.flatMap((v) => (a.votes[v] === 'yes' || a.votes[v] === 'no' ? [{ voter: v, approve: a.votes[v] === 'yes' }] : [])),
    })),
    heroicDefences: defences.map((d) => ({ player: d.player, votes: players.flatMap((v) => (typeof d.votes[v] === 'number' ? [{ voter: v, gp: d.votes[v] }] : [])) })),
  }
}

/** Whom `player` may give his surplus to (CAMP-GOLD-10, R-14): any other player of the campaign but a winner. */
export function surplusTargets(gold: GoldResult, campaignPlayers: readonly string[], player: string): string[] {
  return campaignPlayers.filter((p) => p !== player && !gold.winners.includes(p))
}
