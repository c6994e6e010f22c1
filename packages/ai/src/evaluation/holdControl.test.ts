import { describe, expect, it } from 'vitest'
import { initial, shippedRules } from '../testing/aiFixtures'
import { aiContext, type AiContext, type Objective } from './AiContext'
import { buildBoard, type Board, type BoardUnit } from './Board'
import { enemyAdjacency } from './boardQueries'
import { holdControl } from './holdControl'

type Hold = Extract<Objective, { kind: 'hold' }>

/** The former implementation: every (missing hex, unit) pair built, fully sorted, taken greedily. */
function reference(ai: AiContext, board: Board, o: Hold, side: string, zoc: Uint8Array, bit: number): { held: number; progress: number } {
  const mine = board.bySide.get(side) ?? []
  let held = 0
  const missing: { h: number; holder: BoardUnit | undefined }[] = []
  const holders = new Set<number>()
  for (const h of o.hexes) {
    const occ = board.occupant[h]!
    const holder = occ ? board.units[occ - 1]! : undefined
    if (holder?.side === side) {
      held++
      holders.add(h)
    } else missing.push({ h, holder })
  }
  // An area (more than twice the hexes needed): credit by the turns a unit needs to get there.
  const area = o.hexes.length > 2 * o.count
  const turnsLeft = o.timing === 'endOfGame' ? Math.max(1, board.state.turn.lastTurn - board.state.turn.timeTrack + 1) : 99
  const pairs: { c: number; m: number; u: number }[] = []
  missing.forEach(({ h, holder }, m) => {
    mine.forEach((b, u) => {
      if (holders.has(b.hex)) return
      const d = ai.grid.distance(b.hex, h)
      const blocked = d === 1 && (zoc[b.hex]! & bit) !== 0 && (zoc[h]! & bit) !== 0
      const c = holder ? 0.25 / (1 + Math.max(0, d - 1) / 2) : area ? areaRef(d, ai.turnsFrom(board.state, b.unit, b.hex).turns[h]!, ai.turnsFrom(board.state, b.unit, b.hex).pace[h]!, blocked, turnsLeft) : d <= b.mp && !blocked ? 0.7 / (1 + (d - 1) / 4) : 0.35 / (1 + d / 2)
      pairs.push({ c, m, u })
    })
  })
  pairs.sort((x, y) => y.c - x.c || x.m - y.m || x.u - y.u)
  let progress = Math.min(held, o.count)
  const hexUsed = new Set<number>()
  const unitUsed = new Set<number>()
  for (const p of pairs) {
    if (hexUsed.size >= o.count - held) break
    if (hexUsed.has(p.m) || unitUsed.has(p.u)) continue
    hexUsed.add(p.m)
    unitUsed.add(p.u)
    progress += p.c
  }
  return { held, progress }
}

/**
 * The credit of an empty hex of an area objective: 0.7, ×0.75 per further turn at the unit's
 * even pace (one more out of an enemy zone), ×0.1 when the turns as they fall bring it too late.
 */
function areaRef(d: number, turns: number, pace: number, blocked: boolean, turnsLeft: number): number {
  const whole = Math.max(1, Math.ceil(turns - 1e-6)) + (blocked ? 1 : 0)
  const further = Math.max(0, pace - 1) + (blocked ? 1 : 0)
  return (whole > turnsLeft ? 0.1 : 1) * 0.7 * 0.75 ** further * (1 - 0.01 * Math.min(d, 30))
}

/** `board` with its units scattered over random hexes near the objective (one unit per hex). */
function scattered(board: Board, hexes: readonly number[], size: number, next: () => number): Board {
  const occupant = new Int16Array(board.occupant.length)
  const taken = new Set<number>()
  const units = board.units.map((b, i) => {
    let h: number
    do h = next() < 0.4 ? hexes[Math.floor(next() * hexes.length)]! : Math.floor(next() * size)
    while (taken.has(h))
    taken.add(h)
    occupant[h] = i + 1
    return { ...b, hex: h }
  })
  const bySide = new Map([...board.bySide.keys()].map((s) => [s, units.filter((b) => b.side === s)]))
  return { state: board.state, units, occupant, bySide }
}

