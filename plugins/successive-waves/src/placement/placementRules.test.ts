import { describe, expect, it } from 'vitest'
import { asciiBoard } from '../testing/asciiBoard'
import { PlacementRules, countingEnemyHexes } from './placementRules'

/**
 * The one placement predicate, on hand-built boards (see `asciiBoard`: `.` clear, `~` river,
 * `E` enemy unit, `C` enemy unit with a leader, `L` isolated enemy leader, `F` friendly unit).
 * Hexes are `col,row`; in the same column the hex distance is the difference of rows.
 */

const open9 = (row4: string, row6 = '.........', row7 = '.........') => [
  '.........',
  '.........',
  '.........',
  '.........',
  row4,
  '.........',
  row6,
  row7,
  '.........',
]

describe('successive-waves/placement: first hex', () => {
  it('SW-9 refuses a first hex 2 hexes from an enemy unit and accepts one 3 hexes away', () => {
    const close = asciiBoard(open9('.........', '....E....'))
    expect(close.grid.distance(close.at('4,4'), close.at('4,6'))).toBe(2)
    expect(new PlacementRules(close.board).verdict(close.at('4,4'), [])).toMatchObject({ code: 'sw/too-close', ruleId: 'SW-9' })
    const far = asciiBoard(open9('.........', '.........', '....E....'))
    expect(far.grid.distance(far.at('4,4'), far.at('4,7'))).toBe(3)
    expect(new PlacementRules(far.board).verdict(far.at('4,4'), [])).toBeUndefined()
  })

  it('SW-9 ignores an isolated enemy leader, even adjacent (GAP-SW-08)', () => {
    const { board, at } = asciiBoard(open9('.........', '.........').map((r, i) => (i === 5 ? '....L....' : r)))
    expect(board.enemies).toEqual([{ hex: at('4,5'), kind: 'leader', isolated: true }])
    expect(countingEnemyHexes(board.enemies)).toEqual([])
    expect(new PlacementRules(board).verdict(at('4,4'), [])).toBeUndefined()
  })

  it('SW-9 counts a leader who rides a unit (he is not isolated) and the unit itself', () => {
    const { board, at } = asciiBoard(open9('.........', '....C....'))
    expect(new PlacementRules(board).verdict(at('4,4'), [])).toMatchObject({ code: 'sw/too-close', ruleId: 'SW-9' })
  })

  it('SW-9 uses the configured distance (minDistance 4: an enemy 3 hexes away is too close)', () => {
    const { board, at } = asciiBoard(open9('.........', '.........', '....E....'), { minDistance: 4 })
    expect(new PlacementRules(board).verdict(at('4,4'), [])).toMatchObject({ code: 'sw/too-close', ruleId: 'SW-9' })
  })
})

/**
 * A corridor along row 3 between rivers: from `3,3` the nearest hex of the map edge the unit can
 * enter is `0,3` (3 hexes west); the east end `10,3` is 7 hexes away.
 */
const corridor = (r4: string, r6: string) => ['~~~~~~~~~~~', '~~~~~~~~~~~', '~~~~~~~~~~~', '...........', r4, '~~~~~~~~~~~', r6]
const RIVER = '~~~~~~~~~~~'

