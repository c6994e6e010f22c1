import { prepareCombat, type AttackAction, type GameState, type SideId, type UnitState } from '@hexes/core'
import type { SearchContext } from './SearchContext'

/** Most units considered against one defender (the pool the groups are drawn from). */
const MAX_POOL = 7

/**
 * Candidate attacks of `side`: for every enemy unit on the map and every combat mode, attacker
 * groups drawn from the side's units close enough to strike it (adjacent, or within the card's
 * shooting range), each checked with the engine's `prepareCombat`.
 *
 * This is the AI's own combination search rather than core's `attack` enumeration, which checks
 * every subset of up to six candidates (63 `prepareCombat` calls per defender and mode) and,
 * for rule sets that do not tap `combatCandidate`, only combines attackers that are each legal
 * alone (under HEXES Med's minimum odds a weak unit refused alone may be legal in a group).
 * Members are the units the rules' `combatCandidate` hook accepts when it is tapped; otherwise
 * the units accepted alone plus those accepted together with them.
 *
 * Groups per defender and mode, at most `limit`: the whole pool, the pool without each of its
 * members (to free a unit for another combat), and the strongest 1, 2, 3... units.
 */
export function attackCandidates(sc: SearchContext, state: GameState, side: SideId, limit: number): AttackAction[] {
  const { ai, rules } = sc
  const { grid } = ai
  const modes = rules.hooks.combatModes.call({ state, rules })
  if (modes.length === 0 || !rules.actions.has('attack')) return []
  const mine: { u: UnitState; hex: number; reach: number; strength: number }[] = []
  const enemies: { u: UnitState; hex: number }[] = []
  for (const u of state.units) {
    if (u.status !== 'active' || u.hex === null) continue
    const hex = ai.hex(u.hex)
    if (u.side === side) mine.push({ u, hex, reach: Math.max(1, ai.info(state, u).range), strength: ai.strength(state, u) })
    else enemies.push({ u, hex })
  }
  const out: AttackAction[] = []
  const seen = new Set<string>()
  const byCandidateHook = rules.hooks.combatCandidate.size > 0
  for (const e of enemies) {
    const near = mine.filter((m) => grid.distance(m.hex, e.hex) <= m.reach)
    if (near.length === 0) continue
    near.sort((a, b) => b.strength - a.strength || (a.u.id < b.u.id ? -1 : 1))
    for (const mode of modes) {
      const legal = (attackers: string[]) => !('ok' in prepareCombat(rules, state, side, { attackers, defender: e.u.id, mode }))
      let pool: string[]
      if (byCandidateHook) {
        // The rules say who may take part at all (adjacency, range, once per phase...), odds aside.
        pool = near.filter((m) => rules.hooks.combatCandidate.call({ state, rules, decl: { attackers: [m.u.id], defender: e.u.id, mode }, attackers: [m.u], defender: e.u, targets: [e.u], area: [] }) === undefined).map((m) => m.u.id)
      } else {
        const alone = near.filter((m) => legal([m.u.id]))
        const aloneIds = alone.map((m) => m.u.id)
        // Units refused alone may still join the units accepted alone.
        const joiners = near.filter((m) => !aloneIds.includes(m.u.id) && legal([...aloneIds.slice(0, MAX_POOL - 1), m.u.id]))
        pool = [...alone, ...joiners].sort((a, b) => b.strength - a.strength || (a.u.id < b.u.id ? -1 : 1)).map((m) => m.u.id)
        if (pool.length === 0 && near.length > 1) {
          // Nobody is accepted alone: try everyone together.
          const all = near.slice(0, MAX_POOL).map((m) => m.u.id)
          if (legal(all)) pool = all
        }
      }
      pool = pool.slice(0, MAX_POOL)
      if (pool.length === 0) continue
      const groups: string[][] = [pool]
      if (pool.length > 1) for (let i = 0; i < pool.length; i++) groups.push(pool.filter((_, j) => j !== i))
      for (let k = 1; k < pool.length; k++) groups.push(pool.slice(0, k))
      let kept = 0
      for (const g of groups) {
        if (kept >= limit) break
        const key = `${e.u.id}|${mode}|${[...g].sort().join(',')}`
        if (seen.has(key)) continue
        seen.add(key)
        if (!legal(g)) continue
        out.push({ type: 'attack', side, attackers: g, defender: e.u.id, mode })
        kept++
      }
    }
  }
  return out
}
