import type { GameRules, GameState, MovePurpose, MovementProfile, UnitState } from '@hexes/core'
import { TICKS_PER_PACE, type SkTables } from '../config/SkTables'
import { skState } from '../state/SkState'
import { uphillCosts } from './uphillCosts'

/**
 * A skirmish unit's movement profile (SK-MOVE-1..6, SK-CHARGE-3, GAP-SK-01/02): paces at four
 * ticks a pace; the allowance is what is left of M this turn for a move (SK-MOVE-1), 2M for a
 * charge (SK-CHARGE-3), M otherwise (a flight or pursuit passes its own); facing with steps only
 * into the faced hex, wheels at `wheelPaces` per 60° and an about-face at M/2 (the search combines
 * them, so 180° costs the cheaper of M/2 and three wheels: GAP-SK-02 "capped at M/2"); no ZOC;
 * friends block unless `passFriends`; a step up a level costs at least `uphillCost` times its
 * paces (SK-MOVE-2, {@link uphillCosts}). The answer is shared and frozen: treat it as read-only.
 */
export function skMovementProfile(tables: SkTables, rules: GameRules, state: GameState, unit: UnitState, purpose: MovePurpose, base: MovementProfile): MovementProfile {
  const m = tables.move(unit)
  const spent = skState(state).moved.find((x) => x.unit === unit.id)?.paces ?? 0
  const mp = purpose === 'move' ? Math.max(0, m - spent) : purpose === 'charge' ? 2 * m : m
  const stepCost = uphillCosts(tables, rules, state)
  // One frozen profile per tables, base, map and (M, allowance): every movement query asks.
  let byBase = cache.get(tables)
  if (!byBase) cache.set(tables, (byBase = new WeakMap()))
  let byMap = byBase.get(base)
  if (!byMap) byBase.set(base, (byMap = new WeakMap()))
  let byMove = byMap.get(stepCost)
  if (!byMove) byMap.set(stepCost, (byMove = new Map()))
  const key = `${m}|${mp}`
  let profile = byMove.get(key)
  if (!profile) {
    const wheel = tables.config.wheelPaces
    profile = Object.freeze(Object.assign({}, base, {
      mp,
      ignoresZoc: true,
      minimumMove: false,
      ticksPerUnit: TICKS_PER_PACE,
      units: 'paces' as const,
      path: Object.freeze({ zocStops: false, zocToZoc: false, passFriends: tables.config.passFriends, passEnemies: false }),
      facing: Object.freeze({ steps: 'front' as const, turnCost: Object.freeze([0, wheel, 2 * wheel, m / 2]) as [number, number, number, number] }),
      stepCost,
    }))
    byMove.set(key, profile)
  }
  return profile
}

/** {@link skMovementProfile}'s answers: by tables, base profile, step costs (per map) and `M|allowance`. */
const cache = new WeakMap<SkTables, WeakMap<MovementProfile, WeakMap<Uint16Array, Map<string, MovementProfile>>>>()
