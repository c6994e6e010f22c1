import type { MovementProfile, MovePurpose } from '@hexes/core'
import type { SkTables } from '@hexes/plugin-skirmish'
import type { FlyersConfig } from '../config/flyersConfig'

/**
 * A flyer's profile in flight (SK-FLY-1, GAP-SK-26, I-04), over the profile the base rules gave:
 * every hex costs one hex step whatever its terrain (paces per hex for a skirmish unit, 1 MP in a
 * HEXES Med game), terrain it could not stand on may be crossed but not ended on, hexside
 * obstacles and slopes cost nothing, units never block its path (it never ends on one), and in a
 * HEXES Med game it ignores enemy ZOC when `mix.flyersIgnoreZOC` (I-04). Facing and the allowance
 * are the base rules'. Shared and frozen: one per game and base profile.
 */
export function flyingProfile(tables: SkTables, config: FlyersConfig, base: MovementProfile): MovementProfile {
  let byBase = flying.get(config)
  if (!byBase) flying.set(config, (byBase = new WeakMap()))
  let profile = byBase.get(base)
  if (!profile) {
    const { stepCost: _slopes, ...rest } = base
    const ignoresZoc = base.ignoresZoc || (tables.mix !== undefined && config.mix.flyersIgnoreZOC)
    profile = Object.freeze({
      ...rest,
      ignoresZoc,
      ignoresTerrain: true,
      terrainStep: base.units === 'paces' ? tables.pacesPerHex : 1,
      ignoresObstacles: true,
      path: Object.freeze({ ...base.path, passFriends: true, passEnemies: true }),
    })
    byBase.set(base, profile)
  }
  return profile
}

/**
 * A grounded flyer's profile (SK-FLY-2, GAP-SK-26): the base rules' ground movement, with the
 * allowance cut from M to the ground allowance (`groundMove`, ⌈M/2⌉ by default) for a move; what
 * it already moved this turn counts against it. `undefined` when nothing changes.
 */
export function groundedProfile(base: MovementProfile, purpose: MovePurpose, m: number, groundMove: number): MovementProfile | undefined {
  const cut = m - groundMove
  if (purpose !== 'move' || cut <= 0) return undefined
  let byMp = grounded.get(base)
  if (!byMp) grounded.set(base, (byMp = new Map()))
  const mp = Math.max(0, base.mp - cut)
  let profile = byMp.get(mp)
  if (!profile) byMp.set(mp, (profile = Object.freeze({ ...base, mp })))
  return profile
}

/** {@link flyingProfile}'s answers, by config (one per game) and base profile (the skirmish rules share theirs). */
const flying = new WeakMap<FlyersConfig, WeakMap<MovementProfile, MovementProfile>>()
/** {@link groundedProfile}'s answers, by base profile and allowance. */
const grounded = new WeakMap<MovementProfile, Map<number, MovementProfile>>()
