import { d6, errors, runMoraleTest, type CombatOutcome, type CombatResolveCtx, type MoraleRecord } from '@hexes/core'
import type { CrtResult } from '../config/hmConfig'
import type { HmTables } from '../config/HmTables'
import { HM } from '../state/HmState'
import { combatTotals, dieModifier, isHmMode, type HmMode } from './combatTotals'
import { isHmCombat } from './hmCombatCtx'
import { clampRoll, crtLookup } from './crtLookup'
import { oddsColumn } from './oddsColumn'

/** What the HEXES Med resolver puts in `CombatOutcome.data` (plain JSON). */
export interface HmCombatData {
  [key: string]: unknown
  source: typeof HM
  mode: HmMode
  /** Attack and defence totals (HM-COMBAT-6, HM-COMBAT-7). */
  attack: number
  defence: number
  /** Odds column label and index (HM-COMBAT-8). */
  column: string
  columnIndex: number
  /** The attacker's d6 (HM-COMBAT-9), the summed die modifiers and the clamped modified roll. */
  die: number
  drm: number
  modified: number
  /** CRT result code (HM-COMBAT-11). */
  result: CrtResult
  /** Morale tests the result called for, in order: the defender (DM) or each attacker (AM). */
  morale: MoraleRecord[]
}

const DESCRIBE: Record<CrtResult, string> = {
  AL: 'attacker loses a step',
  AR: 'attackers retreat',
  AM: 'attackers test morale',
  NE: 'no effect',
  DM: 'defender tests morale',
  DR: 'defender retreats',
  EX: 'exchange',
  DL: 'defender loses a step',
  DRL: 'defender loses a step and retreats',
  DE: 'defender eliminated',
}

/** Attacker-side results a ranged attack ignores (GAP-HM-07). */
const IGNORED_BY_SHOOTERS: readonly CrtResult[] = ['AL', 'AR', 'AM']

/**
 * The HEXES Med combat resolver (RES; HM-COMBAT-6..11, GAP-HM-01, GAP-HM-02, GAP-HM-06), pure:
 * totals, odds column rounded for the defender, one d6 for the attacker, die modifiers, the
 * modified roll clamped to the CRT rows 0..7, the CRT cell; then the morale tests the result
 * calls for, rolled through the `moraleTest` hook so exact odds include them (DM: the defender;
 * AM: every close-combat attacker; shooters ignore AL, AR, AM and their half of EX).
 *
 * Outcome key: the CRT code, then `:` and the morale results in test order joined by `+` when
 * tests were rolled: `"DR"`, `"DM:retreat"`, `"AM:none+reduce"` (attacker 1 no effect,
 * attacker 2 reduced). `undefined` for modes that are not HEXES Med's.
 */
export function resolveHmCombat(ctx: CombatResolveCtx, tables: HmTables): CombatOutcome | undefined {
  const mode = ctx.decl.mode
  if (!isHmMode(mode) || !isHmCombat(ctx)) return undefined
  const { state, rules, decl, attackers, defender, modifiers, dice } = ctx
  const { attack, defence } = combatTotals(mode, attackers, defender, modifiers, tables)
  const col = oddsColumn(attack, defence)
  if (col.index < 0) throw errors.internal(`hexes-med: ${col.label} is below the CRT; eligibility should have refused it`, HM)
  const die = dice.roll(d6(), 'HM-COMBAT-9 attack').value
  const drm = dieModifier(modifiers)
  const modified = clampRoll(die + drm)
  const result = crtLookup(tables.crt, col.index, modified)
  const morale: MoraleRecord[] = []
  if (result === 'DM') morale.push(runMoraleTest(rules, state, defender, 'DM', dice))
  else if (result === 'AM' && decl.mode === 'close') for (const a of attackers) morale.push(runMoraleTest(rules, state, a, 'AM', dice))
  const key = morale.length === 0 ? result : `${result}:${morale.map((m) => m.result.key).join('+')}`
  const data: HmCombatData = { source: HM, mode, attack, defence, column: col.label, columnIndex: col.index, die, drm, modified, result, morale }
  return { key, label: describe(data), data }
}

function describe(d: HmCombatData): string {
  const sign = d.drm > 0 ? ` +${d.drm}` : d.drm < 0 ? ` −${-d.drm}` : ''
  const ignored = d.mode === 'ranged' && IGNORED_BY_SHOOTERS.includes(d.result) ? ' (ignored by shooters)' : d.mode === 'ranged' && d.result === 'EX' ? ' (defender only: shooters take no loss)' : ''
  const tests = d.morale.length ? `; ${d.morale.map((m) => m.result.label).join('; ')}` : ''
  return `${d.attack} vs ${d.defence} at ${d.column}, die ${d.die}${sign} → ${d.modified}: ${d.result}, ${DESCRIBE[d.result]}${ignored}${tests}`
}

/** The resolver's data when `outcome` comes from HEXES Med, else `undefined`. */
export function hmCombatData(outcome: CombatOutcome): HmCombatData | undefined {
  return outcome.data.source === HM ? (outcome.data as HmCombatData) : undefined
}
