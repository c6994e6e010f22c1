/** One place of a ranking: the players tied on it, in the outcome's order. */
export interface RankGroup {
  /** 1 for the winners; a group after n players has rank n + 1 (1, 1, 3). */
  rank: number
  vp: number
  players: string[]
}

/**
 * Ranks the players of a battle by VP, heroic acts included (§1.4, GAP-CAMP-03): highest first;
 * equal VP share a place (no tie-break), and the next place counts the players above it.
 *
 * @param vp each player's VP total, in the outcome's order
 * @example rankPlayers([['a', 80], ['b', 80], ['c', 20]]) // [{ rank: 1, vp: 80, players: ['a', 'b'] }, { rank: 3, vp: 20, players: ['c'] }]
 */
export function rankPlayers(vp: readonly (readonly [string, number])[]): RankGroup[] {
  const order = vp.map(([player, points], i) => ({ player, points, i })).sort((a, b) => b.points - a.points || a.i - b.i)
  const groups: RankGroup[] = []
  order.forEach((e, n) => {
    const last = groups[groups.length - 1]
    if (last && last.vp === e.points) last.players.push(e.player)
    else groups.push({ rank: n + 1, vp: e.points, players: [e.player] })
  })
  return groups
}
