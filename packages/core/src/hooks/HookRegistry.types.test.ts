/**
 * Type tests of the hook registry. `tsc -p packages/core` checks them: every `@ts-expect-error`
 * line must be a compile error (tsc fails on an unused one), so a hook whose signature loosens
 * breaks the typecheck. At run time the taps are only registered, never called.
 */
import { describe, expectTypeOf, it } from 'vitest'
import type { Rejection } from '../errors/Rejection'
import type { PhaseSpec } from '../model/Phase'
import type { Modifier } from '../model/Modifier'
import type { BailHook } from './BailHook'
import type { CollectHook } from './CollectHook'
import type { ExclusiveHook } from './ExclusiveHook'
import type { CombatOutcome, CombatResolveCtx, MoveCtx, SetupCtx, TerrainCost, TerrainCostCtx, UnitCtx, VictoryClaim } from './HookContexts'
import { HookRegistry } from './HookRegistry'
import type { SeriesHook } from './SeriesHook'
import type { WaterfallHook } from './WaterfallHook'

describe('core/hooks: types', () => {
  it('types each hook by its kind, value and context', () => {
    const hooks = new HookRegistry()
    expectTypeOf(hooks.movementCost).toEqualTypeOf<WaterfallHook<TerrainCost, TerrainCostCtx>>()
    expectTypeOf(hooks.phases).toEqualTypeOf<WaterfallHook<PhaseSpec[], SetupCtx>>()
    expectTypeOf(hooks.combatModifiers).toMatchTypeOf<CollectHook<Modifier, any>>()
    expectTypeOf(hooks.combatResolution).toEqualTypeOf<ExclusiveHook<CombatOutcome, CombatResolveCtx>>()
    expectTypeOf(hooks.canMove).toEqualTypeOf<BailHook<Rejection, MoveCtx>>()
    expectTypeOf(hooks.endOfTurn).toMatchTypeOf<SeriesHook<any>>()
  })

  it('gives a bail hook the answer type or `undefined`', () => {
    const hooks = new HookRegistry()
    expectTypeOf(hooks.combatResolution.call).parameter(0).toEqualTypeOf<CombatResolveCtx>()
    expectTypeOf(hooks.combatResolution.call).returns.toEqualTypeOf<CombatOutcome | undefined>()
    expectTypeOf(hooks.combatResolution.answer).returns.toEqualTypeOf<{ value: CombatOutcome; plugin: string } | undefined>()
    expectTypeOf(hooks.canMove.call).returns.toEqualTypeOf<Rejection | undefined>()
    expectTypeOf(hooks.exertsZoc.call).parameter(0).toEqualTypeOf<UnitCtx>()
    expectTypeOf(hooks.exertsZoc.call).returns.toEqualTypeOf<boolean | undefined>()
  })

  it('gives a waterfall its value type, a collect an array and a series nothing', () => {
    const hooks = new HookRegistry()
    expectTypeOf(hooks.movementCost.call).returns.toEqualTypeOf<TerrainCost>()
    expectTypeOf(hooks.victory.call).returns.toEqualTypeOf<VictoryClaim[]>()
    expectTypeOf(hooks.endOfTurn.call).returns.toEqualTypeOf<void>()
  })

  it('accepts well-typed taps', () => {
    const hooks = new HookRegistry()
    hooks.movementCost.tap('p', (cost, ctx) => (ctx.terrain === 'forest' ? { cost: 2 } : cost))
    hooks.movementCost.tap({ plugin: 'p', stage: 1, after: ['q'] }, () => ({ cost: 'impassable', stop: true, ruleId: 'R-1' }))
    hooks.movementCost.tap('p', () => undefined)
    hooks.canMove.tap('p', (ctx: MoveCtx) => (ctx.side === 'a' ? undefined : { ok: false, code: 'x/y', ruleId: 'core', message: 'no' }))
    hooks.combatModifiers.tap('p', () => [{ source: 'p', ruleId: 'R', label: 'L', value: 1, kind: 'drm' }])
    hooks.combatModifiers.tap('p', () => ({ source: 'p', ruleId: 'R', label: 'L', value: 1, kind: 'drm' }))
    expectTypeOf(hooks.movementCost.tap).parameter(1).toEqualTypeOf<(value: TerrainCost, ctx: TerrainCostCtx) => TerrainCost | undefined>()
  })

  it('refuses taps of the wrong signature', () => {
    const hooks = new HookRegistry()
    // @ts-expect-error movementCost answers a TerrainCost, not a bare number
    hooks.movementCost.tap('p', () => 3)
    // @ts-expect-error the cost is a number or 'impassable'
    hooks.movementCost.tap('p', () => ({ cost: 'free' }))
    // @ts-expect-error the first parameter is the TerrainCost so far, not a number
    hooks.movementCost.tap('p', (cost: number) => ({ cost }))
    // @ts-expect-error the context has no `hex` field (costs are asked per terrain, never per hex)
    hooks.movementCost.tap('p', (cost, ctx: { hex: string }) => (ctx.hex ? cost : undefined))
    // @ts-expect-error a veto is a Rejection, never a bare `false`
    hooks.canMove.tap('p', () => false)
    // @ts-expect-error combat modifiers need their source, rule and kind
    hooks.combatModifiers.tap('p', () => ({ value: 1 }))
    // @ts-expect-error tap options need the plugin id
    hooks.endOfTurn.tap({ stage: 1 }, () => undefined)
    // @ts-expect-error a bail hook's answer is typed: a resolver returns a CombatOutcome
    hooks.combatResolution.tap('p', () => 'attacker wins')
  })
})
