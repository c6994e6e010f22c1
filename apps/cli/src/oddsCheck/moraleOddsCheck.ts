import { buildRules, cloneState, createInitialState, isRejection, scenarioVariant, type BaseAction, type GameRules, type GameState, type PluginDefinition, type Scenario } from '@hexes/core'
import { aftermathAgreement, skCombatOf, SK_TABLES, syncContacts, type MarkBin, type SkTables } from '@hexes/plugin-skirmish'

/** The morale rules' plugin id (the aftermath of an attack is read in a game that has it). */
const MORALE = 'skirmish-morale'

/** A game with the morale rules whose attacks' aftermath the check compares. */
export interface MoraleGame {
  /** `hastings-1066 (panic)`, `boroughbridge-1322 + skirmish-morale`. */
  id: string
  scenario: Scenario
}

/** One attack of a morale game: its name, the board it is made on and the action. */
export interface MoraleCheckAttack {
  game: string
  /** Unit type names, attacker then target. */
  pair: string
  name: string
  state: GameState
  action: BaseAction
}

/** What the check found for one attack of a morale game. */
export interface MoraleCheckResult {
  game: string
  pair: string
  name: string
  ok: boolean
  /** Every unit's mark (flees, captured, retreats, loses-step), exact and resolved. */
  bins: MarkBin[]
  /** `unit=mark` resolved and not in the odds. */
  unseen: string[]
}

/**
 * The games of the morale check among `scenarios`: each variant whose rule mix has the morale
 * rules (Hastings' `panic`), and each scenario of the skirmish rules alone with the morale rules
 * added (Boroughbridge: no shipped scenario plays the skirmish tests, and so flight, otherwise).
 */
export function moraleGames(scenarios: readonly Scenario[]): MoraleGame[] {
  const out: MoraleGame[] = []
  for (const s of scenarios) {
    const ids = s.plugins.map((p) => p.id)
    if (ids.includes(MORALE)) out.push({ id: s.id, scenario: s })
    else if (ids.includes('skirmish')) out.push({ id: `${s.id} + ${MORALE}`, scenario: { ...s, plugins: [...s.plugins, { id: MORALE }] } })
    for (const v of s.variants ?? []) if (v.plugins.some((p) => p.id === MORALE)) out.push({ id: `${s.id} (${v.id})`, scenario: scenarioVariant(s, v.id) })
  }
  return out
}

/**
 * The attacks of a morale game: for each skirmish unit type of each side (its first unit), a
 * melee on the first unit of the next side that has a free hex next to it and to no other unit,
 * the attacker set there facing it on the opening board, in the side's melee or combat phase; only attacks the rules accept. At most `limit` per side,
 * so the check keeps its time.
 */
export function moraleAttacks(game: MoraleGame, plugins: readonly PluginDefinition<any>[], limit: number): { rules: GameRules; attacks: MoraleCheckAttack[] } {
  const rules = buildRules(game.scenario, plugins)
  const tables = rules.container.resolve<SkTables>(SK_TABLES)
  const { state } = createInitialState(rules, `odds-check ${game.id}`)
  const sides = state.sides.map((s) => s.id)
  const attacks: MoraleCheckAttack[] = []
  const seen = new Set<string>()
  for (const [i, side] of sides.entries()) {
    const foes = state.units.filter((u) => u.side === sides[(i + 1) % sides.length] && u.hex !== null && tables.isSkUnit(u))
    let made = 0
    for (const unit of state.units) {
      if (made >= limit) break
      if (unit.side !== side || unit.hex === null || !tables.isSkUnit(unit)) continue
      const found = foes.flatMap((foe) => {
        if (seen.has(`${unit.type}>${foe.type}`)) return []
        const action = { type: 'attack', side, attackers: [unit.id], defender: foe.id, mode: 'melee' }
        // The first phase of the side's turn where the melee is accepted (the melee step; HEXES Med's combat phase).
        const board = rules.phases
          .flatMap((p, index) => (p.actions.includes('attack') && p.side === i ? [nextTo(rules, tables, state, unit.id, foe.id, index)] : []))
          .find((b) => b !== undefined && accepted(rules, b, action))
        return board ? [{ foe, action, board }] : []
      })[0]
      if (!found) continue
      const { foe, action, board } = found
      seen.add(`${unit.type}>${foe.type}`)
      made++
      attacks.push({ game: game.id, pair: `${tables.typeOf(unit).name} → ${tables.typeOf(foe).name}`, name: 'melee', state: board, action })
    }
  }
  return { rules, attacks }
}

/** Whether the rules accept the attack on the board (a skirmish combat, no rejection). */
function accepted(rules: GameRules, board: GameState, action: BaseAction): boolean {
  const c = skCombatOf(rules, board, action)
  return c !== null && !isRejection(c)
}

/** The opening board with `unit` moved next to `foe`, facing it, in the phase of that index, in `unit`'s side's turn; `undefined` with no free hex there. */
function nextTo(rules: GameRules, tables: SkTables, state: GameState, unit: string, foe: string, phaseIndex: number): GameState | undefined {
  const { grid } = rules
  const target = state.units.find((u) => u.id === foe)!
  const at = grid.indexOfRef(target.hex!)
  const taken = new Set(state.units.filter((u) => u.hex !== null && u.id !== unit).map((u) => grid.indexOfRef(u.hex!)))
  // A hex next to the foe alone: the melee is the two units' (a line's neighbours would join it, SK-MELEE-3).
  const hex = grid.ring(at, 1).find((h) => !taken.has(h) && grid.ring(h, 1).every((n) => n === at || !taken.has(n)))
  if (hex === undefined) return undefined
  const board = cloneState(state)
  const mover = board.units.find((u) => u.id === unit)!
  mover.hex = grid.refOf(hex)
  mover.facing = grid.directionTo(hex, at)
  board.turn.activeSide = mover.side
  board.turn.phaseIndex = phaseIndex
  board.turn.phase = rules.phases[phaseIndex]!.id
  syncContacts(rules, board, tables)
  return board
}

/**
 * Checks the exact odds of each attack's aftermath (`aftermathAgreement`: every unit's flight,
 * capture or HEXES Med result) against `runs` attacks resolved with seeded dice, within 4
 * standard errors; the dice of an attack are seeded by its game, pair and name.
 */
export function runMoraleCheck(rules: GameRules, attacks: readonly MoraleCheckAttack[], runs: number): MoraleCheckResult[] {
  return attacks.map((a) => {
    const r = aftermathAgreement(rules, a.state, a.action, { runs, seed: `odds-check ${a.game} ${a.pair} ${a.name}` })
    if (r === null || isRejection(r)) throw new Error(`odds-check: ${a.game}, ${a.pair}: the attack is no longer a skirmish combat`)
    return { game: a.game, pair: a.pair, name: a.name, ok: r.ok, bins: r.bins, unseen: r.unseen }
  })
}