describe('ai/holdControl', () => {
  it('credits exactly what a full sort of every pair credits, in the same order (Hastings, random positions)', () => {
    const rules = shippedRules('hastings-1066')
    const ai = aiContext(rules)
    const base = buildBoard(ai, initial(rules))
    const o = ai.objectives.find((x): x is Hold => x.kind === 'hold')!
    const bit = 1 << base.state.sides.findIndex((s) => s.id === o.winner)
    let seed = 12345
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
    for (let i = 0; i < 300; i++) {
      const board = scattered(base, o.hexes, ai.grid.size, next)
      const zoc = enemyAdjacency(ai, board)
      expect(holdControl(ai, board, { ...o, count: 1 + (i % 6) }, o.winner, undefined, zoc, bit))
        .toEqual(reference(ai, board, { ...o, count: 1 + (i % 6) }, o.winner, zoc, bit))
      // With a unit taken away: the same as on a board without it.
      const gone = board.units[i % board.units.length]!
      const without: Board = { ...board, occupant: board.occupant.slice(), bySide: new Map(board.bySide) }
      without.occupant[gone.hex] = 0
      without.bySide.set(gone.side, board.bySide.get(gone.side)!.filter((b) => b !== gone))
      expect(holdControl(ai, board, o, o.winner, gone, zoc, bit)).toEqual(reference(ai, without, o, o.winner, zoc, bit))
    }
  })

  it('an area to reach (Boroughbridge\'s north bank, 132 hexes for 2 companies): a unit a turn nearer earns more, one that cannot arrive in time a tenth', () => {
    const rules = shippedRules('boroughbridge-1322')
    const ai = aiContext(rules)
    const start = initial(rules)
    const o = ai.objectives.find((x): x is Hold => x.kind === 'hold')!
    const bit = 1 << start.sides.findIndex((s) => s.id === o.winner)
    const progressWith = (state: typeof start, unit: string, hex: string) => {
      const moved = { ...state, units: state.units.map((u) => (u.id === unit ? { ...u, hex } : u)) }
      const board = buildBoard(ai, moved)
      return holdControl(ai, board, o, o.winner, undefined, enemyAdjacency(ai, board), bit).progress
    }
    // Lancaster's knights (3 hexes a turn) south of the ford, then a turn nearer.
    const far = progressWith(start, 'e-lancaster', '16,13')
    const near = progressWith(start, 'e-lancaster', '16,10')
    expect(near).toBeGreaterThan(far)
    // Every hex nearer earns its share, not only the step that cuts a whole turn: the three steps
    // from 16,12 to 16,9 gain alike, though the ford makes the first two bring no earlier arrival
    // (with whole turns, two of them gained a hundredth of the third).
    const steps = ['16,12', '16,11', '16,10', '16,9'].map((h) => progressWith(start, 'e-lancaster', h))
    const gains = steps.slice(1).map((p, i) => p - steps[i]!)
    for (const g of gains) expect(g).toBeGreaterThan(0.4 * Math.max(...gains))
    // Two turns left, Lancaster across: the foresters at the ford's foot need three turns (a
    // turn per ford hex), Hereford at the bridge two: he, not they, is credited in full.
    const late = {
      ...start,
      turn: { ...start.turn, turn: 7, timeTrack: 7 },
      units: start.units.map((u) => (u.id === 'e-lancaster' ? { ...u, hex: '19,1' } : u.id === 'e-foresters' ? { ...u, hex: '15,8' } : u)),
    }
    const credited = (hereford: string) => progressWith(late, 'e-hereford', hereford) - 1
    // Hereford: 8 paces to 6,5 at 4 a turn, one further turn: 0.7 × 0.75 × (1 - 0.04).
    expect(credited('5,8')).toBeCloseTo(0.7 * 0.75 * 0.96, 9)
    // Without him, the best left is no better than a hex the enemy holds 4 hexes away (0.25 / 2.5).
    expect(credited('6,12')).toBeLessThanOrEqual(0.1 + 1e-9)
    // On the last turn, a company 4 turns away cannot arrive: it earns much less than one that can.
    const last = { ...start, turn: { ...start.turn, turn: start.turn.lastTurn, timeTrack: start.turn.lastTurn } }
    expect(progressWith(last, 'e-lancaster', '16,13')).toBeLessThan(progressWith(start, 'e-lancaster', '16,13'))
  })
})