describe('successive-waves/placement: path to the nearest edge', () => {
  it('SW-10 refuses a first hex whose corridor to the nearest edge is closed by the hexes next to an enemy unit', () => {
    // The enemy on 0,4 is 3 hexes from 3,3 (SW-9 holds) but touches 1,3 and 0,3: the way west is shut.
    const { board, grid, at } = asciiBoard(corridor('E~~~~~~~~~~', RIVER))
    expect(grid.distance(at('3,3'), at('0,4'))).toBe(3)
    const rules = new PlacementRules(board)
    expect(rules.nearestEdgeHexes(at('3,3')).map((h) => grid.refOf(h)).sort()).toEqual(['0,3', '0,4'])
    expect(rules.verdict(at('3,3'), [])).toMatchObject({ code: 'sw/no-edge-path', ruleId: 'SW-10' })
  })

  it('SW-10 accepts the same first hex when the enemy stands clear of the corridor', () => {
    const { board, at } = asciiBoard(corridor(RIVER, 'E~~~~~~~~~~'))
    expect(new PlacementRules(board).verdict(at('3,3'), [])).toBeUndefined()
  })

  it('SW-10 wants the nearest edge: an open way to a farther edge does not count', () => {
    // The corridor is open all the way east to 10,3, but 10,3 is not the nearest edge hex.
    const { board, at } = asciiBoard(corridor('E~~~~~~~~~~', RIVER))
    const rules = new PlacementRules(board)
    expect(rules.verdict(at('3,3'), [])).toMatchObject({ code: 'sw/no-edge-path' })
    // With only the east edge counting (GAP-SW-06 `nativeEdgesOnly`), the east end is the nearest.
    const east = asciiBoard(corridor('E~~~~~~~~~~', RIVER), { edges: ['east'] })
    expect(new PlacementRules(east.board).verdict(east.at('3,3'), [])).toBeUndefined()
  })

  it('SW-10 lets the path cross friendly units', () => {
    const { board, at } = asciiBoard([RIVER, RIVER, RIVER, '.FF........', RIVER, RIVER, 'E~~~~~~~~~~'])
    expect(new PlacementRules(board).verdict(at('3,3'), [])).toBeUndefined()
  })

  it('SW-10 never crosses impassable terrain or an impassable hexside', () => {
    const river = asciiBoard([RIVER, RIVER, RIVER, '.~.........', RIVER, RIVER, RIVER])
    expect(new PlacementRules(river.board).verdict(river.at('3,3'), [])).toMatchObject({ code: 'sw/no-edge-path' })
    // A river along the hexside between 1,3 and 2,3 (direction 1, NE, from odd column 1 reaches 2,3).
    const { grid } = river
    expect(grid.refOf(grid.neighbors[grid.indexOfRef('1,3') * 6 + 1]!)).toBe('2,3')
    const side = asciiBoard([RIVER, RIVER, RIVER, '...........', RIVER, RIVER, RIVER], { blockedSides: [{ hex: '1,3', dir: 1 }] })
    expect(new PlacementRules(side.board).verdict(side.at('3,3'), [])).toMatchObject({ code: 'sw/no-edge-path' })
  })

  it('SW-10 includes both ends: the chosen hex and the edge hex must not touch an enemy', () => {
    // minDistance 1 so that SW-9 does not hide SW-10: the chosen hex itself touches the enemy.
    const start = asciiBoard(['.......', '.......', '.......', '...E...', '.......'], { minDistance: 1 })
    expect(new PlacementRules(start.board).verdict(start.at('3,2'), [])).toMatchObject({ code: 'sw/no-edge-path' })
    // The only nearest edge hex (0,3 of the corridor) touches an enemy standing off the corridor.
    const end = asciiBoard(corridor('~~~~~~~~~~~', RIVER).map((r, i) => (i === 2 ? 'E~~~~~~~~~~' : r)))
    expect(end.grid.distance(end.at('0,2'), end.at('0,3'))).toBe(1)
    expect(new PlacementRules(end.board).verdict(end.at('3,3'), [])).toMatchObject({ code: 'sw/no-edge-path' })
  })

  it('SW-10 ignores an isolated enemy leader next to the corridor', () => {
    const { board, at } = asciiBoard(corridor('L~~~~~~~~~~', RIVER))
    expect(new PlacementRules(board).verdict(at('3,3'), [])).toBeUndefined()
  })

  it('SW-10 (design decision) takes the nearest edge hex the unit can enter, not an impassable one', () => {
    // 0,3 is a river: the nearest enterable edge hex is 10,3, and the way east is open.
    const { board, grid, at } = asciiBoard([RIVER, RIVER, RIVER, '~..........', RIVER, RIVER, RIVER])
    const rules = new PlacementRules(board)
    expect(rules.nearestEdgeHexes(at('3,3')).map((h) => grid.refOf(h))).toEqual(['10,3'])
    expect(rules.verdict(at('3,3'), [])).toBeUndefined()
  })
})

