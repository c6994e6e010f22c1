import { d6, errors, msg, rollMoraleTest, type CombatEffect, type CombatOutcome, type CombatResolveCtx, type MessageRef, type MoraleRecord } from '@hexes/core'
import type { CrtResult } from '../config/hmConfig'
import type { HmTables } from '../config/HmTables'
import { HM } from '../state/HmState'
import { isHmMode, type HmMode } from './combatTotals'
import { isHmCombat } from './hmCombatCtx'
import { amTests, dmTest, hmCombatPrep } from './hmCombatPrep'
import { clampRoll, crtLookup } from './crtLookup'
import { hmOutcomeEffects, type EffectsCtx } from './outcomeEffects'

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

/**
 * `"<result>:<test>"`, as constants for HEXES Med's own morale results: exact odds look every
 * leaf's key up, and a constant string's hash is kept.
 */
function keyWithTest(result: 'DM' | 'AM', test: string): string {
  if (result === 'DM') return test === 'none' ? 'DM:none' : test === 'retreat' ? 'DM:retreat' : test === 'reduce' ? 'DM:reduce' : `DM:${test}`
  return test === 'none' ? 'AM:none' : test === 'retreat' ? 'AM:retreat' : test === 'reduce' ? 'AM:reduce' : `AM:${test}`
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
  // Exact odds run this once per leaf of the dice tree with the same context: what comes before
  // the die is computed once per context (hmCombatPrep).
  const prep = hmCombatPrep(ctx, mode, tables)
  const col = prep.column
  if (col.index < 0) throw errors.internal(`hexes-med: ${col.label} is below the CRT; eligibility should have refused it`, HM)
  const { dice } = ctx
  const die = dice.roll(d6(), 'HM-COMBAT-9 attack').value
  const drm = prep.drm
  const modified = clampRoll(die + drm)
  const result = crtLookup(tables.crt, col.index, modified)
  const morale: MoraleRecord[] = []
  let key: string = result
  if (result === 'DM') {
    const m = rollMoraleTest(dmTest(prep, ctx), dice)
    morale.push(m)
    key = keyWithTest('DM', m.result.key)
  } else if (result === 'AM' && mode === 'close') {
    for (const t of amTests(prep, ctx)) {
      const m = rollMoraleTest(t, dice)
      key = morale.length === 0 ? keyWithTest('AM', m.result.key) : `${key}+${m.result.key}`
      morale.push(m)
    }
  }
  const data: HmCombatData = { source: HM, mode, attack: prep.attack, defence: prep.defence, column: col.label, columnIndex: col.index, die, drm, modified, result, morale }
  // `effects` serve the odds' summaries only: a played combat (and the AI's searches) does without them.
  return ctx.forOdds ? new LazyHmOutcome(key, data, ctx, tables) : { key, label: describe(data), text: describeText(data), data }
}

/**
 * An outcome whose texts are built when read (exact odds: `CombatResolveCtx.forOdds`); its
 * `toJSON` is the plain outcome play would have given.
 */
class LazyHmOutcome implements CombatOutcome {
  constructor(
    readonly key: string,
    readonly data: HmCombatData,
    private readonly ctx: EffectsCtx,
    private readonly tables: HmTables,
  ) {}

  get label(): string {
    return describe(this.data)
  }

  get text(): MessageRef {
    return describeText(this.data)
  }

  get effects(): CombatEffect[] {
    return hmOutcomeEffects(this.data, this.ctx, this.tables)
  }

  toJSON(): CombatOutcome {
    return { key: this.key, label: this.label, text: this.text, data: this.data, effects: this.effects }
  }
}

/** The die modifier as written after the die: ` +1`, ` −2`, or nothing. */
function signed(drm: number): string {
  return drm > 0 ? ` +${drm}` : drm < 0 ? ` −${-drm}` : ''
}

/** What shooters make of the result (GAP-HM-07): `'ignored'`, `'exchange'` (defender only), or `null`. */
function shootersNote(d: HmCombatData): 'ignored' | 'exchange' | null {
  if (d.mode !== 'ranged') return null
  return IGNORED_BY_SHOOTERS.includes(d.result) ? 'ignored' : d.result === 'EX' ? 'exchange' : null
}

function describe(d: HmCombatData): string {
  const note = shootersNote(d)
  const ignored = note === 'ignored' ? ' (ignored by shooters)' : note === 'exchange' ? ' (defender only: shooters take no loss)' : ''
  const tests = d.morale.length ? `; ${d.morale.map((m) => m.result.label).join('; ')}` : ''
  return `${d.attack} vs ${d.defence} at ${d.column}, die ${d.die}${signed(d.drm)} → ${d.modified}: ${d.result}, ${DESCRIBE[d.result]}${ignored}${tests}`
}

/**
 * {@link describe} for any language: `outcome/hm` (totals, column, die, result code and its name
 * `crt/<code>`), wrapped in `outcome/hm/<note>` for what shooters ignore, then once per morale
 * test in `outcome/hm/test` (the test's own text).
 */
function describeText(d: HmCombatData): MessageRef {
  const note = shootersNote(d)
  let text = msg('outcome/hm', {
    attack: d.attack, defence: d.defence, column: d.column, die: d.die, drm: signed(d.drm), modified: d.modified, result: d.result, name: msg(`crt/${d.result}`),
  })
  if (note !== null) text = msg(`outcome/hm/${note}`, { outcome: text })
  for (const m of d.morale) text = msg('outcome/hm/test', { outcome: text, test: m.result.text ?? m.result.label })
  return text
}

/** The resolver's data when `outcome` comes from HEXES Med, else `undefined`. */
export function hmCombatData(outcome: CombatOutcome): HmCombatData | undefined {
  return outcome.data.source === HM ? (outcome.data as HmCombatData) : undefined
}
