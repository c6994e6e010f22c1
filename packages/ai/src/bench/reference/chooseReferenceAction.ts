import { ACT_ADVANCE, ACT_ATTACK, ACT_END_PHASE, ACT_LOSS, ACT_MOVE, ACT_RETREAT, ACT_TRANSFER } from './ReferenceAction'
import { combatVeto } from './referenceCombat'
import { advanceCandidates, lossCandidates, retreatOptions } from './referenceDecisions'
import type { ReferenceEngine } from './ReferenceEngine'
import { PHASE_COMBAT, PHASE_LEADERS, PHASE_MOVE } from './ReferenceGame'
import { DECIDE_LOSS, DECIDE_RETREAT } from './ReferenceState'

/** Policy constants of the engine's `RandomBot` defaults. */
const AGGRESSION = 0.5
const MAX_ATTACKERS = 3
const TARGETS_PER_ATTACKER = 4
const OTHERS_CONSIDERED = 6

/** Scratch lists of the policy, one set per game size (allocated once). */
class PolicyScratch {
  readonly mine: Int16Array
  readonly enemies: Int16Array
  readonly targets: Int16Array
  readonly others: Int16Array
  readonly key: Int16Array
  readonly pairs: Int16Array
  readonly modes = new Int16Array(2)
  constructor(units: number, size: number) {
    this.mine = new Int16Array(units)
    this.enemies = new Int16Array(units)
    this.targets = new Int16Array(units)
    this.others = new Int16Array(units)
    this.key = new Int16Array(units)
    this.pairs = new Int16Array(Math.max(size, units * units) * 2)
  }
}
const scratchOf = new WeakMap<ReferenceEngine, PolicyScratch>()

/** Sorts `list[0..n)` by `key` ascending, stable (insertion sort: a dozen units at most). */
function sortByKey(list: Int16Array, key: Int16Array, n: number): void {
  for (let i = 1; i < n; i++) {
    const v = list[i]!
    const k = key[i]!
    let j = i - 1
    while (j >= 0 && key[j]! > k) {
      list[j + 1] = list[j]!
      key[j + 1] = key[j]!
      j--
    }
    list[j + 1] = v
    key[j + 1] = k
  }
}

/** Units of `side` on the map (or, with `enemy`, of the other sides) into `out`; returns the count. */
function unitsOf(e: ReferenceEngine, side: number, enemy: boolean, out: Int16Array): number {
  const { game: g, state: s } = e
  let n = 0
  for (let u = 0; u < g.units; u++) if (s.hex[u]! >= 0 && (g.unitSide[u] === side) !== enemy) out[n++] = u
  return n
}

/** A uniform answer to the front decision among every answer it offers. */
function answer(e: ReferenceEngine, p: PolicyScratch): void {
  const { state: s, rng, action: a } = e
  const side = s.pSide[0]!
  const kind = s.pKind[0]
  if (kind === DECIDE_RETREAT) {
    let n = 0
    for (let k = 0, group = s.retreatGroup(); k < group; k++) {
      const u = s.pUnit[k]!
      const c = retreatOptions(s, e.movement, u, e.rulesScratch)
      for (let i = 0; i < c; i++) {
        p.pairs[n * 2] = u
        p.pairs[n * 2 + 1] = e.rulesScratch[i]!
        n++
      }
    }
    const i = rng.int(n)
    a.set(ACT_RETREAT, side).unit = p.pairs[i * 2]!
    a.to = p.pairs[i * 2 + 1]!
    return
  }
  if (kind === DECIDE_LOSS) {
    const n = lossCandidates(s, 0, p.others)
    a.set(ACT_LOSS, side).unit = p.others[rng.int(n)]!
    return
  }
  const n = advanceCandidates(s, 0, p.others)
  const i = rng.int(n + 1)
  a.set(ACT_ADVANCE, side).unit = i === 0 ? -1 : p.others[i - 1]!
}

/** `move`: units in random order, the first that can move goes to a uniform destination or, half the time, the one nearest an enemy. */
function tryMove(e: ReferenceEngine, p: PolicyScratch, side: number, n: number): boolean {
  const { game: g, state: s, movement: m, rng } = e
  rng.shuffle(p.mine, n)
  for (let i = 0; i < n; i++) {
    const u = p.mine[i]!
    if (!m.canMove(s, u)) continue
    const c = m.search(s, u)
    if (c === 0) continue
    let to = m.dests[rng.int(c)]!
    if (rng.next01() < AGGRESSION) {
      const ne = unitsOf(e, side, true, p.enemies)
      let best = 0x7fff
      let ties = 0
      for (let k = 0; k < c && ne > 0; k++) {
        const h = m.dests[k]!
        let d = 0x7fff
        for (let j = 0; j < ne; j++) d = Math.min(d, g.dist[h * g.size + s.hex[p.enemies[j]!]!]!)
        if (d < best) {
          best = d
          ties = 0
        }
        if (d === best) p.pairs[ties++] = h
      }
      if (ties > 0) to = p.pairs[rng.int(ties)]!
    }
    e.action.set(ACT_MOVE, side).unit = u
    e.action.to = to
    return true
  }
  return false
}

