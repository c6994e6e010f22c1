import { z } from 'zod'

const id = z.string().min(1).max(200)

/** One player's vote on a heroic act: for or against. */
export const actVoteSchema = z.strictObject({ voter: id, approve: z.boolean() })

/** A heroic act (SK-VP-7): proposed by one player for another's army, voted by the others. */
export const heroicActSchema = z.strictObject({
  /** The player whose army did it (gets the VP). */
  player: id,
  /** The player who proposed it (GAP-VP-03: another player). */
  proposedBy: id,
  /** What happened (« résistance farouche en infériorité numérique »). */
  description: z.string().max(500),
  votes: z.array(actVoteSchema).max(16),
})

/** One player's vote on a heroic-defence award: the gold he proposes (CAMP-GOLD-8). */
export const defenceVoteSchema = z.strictObject({ voter: id, gp: z.number().int() })

/** A heroic-defence award (CAMP-GOLD-8): the other players vote an amount for one player. */
export const heroicDefenceSchema = z.strictObject({ player: id, votes: z.array(defenceVoteSchema).max(16) })

/**
 * The players' votes after a battle, every vote recorded: heroic acts (SK-VP-7, +VP) and heroic
 * defences (CAMP-GOLD-8, gold). Only the battle's players vote, never on their own army.
 */
export const battleVotesSchema = z.strictObject({
  heroicActs: z.array(heroicActSchema).max(100),
  heroicDefences: z.array(heroicDefenceSchema).max(16),
})

/** The votes of one battle. */
export type BattleVotes = z.infer<typeof battleVotesSchema>
/** One heroic act and its votes. */
export type HeroicAct = z.infer<typeof heroicActSchema>
/** One heroic-defence award and its votes. */
export type HeroicDefence = z.infer<typeof heroicDefenceSchema>

/** No votes. */
export const NO_VOTES: BattleVotes = { heroicActs: [], heroicDefences: [] }
