// What the map overlays must show, computed in Node straight from the engine (@hexes/core and the
// shipped rule plugins, the same scenario and seed as the page), without the app's lib/overlays:
// the browser test of the overlays compares the page's lit hexes with these sets.
// Loaded by tests/overlays.e2e.mjs through Vite's SSR loader (the packages export TypeScript).
import 'reflect-metadata'
import { createGame, isRejection, LINE_OF_SIGHT, movementRange, type BaseAction, type GameRules, type GameState, type UnitState } from '@hexes/core'
import { loadScenario, plugins } from '../src/lib/catalog'

/** The expected overlays, as sorted lists of hexes. */
export interface ExpectedOverlays {
  los: { visible: string[]; blocked: string[]; blockers: string[]; targets: string[] }
  /** `hex=count` for every threatened hex. */
  threat: string[]
  /** `hex=holder=have/need` for every objective hex. */
  objectives: string[]
}

const rangeOf = (rules: GameRules, state: GameState, unit: UnitState) => rules.hooks.unitCard.call({ tags: [] }, { state, rules, unit }).ranged?.range ?? 0

/**
 * Plays `actions` on a new game of `scenarioId` with `seed`, then computes what `shooter` sees
 * within its range (the LINE_OF_SIGHT service, asked with the shooter standing on each hex), the
 * enemies it may attack (`game.odds` accepts the declaration), the enemy threat on `side`
 * (movement range, the hexes next to it, and a shooter's range in sight) and the objectives.
 */
export async function expectedOverlays(scenarioId: string, seed: number, actions: BaseAction[], shooterId: string, side: string): Promise<ExpectedOverlays> {
  const scenario = await loadScenario(scenarioId)
  if (!scenario) throw new Error(`no scenario ${scenarioId}`)
  const game = createGame({ scenario, plugins, seed })
  for (const a of actions) {
    const r = game.act(a as BaseAction & Record<string, unknown>)
    if (!r.ok) throw new Error(r.message)
  }
  const { state, rules } = game
  const grid = rules.grid
  const los = rules.container.resolve(LINE_OF_SIGHT)
  const ctx = { state, rules }
  const at = (u: UnitState, hex: string): UnitState => ({ ...u, hex })
  const sees = (u: UnitState, hex: string) => los.canSee(ctx, u, at(u, hex))
  const dist = (a: string, b: string) => grid.distance(grid.indexOfRef(a), grid.indexOfRef(b))
  const all = Array.from({ length: grid.size }, (_, i) => grid.refOf(i))

  const shooter = state.units.find((u) => u.id === shooterId)!
  const range = rangeOf(rules, state, shooter)
  const inRange = all.filter((h) => h !== shooter.hex && dist(h, shooter.hex!) <= range)
  const visible = inRange.filter((h) => sees(shooter, h))
  const blocked = inRange.filter((h) => !sees(shooter, h))
  const blockers = [...new Set(blocked.flatMap((h) => los.blockers(ctx, shooter, at(shooter, h))))]
  const targets = state.units
    .filter((u) => u.side !== shooter.side && u.status === 'active' && u.hex && dist(u.hex, shooter.hex!) <= range)
    .filter((u) => rules.hooks.combatModes.call(ctx).some((mode) => !isRejection(game.odds({ attackers: [shooter.id], defender: u.id, mode }, shooter.side))))
    .map((u) => u.hex!)

  const count = new Map<string, number>()
  for (const u of state.units) {
    if (u.side === side || u.status !== 'active' || !u.hex) continue
    const reach = [u.hex, ...movementRange(rules, state, u).destinations]
    const r = rangeOf(rules, state, u)
    const hit = all.filter((h) => reach.some((x) => dist(x, h) <= 1) || (r > 0 && h !== u.hex && dist(h, u.hex!) <= r && sees(u, h)))
    for (const h of hit) count.set(h, (count.get(h) ?? 0) + 1)
  }

  const objectives: string[] = []
  for (const c of rules.scenario.victory.conditions) {
    if (c.kind !== 'holdHexes') continue
    const held = c.hexes.filter((h) => state.units.some((u) => u.hex === h && u.status === 'active' && u.side === c.winner)).length
    for (const h of c.hexes) objectives.push(`${h}=${state.units.find((u) => u.hex === h && u.status === 'active')?.side ?? ''}=${held}/${c.count}`)
  }
  return {
    los: { visible: visible.sort(), blocked: blocked.sort(), blockers: blockers.sort(), targets: targets.sort() },
    threat: [...count].map(([h, n]) => `${h}=${n}`).sort(),
    objectives: objectives.sort(),
  }
}