describe('successive-waves/placement: the block', () => {
  const board9 = () => asciiBoard(['.........', '.........', '.........', '.........', '.........', '.........', '.........', '....E....', '.........'])

  it('SW-11 refuses a later hex that touches no hex of the block, accepts one that touches any of them', () => {
    const { board, at } = board9()
    const rules = new PlacementRules(board)
    expect(rules.verdict(at('2,2'), [at('4,2')])).toMatchObject({ code: 'sw/not-contiguous', ruleId: 'SW-11' })
    expect(rules.verdict(at('4,1'), [at('4,2')])).toBeUndefined()
    // Next to the first hex, not to the last one placed: still one block.
    expect(rules.verdict(at('4,3'), [at('4,2'), at('4,1')])).toBeUndefined()
  })

  it('SW-12 refuses a block hex less than 3 hexes from an enemy unit', () => {
    const { board, grid, at } = board9()
    const rules = new PlacementRules(board)
    expect(grid.distance(at('4,5'), at('4,7'))).toBe(2)
    expect(rules.verdict(at('4,5'), [at('4,4')])).toMatchObject({ code: 'sw/too-close', ruleId: 'SW-12' })
  })

  it('SW-12 accepts a block hex 3 hexes from the enemy even without a path to the edge (SW-10 is for the first hex)', () => {
    // In the corridor closed at its west end by the enemy on 0,4: from 4,3 the nearest edge is the
    // shut west end (4 hexes, the east end is 6), so 4,3 cannot be a first hex; from 6,3 the
    // nearest edge is the open east end. Placed as the block 6,3 → 5,3 → 4,3, it is legal.
    const { board, grid, at } = asciiBoard(corridor('E~~~~~~~~~~', RIVER))
    const rules = new PlacementRules(board)
    expect(grid.distance(at('4,3'), at('0,4'))).toBeGreaterThanOrEqual(3)
    expect(rules.verdict(at('4,3'), [])).toMatchObject({ code: 'sw/no-edge-path', ruleId: 'SW-10' })
    expect(rules.verdict(at('6,3'), [])).toBeUndefined()
    expect(rules.verdict(at('5,3'), [at('6,3')])).toBeUndefined()
    expect(rules.verdict(at('4,3'), [at('6,3'), at('5,3')])).toBeUndefined()
  })

  it('SW-12 ignores an isolated enemy leader for the block hexes', () => {
    const { board, at } = asciiBoard(['.........', '.........', '.........', '....L....', '.........', '.........', '.........', '.........', '.........'])
    expect(new PlacementRules(board).verdict(at('4,2'), [at('4,1')])).toBeUndefined()
  })
})

describe('successive-waves/placement: base-game legality of every hex', () => {
  it('SW-18 refuses an occupied hex, an impassable hex and a hex off the map', () => {
    const { board, at } = asciiBoard(['.........', '.F.~.....', '.........', '.........', '.........', '.........', '.........', '.........', '.......E.'])
    const rules = new PlacementRules(board)
    expect(rules.verdict(at('1,1'), [])).toMatchObject({ code: 'sw/occupied', ruleId: 'SW-18' })
    expect(rules.verdict(at('3,1'), [])).toMatchObject({ code: 'sw/impassable', ruleId: 'SW-18' })
    expect(rules.verdict(at('9,9'), [])).toMatchObject({ code: 'sw/off-map', ruleId: 'SW-18' })
    expect(rules.verdict(-1, [at('1,2')])).toMatchObject({ code: 'sw/off-map', ruleId: 'SW-18' })
    expect(rules.verdict(at('1,1'), [at('1,2')])).toMatchObject({ code: 'sw/occupied', ruleId: 'SW-18' })
    expect(rules.verdict(at('3,1'), [at('3,2')])).toMatchObject({ code: 'sw/impassable', ruleId: 'SW-18' })
    expect(rules.verdict(at('2,1'), [])).toBeUndefined()
  })
})
