import {
  CRT_AL, CRT_AM, CRT_AR, CRT_DE, CRT_DL, CRT_DM, CRT_DR, CRT_DRL, CRT_EX,
} from './ReferenceGame'
import type { ReferenceMovement } from './ReferenceMovement'
import type { ReferenceRng } from './ReferenceRng'
import { loseStep, settleDecisions } from './referenceDecisions'
import { DECIDE_ADVANCE, DECIDE_LOSS, DECIDE_RETREAT, type ReferenceState } from './ReferenceState'

/** Close combat (HM-COMBAT-3). */
export const MODE_CLOSE = 0
/** Ranged combat (HM-COMBAT-4, GAP-HM-07). */
export const MODE_RANGED = 1

/**
 * The odds column of `attack` against `defence`, rounded for the defender (HM-COMBAT-8,
 * GAP-HM-02): 0 = 1:2 ... 5 = 5:1+, negative below 1:2.
 */
export function oddsColumn(attack: number, defence: number): number {
  if (defence <= 0) return 5
  if (attack <= 0) return -100
  if (attack >= defence) return Math.min(5, Math.floor(attack / defence))
  return 2 - Math.ceil(defence / attack)
}

/** Attack total of a declaration (HM-COMBAT-6): current F, or ranged strength when shooting. */
function attackTotal(s: ReferenceState, atk: Int16Array, n: number, mode: number): number {
  let a = 0
  for (let i = 0; i < n; i++) a += mode === MODE_RANGED ? s.ranged(atk[i]!) : s.strength(atk[i]!)
  return a
}

/**
 * Whether a declaration is illegal for `side` (HM-COMBAT-2..5, HM-COMBAT-8, GAP-HM-07, GAP-HM-13):
 * one defender, an enemy on the map not yet attacked this phase; every attacker a distinct own
 * unit on the map that has not fought, adjacent in close combat, able to shoot within range and
 * line of sight in a ranged attack; the odds at least the weakest column allowed.
 */
export function combatVeto(s: ReferenceState, side: number, atk: Int16Array, n: number, defender: number, mode: number): boolean {
  const g = s.game
  if (n < 1 || defender < 0 || defender >= g.units) return true
  const dh = s.hex[defender]!
  if (dh < 0 || g.unitSide[defender] === side) return true
  if (g.defenderOncePerPhase && s.fought[defender]) return true
  for (let i = 0; i < n; i++) {
    const a = atk[i]!
    if (a < 0 || a >= g.units || g.unitSide[a] !== side || s.hex[a]! < 0 || s.fought[a]) return true
    for (let j = 0; j < i; j++) if (atk[j] === a) return true
    const k = s.hex[a]! * g.size + dh
    const d = g.dist[k]!
    if (mode === MODE_CLOSE) {
      if (d !== 1) return true
    } else if (s.ranged(a) <= 0 || g.range[a]! <= 0 || d > g.range[a]! || g.los[k] === 0) return true
  }
  return oddsColumn(attackTotal(s, atk, n, mode), s.strength(defender)) < g.minOdds
}

/** HM-CHG-1..5: some close attacker charges (charge-capable, against a non-charger, both on clear, moved this turn, not from ZOC). */
function charges(s: ReferenceState, atk: Int16Array, n: number, defender: number): boolean {
  const g = s.game
  if (g.charge[defender] || !g.terrainClear[g.terrain[s.hex[defender]!]!]) return false
  for (let i = 0; i < n; i++) {
    const a = atk[i]!
    if (g.charge[a] && g.terrainClear[g.terrain[s.hex[a]!]!] && !s.startedInZoc[a] && s.movedThisTurn[a]) return true
  }
  return false
}

/** Sum of the die modifiers (HM-COMBAT-10): defender's terrain, best attacking leader, defending leader, charge. */
function dieModifier(s: ReferenceState, atk: Int16Array, n: number, defender: number, mode: number): number {
  const g = s.game
  const t = g.terrain[s.hex[defender]!]!
  let drm = g.terrainDefence[t]!
  if (drm !== 0 && g.terrainElevated[t]) {
    for (let i = 0; i < n; i++) if (g.terrainElevated[g.terrain[s.hex[atk[i]!]!]!]) drm = 0
  }
  let best = 0
  let def = 0
  for (let l = 0; l < g.leaders; l++) {
    const u = s.leaderUnit[l]!
    if (u < 0) continue
    const b = g.leaderBonus[l]!
    let attacking = false
    for (let i = 0; i < n; i++) if (atk[i] === u) attacking = true
    if (attacking) best = Math.max(best, b)
    else if (u === defender) def = Math.max(def, b)
  }
  drm += best - def
  if (mode === MODE_CLOSE && g.chargeBonus > 0 && charges(s, atk, n, defender)) drm += g.chargeBonus
  return drm
}

