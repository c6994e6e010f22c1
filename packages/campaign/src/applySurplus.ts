import { z } from 'zod'
import { refuse, type CampaignRejection } from './CampaignRejection'
import type { GoldResult } from './computeGold'

/** What the owner of a surplus does with it (CAMP-GOLD-10): give it all to a player, or lose it (`null`). */
export const surplusChoiceSchema = z.strictObject({
  player: z.string().min(1).max(200),
  giveTo: z.string().min(1).max(200).nullable(),
})

/** One owner's choice for his surplus. */
export type SurplusChoice = z.infer<typeof surplusChoiceSchema>

/** Where one surplus went: `received` of `amount` reached the recipient, the rest was destroyed by his cap. */
export type SurplusMove =
  | { kind: 'surplusGiven'; from: string; to: string; amount: number; received: number }
  | { kind: 'surplusLost'; from: string; amount: number }

/**
 * CAMP-GOLD-10, GAP-CAMP-10, R-14: each surplus goes where its owner chose, owners in VP rank order.
 * A gift goes to any other player of the campaign, present at the battle or not, never to a
 * winner; the recipient is capped in turn (his gold of this battle, gifts received before
 * included, stays at most the cap) and the rest is destroyed.
 *
 * Refused, naming `surplusChoices[i]`: a choice by a player without surplus (a gift of more
 * surplus than exists), a second choice, a gift to oneself, to a winner or to a stranger, and a
 * surplus with no choice (the players must say).
 *
 * @param players every player of the campaign
 */
export function applySurplus(gold: GoldResult, choices: readonly SurplusChoice[], players: readonly string[]): SurplusMove[] | CampaignRejection {
  const byOwner = new Map<string, number>()
  for (let i = 0; i < choices.length; i++) {
    const c = choices[i]!
    const path = `surplusChoices[${i}]`
    if (!gold.surpluses.some((s) => s.player === c.player)) {
      return refuse('camp/no-surplus', `${path}.player`, `"${c.player}" has no surplus to give or lose in this battle`, 'CAMP-GOLD-10')
    }
    if (byOwner.has(c.player)) return refuse('camp/duplicate-choice', `${path}.player`, `"${c.player}" already chose`, 'CAMP-GOLD-10')
    byOwner.set(c.player, i)
    if (c.giveTo === null) continue
    if (c.giveTo === c.player) return refuse('camp/gift-to-self', `${path}.giveTo`, 'a surplus is given to another player', 'CAMP-GOLD-10')
    if (!players.includes(c.giveTo)) return refuse('camp/not-a-player', `${path}.giveTo`, `"${c.giveTo}" is not a player of the campaign`, 'CAMP-GOLD-10')
    if (gold.winners.includes(c.giveTo)) return refuse('camp/gift-to-winner', `${path}.giveTo`, `"${c.giveTo}" won the battle and may not receive a surplus`, 'R-14')
  }
  const moves: SurplusMove[] = []
  const got: Record<string, number> = {}
  for (const s of gold.surpluses) {
    const i = byOwner.get(s.player)
    if (i === undefined) return refuse('camp/surplus-choice-missing', 'surplusChoices', `"${s.player}" has ${s.amount} gp above the cap and must give or lose it`, 'CAMP-GOLD-10')
    const to = choices[i]!.giveTo
    if (to === null) {
      moves.push({ kind: 'surplusLost', from: s.player, amount: s.amount })
      continue
    }
    // The recipient's gold of this battle after his own cap, plus what he was given before.
    const own = Math.min(gold.earned[to] ?? 0, gold.cap ?? Infinity) + (got[to] ?? 0)
    const room = Math.max(0, (gold.cap ?? Infinity) - own)
    const received = Math.min(s.amount, room)
    got[to] = (got[to] ?? 0) + received
    moves.push({ kind: 'surplusGiven', from: s.player, to, amount: s.amount, received })
  }
  return moves
}