/** Leader transfer: a uniform choice among every legal transfer (HM-LDR-5..9). */
function tryTransfer(e: ReferenceEngine, p: PolicyScratch, side: number, n: number): boolean {
  const { game: g, state: s, rng } = e
  let c = 0
  for (let l = 0; l < g.leaders; l++) {
    const from = s.leaderUnit[l]!
    if (g.leaderSide[l] !== side || from < 0 || s.leaderMoved[l]) continue
    for (let i = 0; i < n; i++) {
      const u = p.mine[i]!
      if (u === from || g.dist[s.hex[from]! * g.size + s.hex[u]!] !== 1 || s.leaderOn(u) >= 0) continue
      p.pairs[c * 2] = l
      p.pairs[c * 2 + 1] = u
      c++
    }
  }
  if (c === 0) return false
  const k = rng.int(c)
  e.action.set(ACT_TRANSFER, side).leader = p.pairs[k * 2]!
  e.action.unit = p.pairs[k * 2 + 1]!
  return true
}

/** `attack`: attackers in random order against one of their 4 nearest enemies, sometimes joined by others up to 3. */
function tryAttack(e: ReferenceEngine, p: PolicyScratch, side: number, n: number): boolean {
  const { game: g, state: s, rng, action: a } = e
  const ne = unitsOf(e, side, true, p.enemies)
  if (ne === 0) return false
  rng.shuffle(p.mine, n)
  const atk = a.attackers
  for (let i = 0; i < n; i++) {
    const u = p.mine[i]!
    const uh = s.hex[u]! * g.size
    for (let j = 0; j < ne; j++) {
      p.targets[j] = p.enemies[j]!
      p.key[j] = g.dist[uh + s.hex[p.enemies[j]!]!]!
    }
    sortByKey(p.targets, p.key, ne)
    const nt = Math.min(ne, TARGETS_PER_ATTACKER)
    rng.shuffle(p.targets, nt)
    for (let t = 0; t < nt; t++) {
      const d = p.targets[t]!
      p.modes[0] = 0
      p.modes[1] = 1
      rng.shuffle(p.modes, 2)
      for (let k = 0; k < 2; k++) {
        const mode = p.modes[k]!
        atk[0] = u
        if (combatVeto(s, side, atk, 1, d, mode)) continue
        let count = 1
        const want = 1 + (rng.next01() < 0.5 ? 0 : 1 + rng.int(MAX_ATTACKERS - 1))
        if (want > 1) {
          let no = 0
          const dh = s.hex[d]!
          for (let j = 0; j < n; j++) {
            const o = p.mine[j]!
            if (o === u) continue
            p.others[no] = o
            p.key[no++] = g.dist[s.hex[o]! * g.size + dh]!
          }
          sortByKey(p.others, p.key, no)
          for (let j = 0; j < Math.min(no, OTHERS_CONSIDERED) && count < want; j++) {
            atk[count] = p.others[j]!
            if (!combatVeto(s, side, atk, count + 1, d, mode)) count++
          }
        }
        a.set(ACT_ATTACK, side)
        a.count = count
        a.defender = d
        a.mode = mode
        return true
      }
    }
  }
  return false
}

/**
 * The random policy of the reference playouts, shaped like the engine's `RandomBot`: a pending
 * decision gets a uniform answer; at a player phase it ends the phase with chance
 * max(0.05, 1 / (1 + own units on the map)), otherwise tries the phase's action (move, leader
 * transfer, attack) and ends the phase when none is possible. Writes `engine.action`.
 */
export function chooseReferenceAction(e: ReferenceEngine): void {
  let p = scratchOf.get(e)
  if (!p) scratchOf.set(e, (p = new PolicyScratch(e.game.units, e.game.size)))
  const s = e.state
  if (s.pendingCount > 0) return answer(e, p)
  const side = s.active
  const n = unitsOf(e, side, false, p.mine)
  const kind = e.game.phaseKind[s.phase]
  if (e.rng.next01() < Math.max(0.05, 1 / (1 + n))) {
    e.action.set(ACT_END_PHASE, side)
    return
  }
  const found = kind === PHASE_MOVE ? tryMove(e, p, side, n) : kind === PHASE_LEADERS ? tryTransfer(e, p, side, n) : kind === PHASE_COMBAT ? tryAttack(e, p, side, n) : false
  if (!found) e.action.set(ACT_END_PHASE, side)
}