/** HM-LDR-2/3: +1 when a friendly leader is with `u` or with a unit next to it. */
function leaderSupport(s: ReferenceState, u: number): number {
  const g = s.game
  const h = s.hex[u]!
  for (let l = 0; l < g.leaders; l++) {
    const c = s.leaderUnit[l]!
    if (c < 0 || g.leaderSide[l] !== g.unitSide[u]) continue
    if (c === u || g.dist[h * g.size + s.hex[c]!] === 1) return 1
  }
  return 0
}

/** Morale results (HM-MORALE-3..5). */
const MORALE_NONE = 0
const MORALE_RETREAT = 1
const MORALE_REDUCE = 2

/** HM-MORALE-1: one d6 against current F (+1 leader support). */
function moraleTest(s: ReferenceState, rng: ReferenceRng, u: number): number {
  const value = s.strength(u) + leaderSupport(s, u)
  const roll = rng.d6()
  return roll < value ? MORALE_NONE : roll === value ? MORALE_RETREAT : MORALE_REDUCE
}

/** Applies a morale result; true when the unit leaves its hex (retreat queued or eliminated). */
function applyMorale(s: ReferenceState, u: number, result: number): boolean {
  if (result === MORALE_RETREAT) {
    s.pushDecision(DECIDE_RETREAT, s.game.unitSide[u]!, u, -1, null, 0)
    return true
  }
  return result === MORALE_REDUCE && loseStep(s, u)
}

/**
 * Resolves and applies a combat the caller checked with {@link combatVeto} (HM-COMBAT-6..15,
 * HM-ADV-1): totals, odds column, one d6 plus modifiers clamped to the CRT rows, the result, the
 * morale tests it calls for (rolled before anything is applied, as the engine's resolver does),
 * losses at once and the choices queued (retreats, the attacker's loss, the advance), then settled.
 * Shooters ignore AL, AR, AM and their half of EX, and never advance. Returns the CRT code.
 */
export function resolveCombat(s: ReferenceState, m: ReferenceMovement, rng: ReferenceRng, atk: Int16Array, n: number, defender: number, mode: number, scratch: Int16Array): number {
  const g = s.game
  const col = oddsColumn(attackTotal(s, atk, n, mode), s.strength(defender))
  const drm = dieModifier(s, atk, n, defender, mode)
  const roll = Math.min(7, Math.max(0, rng.d6() + drm))
  const result = g.crt[roll * 6 + col]!
  const close = mode === MODE_CLOSE
  // Morale tests are rolled with the resolution, before any result is applied.
  let defenderMorale = MORALE_NONE
  let m0 = MORALE_NONE
  let m1 = MORALE_NONE
  let m2 = MORALE_NONE
  if (result === CRT_DM) defenderMorale = moraleTest(s, rng, defender)
  else if (result === CRT_AM && close) {
    m0 = moraleTest(s, rng, atk[0]!)
    if (n > 1) m1 = moraleTest(s, rng, atk[1]!)
    if (n > 2) m2 = moraleTest(s, rng, atk[2]!)
  }
  for (let i = 0; i < n; i++) s.fought[atk[i]!] = 1
  s.fought[defender] = 1
  const dHex = s.hex[defender]!
  const side = g.unitSide[atk[0]!]!
  let vacated = false
  switch (result) {
    case CRT_DL: vacated = loseStep(s, defender); break
    case CRT_DE: s.eliminate(defender); vacated = true; break
    case CRT_DR: s.pushDecision(DECIDE_RETREAT, g.unitSide[defender]!, defender, -1, null, 0); vacated = true; break
    case CRT_DRL:
      if (!loseStep(s, defender)) s.pushDecision(DECIDE_RETREAT, g.unitSide[defender]!, defender, -1, null, 0)
      vacated = true
      break
    case CRT_DM: vacated = applyMorale(s, defender, defenderMorale); break
    case CRT_EX:
      vacated = loseStep(s, defender)
      if (close) s.pushDecision(DECIDE_LOSS, side, -1, -1, atk, n)
      break
    case CRT_AL: if (close) s.pushDecision(DECIDE_LOSS, side, -1, -1, atk, n); break
    case CRT_AR: if (close) for (let i = 0; i < n; i++) s.pushDecision(DECIDE_RETREAT, side, atk[i]!, -1, null, 0); break
    case CRT_AM:
      if (close) {
        applyMorale(s, atk[0]!, m0)
        if (n > 1) applyMorale(s, atk[1]!, m1)
        if (n > 2) applyMorale(s, atk[2]!, m2)
      }
      break
  }
  if (close && vacated) s.pushDecision(DECIDE_ADVANCE, side, defender, dHex, atk, n)
  settleDecisions(s, m, scratch)
  return result
}
