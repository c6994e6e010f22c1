import type { VictoryClaim, VictoryTiming } from '../hooks/HookContexts'
import type { GameResult, GameState } from '../model/GameState'
import type { VictoryCondition } from '../scenario/Scenario'
import type { GameRules } from './GameRules'
import { CORE_RULES } from '../rules/CORE_RULES'
import { countersOf } from './stateQueries'
import { unitsLost } from './unitsLost'

const TIMING_RANK: Record<VictoryTiming, number> = { immediate: 0, endOfTurn: 1, endOfGame: 2 }
/** The core rule behind a check at each timing (HEXES Med cites HM-END-2, HM-SEQ-5 and HM-END-3). */
const TIMING_RULE: Record<VictoryTiming, string> = { immediate: CORE_RULES.victoryImmediate, endOfTurn: CORE_RULES.victoryEndOfTurn, endOfGame: CORE_RULES.victoryEndOfGame }

/**
 * Evaluates the scenario's victory conditions and the plugins' claims at a timing (GAP-HM-10):
 * `immediate` conditions are checked after every action and at every later timing, `endOfTurn`
 * ones at step 7 (HM-SEQ-5) and at the end of the game, `endOfGame` ones only when the last turn
 * is over. Returns the result, or `null` when nothing is met.
 *
 * Design decision (the catalogue is silent): when conditions for two different sides are met at
 * the same moment, the game is a draw.
 */
export function evaluateVictory(state: GameState, rules: GameRules, timing: VictoryTiming): GameResult | null {
  const claims: VictoryClaim[] = []
  for (const c of conditionsAt(rules, timing)) {
    if (conditionMet(state, rules, c)) claims.push({ winner: c.winner, condition: c.id, ruleId: rules.cite(TIMING_RULE[timing]), message: c.text })
  }
  // Checked after every action: the hook is asked only when a plugin taps it.
  if (rules.hooks.victory.size > 0) for (const claim of rules.hooks.victory.call({ state, rules, timing })) claims.push(claim)
  if (claims.length === 0) return null
  const winners = new Set(claims.map((c) => c.winner))
  if (winners.size > 1) {
    return { winner: null, condition: 'simultaneous', ruleId: rules.cite(CORE_RULES.victorySimultaneous), message: `Conditions for several sides were met at once (${claims.map((c) => c.message).join('; ')}): draw` }
  }
  const first = claims[0]!
  return { winner: first.winner, condition: first.condition, ruleId: first.ruleId, message: first.message }
}

/** The scenario's conditions checked at each timing, in scenario order: worked out once per game. */
const byTiming = new WeakMap<GameRules, Record<VictoryTiming, readonly VictoryCondition[]>>()

function conditionsAt(rules: GameRules, timing: VictoryTiming): readonly VictoryCondition[] {
  let t = byTiming.get(rules)
  if (!t) {
    const all = rules.scenario.victory.conditions
    const at = (x: VictoryTiming) => all.filter((c) => TIMING_RANK[c.timing] <= TIMING_RANK[x])
    t = { immediate: at('immediate'), endOfTurn: at('endOfTurn'), endOfGame: at('endOfGame') }
    byTiming.set(rules, t)
  }
  return t[timing]
}

/** The result when the last turn ends with nothing met: the scenario's default (HM-END-3). */
export function defaultResult(rules: GameRules): GameResult {
  const d = rules.scenario.victory.default
  return { winner: d.winner, condition: 'default', ruleId: rules.cite(CORE_RULES.victoryDefault), message: d.text }
}

/** Whether one scenario condition holds in `state`. */
export function conditionMet(state: GameState, rules: GameRules, c: VictoryCondition): boolean {
  switch (c.kind) {
    // Eliminations are read from the append-only record, so a piece brought back by a rule such
    // as Successive Waves does not erase the condition (GAP-SW-11).
    case 'leaderEliminated':
      return wasEliminated(state, c.leader)
    case 'leadersEliminated':
      return c.leaders.filter((l) => wasEliminated(state, l)).length >= c.count
    case 'unitEliminated':
      return wasEliminated(state, c.unit)
    case 'unitsEliminated':
      return countersOf(state, c.side).unitsEliminated >= c.count
    // Out of the battle now, however they went (killed, fled off the field, taken prisoner).
    case 'unitsLost':
      return unitsLost(state, rules, c.side) >= c.count
    case 'strengthEliminated': {
      const k = countersOf(state, c.side)
      return k.startingStrength > 0 && k.strengthEliminated * 100 >= c.percent * k.startingStrength
    }
    case 'holdHexes': {
      let held = 0
      for (const h of c.hexes) {
        for (const u of state.units) {
          if (u.hex === h && u.status === 'active' && u.side === c.winner) {
            held++
            break
          }
        }
      }
      return held >= c.count
    }
    // Units held off the map (reserve) can come back, unless a rule holds them out for good
    // (`mayReturn`: a prisoner): a side is eliminated when none of its units can fight again.
    case 'sideEliminated':
      return unitsLost(state, rules, c.side) === state.units.filter((u) => u.side === c.side).length
    case 'plugin':
      return rules.hooks.victoryCondition.call({ state, rules, condition: { ...(c.params ?? {}), kind: c.plugin } }) === true
  }
}

/** Whether a unit or leader id is on any side's append-only elimination record. */
function wasEliminated(state: GameState, id: string): boolean {
  return state.counters.some((c) => c.eliminated.includes(id))
}
