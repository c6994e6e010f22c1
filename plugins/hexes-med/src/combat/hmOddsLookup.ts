import { combatModifiers, prepareCombat, type AttackAction, type GameRules, type GameState, type Modifier, type Rational, type Rejection, type UnitState } from '@hexes/core'
import type { HmTables } from '../config/HmTables'
import { HM_TABLES } from '../HexesMedRules'
import { MORALE } from '../morale/moraleModifiers'
import { combatTotals, dieModifier } from './combatTotals'
import { crtLookup } from './crtLookup'
import { oddsColumn } from './oddsColumn'

/** One outcome of {@link hmOddsLookup}: the key `combatOdds` gives it and its exact probability. */
export interface LookupOutcome {
  key: string
  probability: Rational
}

/** HEXES Med's tables of a game built with the hexes-med plugin (its `HM_TABLES` service). */
export function hmTablesOf(rules: GameRules): HmTables {
  return rules.container.resolve<HmTables>(HM_TABLES)
}

/** Die faces 1..6 of the attack die and of a morale test (HM-COMBAT-9, HM-MORALE-1). */
const FACES = 6

/** Counts of the d6 morale results against `value` (HM-MORALE-3..5): below, equal, above. */
function moraleCounts(value: number): [key: string, count: number][] {
  const none = Math.max(0, Math.min(FACES, value - 1))
  const retreat = value >= 1 && value <= FACES ? 1 : 0
  return [['none', none], ['retreat', retreat], ['reduce', FACES - none - retreat]]
}

/** A unit's morale value: current F plus its `morale` modifiers (HM-MORALE-2, HM-LDR-2..4). */
function moraleValue(rules: GameRules, state: GameState, unit: UnitState, trigger: string, tables: HmTables): number {
  let value = tables.strength(unit)
  const mods: Modifier[] = rules.hooks.moraleModifiers.call({ state, rules, unit, trigger })
  for (const m of mods) if (m.kind === MORALE) value += m.value
  return value
}

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b]
  return a
}

/**
 * The outcome distribution of a HEXES Med attack read straight from the tables, without running
 * the resolver: the combat's odds column and die modifier (HEXES Med's `combatTotals`,
 * `oddsColumn`, `dieModifier` over the collected modifiers), the CRT cell of each attack die
 * face, and for DM / AM cells the morale results of each tested unit counted from its morale
 * value (HM-COMBAT-6..11, HM-COMBAT-15, HM-MORALE-1..5). Keys as the resolver's
 * (`"DR"`, `"DM:retreat"`, `"AM:none+reduce"`). A bench reference for `combatOdds` (same
 * distribution, checked equal), valid for HEXES Med's own morale model with no immunity or
 * re-roll rule in the mix.
 *
 * @returns the outcomes in first-seen order with exact probabilities, or the rejection of an
 *   illegal attack
 */
export function hmOddsLookup(rules: GameRules, state: GameState, action: AttackAction, tables: HmTables = hmTablesOf(rules)): LookupOutcome[] | Rejection {
  const ctx = prepareCombat(rules, state, action.side, action)
  if ('ok' in ctx) return ctx
  const defender = ctx.defender!
  const modifiers = combatModifiers(ctx)
  const { attack, defence } = combatTotals(action.mode, ctx.attackers, defender, modifiers, tables)
  const column = oddsColumn(attack, defence).index
  const drm = dieModifier(modifiers)
  const tested = ctx.attackers.length
  // Every path over one common denominator: 6 for the die, times 6 per possible morale test.
  const den = FACES ** (1 + Math.max(1, tested))
  const nums = new Map<string, number>()
  const add = (key: string, n: number) => nums.set(key, (nums.get(key) ?? 0) + n)
  let dm: [string, number][] | undefined
  let am: [string, number][][] | undefined
  for (let face = 1; face <= FACES; face++) {
    const result = crtLookup(tables.crt, column, face + drm)
    const per = den / FACES
    if (result === 'DM') {
      dm ??= moraleCounts(moraleValue(rules, state, defender, 'DM', tables))
      for (const [k, c] of dm) if (c > 0) add(`DM:${k}`, (per / FACES) * c)
    } else if (result === 'AM' && action.mode === 'close') {
      am ??= ctx.attackers.map((a) => moraleCounts(moraleValue(rules, state, a, 'AM', tables)))
      let paths: [string, number][] = [['', per]]
      for (const counts of am) {
        const next: [string, number][] = []
        for (const [prefix, w] of paths) for (const [k, c] of counts) if (c > 0) next.push([prefix === '' ? `AM:${k}` : `${prefix}+${k}`, (w / FACES) * c])
        paths = next
      }
      for (const [k, w] of paths) add(k, w)
    } else {
      add(result, per)
    }
  }
  const out: LookupOutcome[] = []
  for (const [key, num] of nums) {
    const g = gcd(num, den)
    out.push({ key, probability: { num: num / g, den: den / g } })
  }
  return out
}
