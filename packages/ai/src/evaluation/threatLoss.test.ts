import { describe, expect, it } from 'vitest'
import type { GameState } from '@hexes/core'
import { initial, shippedRules } from '../testing/aiFixtures'
import { aiContext } from './AiContext'
import { buildBoard } from './Board'
import { enemyAdjacency } from './boardQueries'
import { DEFAULT_WEIGHTS } from './EvalWeights'
import { oneLossFromBroken, threatLoss } from './threatLoss'

describe('ai/threatLoss', () => {
  it('a skirmish unit in a melee (engaged or locked) counts the round after the one the search values; one out of any melee does not', () => {
    const rules = shippedRules('boroughbridge-1322')
    const ai = aiContext(rules)
    const start = initial(rules)
    // The serjeants north of the ford, next to Harclay's knights on foot.
    const placed: GameState = { ...start, units: start.units.map((u) => (u.id === 'e-serjeants' ? { ...u, hex: '9,5' } : u.id === 'r-knights' ? { ...u, hex: '8,5' } : u)) }
    const withMelee = (locked: boolean | null): GameState => {
      const sk = placed.plugins.skirmish as { melees: unknown[] }
      const melees = locked === null ? [] : [{ units: ['e-serjeants', 'r-knights'], attacks: [1, 1], locked, charge: null }]
      return { ...placed, plugins: { ...placed.plugins, skirmish: { ...sk, melees } } }
    }
    const loss = (state: GameState, skipContact: boolean) => {
      const board = buildBoard(ai, state)
      return threatLoss(ai, board, 'earls', undefined, DEFAULT_WEIGHTS, skipContact, enemyAdjacency(ai, board), 0.5)
    }
    const locked = withMelee(true)
    const engaged = withMelee(false)
    const apart = withMelee(null)
    const tags = (state: GameState) => rules.hooks.unitCard.call({ tags: [] }, { state, rules, unit: state.units.find((u) => u.id === 'e-serjeants')! }).tags
    expect(tags(locked)).toContain('locked')
    expect(tags(engaged)).toContain('engaged')
    expect(tags(apart)).not.toContain('engaged')
    // The search values the knights' next round: out of a melee, they are left out here; in one,
    // the round after it stays, so the position is charged more.
    expect(loss(locked, true)).toBeGreaterThan(loss(apart, true) + 1)
    expect(loss(engaged, true)).toBeGreaterThan(loss(apart, true) + 1)
    // With no exact reply (every enemy counted), the melee changes nothing.
    expect(loss(locked, false)).toBeCloseTo(loss(apart, false), 9)
    expect(loss(locked, true)).toBeLessThan(loss(locked, false))
  })

  it('an army one unit short of broken (unitsLost) counts every threatened unit as game-deciding', () => {
    const rules = shippedRules('lewes-1264')
    const ai = aiContext(rules)
    const start = initial(rules)
    // Clare's knights next to Cornwall's spearmen; none, one or two of the barons' companies gone.
    const placed: GameState = { ...start, units: start.units.map((u) => (u.id === 'b-clare' ? { ...u, hex: '9,7' } : u)) }
    const gone = (ids: string[]): GameState => ({ ...placed, units: placed.units.map((u) => (ids.includes(u.id) ? { ...u, status: 'eliminated', hex: null } : u)) })
    const loss = (state: GameState) => {
      const board = buildBoard(ai, state)
      return threatLoss(ai, board, 'barons', undefined, DEFAULT_WEIGHTS, false, enemyAdjacency(ai, board), 0.5)
    }
    const brink = (state: GameState, side: string) => oneLossFromBroken(ai, buildBoard(ai, state), side)
    expect(brink(gone(['b-londoners']), 'barons')).toBe(false)
    expect(brink(gone(['b-londoners', 'b-londoners-2']), 'barons')).toBe(true)
    expect(brink(gone(['b-londoners', 'b-londoners-2']), 'royal')).toBe(false)
    const one = loss(gone(['b-londoners']))
    const two = loss(gone(['b-londoners', 'b-londoners-2']))
    // The Londoners were far from any enemy: their going changes nothing but the stakes.
    expect(one).toBeCloseTo(loss(placed), 9)
    expect(two).toBeGreaterThan(one + 1)
  })

  it("counts a beaten unit's chance to break and flee (the rules' breakRisk) on top of the strength it loses", () => {
    const rules = shippedRules('lewes-1264')
    const ai = aiContext(rules)
    expect(ai.estimatesBreaks).toBe(true)
    const start = initial(rules)
    const placed: GameState = { ...start, units: start.units.map((u) => (u.id === 'b-clare' ? { ...u, hex: '9,7' } : u)) }
    const board = buildBoard(ai, placed)
    const clare = board.units.find((b) => b.unit.id === 'b-clare')!
    expect(ai.breakRisk(placed, clare.unit)).toBeGreaterThan(0)
    const loss = (ctx: typeof ai) => threatLoss(ctx, buildBoard(ctx, placed), 'barons', undefined, DEFAULT_WEIGHTS, false, enemyAdjacency(ctx, board), 0.5)
    // The same rules without the estimate: the threatened units' breaking is what the term adds.
    expect(loss(ai)).toBeGreaterThan(loss({ ...ai, estimatesBreaks: false }) + 0.5)
  })
})
