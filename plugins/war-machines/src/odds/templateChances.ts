import { addRationals, enumerateOutcomes, type GameRules, type GameState, type HexGrid, type HexRef, type Rational, type Rejection } from '@hexes/core'
import { SK_TABLES, type SkTables } from '@hexes/plugin-skirmish'
import type { WmConfig } from '../config/wmConfig'
import { resolveShot, type ShotPlan } from '../shot/resolveShot'
import { shotCheck, type ShootAction } from '../shot/shootAction'
import { WM_CONFIG } from '../WarMachinesRules'

/** The exact chance that a shot's template covers one hex. */
export interface HexChance {
  hex: HexRef
  probability: Rational
}

/** The exact chances of a shot: each hex it may cover (map order) and the chance it misfires. */
export interface TemplateChances {
  hexes: HexChance[]
  /** A misfire that stands: no template at all (SK-WM-3/4, GAP-SK-05). */
  misfire: Rational
}

const MISFIRE = 'misfire'

/**
 * The exact chance of each hex being covered by a shot's template (GAP-SK-35, issue #19): the
 * shot's own resolver (`resolveShot`, the code play runs) under core `enumerateOutcomes`, every
 * scatter, direction and artillery die enumerated with the re-rolls and the hasty second die
 * (SK-WM-3/4, R-09); each distinct placing of the template is one outcome, and a hex's chance is
 * the sum of the outcomes that cover it. The damage dice come after and do not change it.
 *
 * @example templateChances(grid, plan).hexes.find((h) => h.hex === '5,4')?.probability // 5/18 for a loaded catapult, P = 2
 */
export function templateChances(grid: HexGrid, plan: ShotPlan): TemplateChances {
  const dist = enumerateOutcomes((dice) => resolveShot(dice, grid, plan), (r) => (r.misfire ? MISFIRE : r.covered.map((c) => c.hex).join(',')))
  const byHex = new Map<number, Rational[]>()
  let misfire: Rational = { num: 0, den: 1 }
  for (const o of dist.outcomes) {
    if (o.key === MISFIRE) {
      misfire = o.probability
      continue
    }
    for (const c of o.example.covered) {
      const list = byHex.get(c.hex)
      if (list) list.push(o.probability)
      else byHex.set(c.hex, [o.probability])
    }
  }
  const hexes = [...byHex.keys()].sort((a, b) => a - b).map((h) => ({ hex: grid.refOf(h), probability: addRationals(byHex.get(h)!) }))
  return { hexes, misfire }
}

/**
 * {@link templateChances} of a shot a player may make now (what a host shows while the player aims),
 * or the rejection that refuses it (the checks of `wm/shoot`); `null` in a game without the
 * war-machine rules.
 */
export function shotChances(rules: GameRules, state: GameState, action: ShootAction): TemplateChances | Rejection | null {
  if (!rules.container.isRegistered(WM_CONFIG, true)) return null
  const tables = rules.container.resolve<SkTables>(SK_TABLES)
  const config = rules.container.resolve<WmConfig>(WM_CONFIG)
  const c = shotCheck(rules, state, tables, config, action)
  return 'ok' in c ? c : templateChances(rules.grid, c.plan)
}
