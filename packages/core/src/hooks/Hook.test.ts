/**
 * Conformance matrix of the five hook kinds (tapable's HookTester): every kind must honour the
 * same ordering, sealing and error contract, and each its own way of combining answers.
 */
import { describe, expect, it } from 'vitest'
import { DiceError } from '../dice/DiceError'
import { EngineError } from '../errors/EngineError'
import { BailHook } from './BailHook'
import { CollectHook } from './CollectHook'
import { ExclusiveHook } from './ExclusiveHook'
import type { Hook, HookKind, TapOptions } from './Hook'
import { HookRegistry } from './HookRegistry'
import { SeriesHook } from './SeriesHook'
import { WaterfallHook } from './WaterfallHook'

interface Ctx {
  log: string[]
}

/** How to drive one kind of hook: make it, add a tap that logs its plugin id, call it. */
interface KindDriver {
  kind: HookKind
  make(name: string): Hook<any>
  /** Adds a tap that appends `id` (the plugin or a label) to `ctx.log` and answers "no opinion". */
  tapLogging(hook: Hook<any>, options: string | TapOptions, label?: string): void
  /** Adds a tap that throws `error`. */
  tapThrowing(hook: Hook<any>, plugin: string, error: unknown): void
  call(hook: Hook<any>, ctx: Ctx): unknown
}

const logTo = (ctx: Ctx, label: string) => ctx.log.push(label)
const pluginOf = (o: string | TapOptions) => (typeof o === 'string' ? o : o.plugin)

const drivers: KindDriver[] = [
  {
    kind: 'waterfall',
    make: (name) => new WaterfallHook<number, Ctx>(name),
    tapLogging: (h, o, label) => (h as WaterfallHook<number, Ctx>).tap(o, (_v, ctx) => void logTo(ctx, label ?? pluginOf(o))),
    tapThrowing: (h, p, e) => (h as WaterfallHook<number, Ctx>).tap(p, () => { throw e }),
    call: (h, ctx) => (h as WaterfallHook<number, Ctx>).call(0, ctx),
  },
  {
    kind: 'collect',
    make: (name) => new CollectHook<string, Ctx>(name),
    tapLogging: (h, o, label) => (h as CollectHook<string, Ctx>).tap(o, (ctx) => void logTo(ctx, label ?? pluginOf(o))),
    tapThrowing: (h, p, e) => (h as CollectHook<string, Ctx>).tap(p, () => { throw e }),
    call: (h, ctx) => (h as CollectHook<string, Ctx>).call(ctx),
  },
  {
    kind: 'bail',
    make: (name) => new BailHook<string, Ctx>(name),
    tapLogging: (h, o, label) => (h as BailHook<string, Ctx>).tap(o, (ctx) => void logTo(ctx, label ?? pluginOf(o))),
    tapThrowing: (h, p, e) => (h as BailHook<string, Ctx>).tap(p, () => { throw e }),
    call: (h, ctx) => (h as BailHook<string, Ctx>).call(ctx),
  },
  {
    kind: 'exclusive',
    make: (name) => new ExclusiveHook<string, Ctx>(name),
    tapLogging: (h, o, label) => (h as ExclusiveHook<string, Ctx>).tap(o, (ctx) => void logTo(ctx, label ?? pluginOf(o))),
    tapThrowing: (h, p, e) => (h as ExclusiveHook<string, Ctx>).tap(p, () => { throw e }),
    call: (h, ctx) => (h as ExclusiveHook<string, Ctx>).call(ctx),
  },
  {
    kind: 'series',
    make: (name) => new SeriesHook<Ctx>(name),
    tapLogging: (h, o, label) => (h as SeriesHook<Ctx>).tap(o, (ctx) => void logTo(ctx, label ?? pluginOf(o))),
    tapThrowing: (h, p, e) => (h as SeriesHook<Ctx>).tap(p, () => { throw e }),
    call: (h, ctx) => (h as SeriesHook<Ctx>).call(ctx),
  },
]

/** Plugin load order used by the ordering cases: `p0` loads first. */
const LOAD_ORDER = ['p0', 'p1', 'p2', 'p3']
const sealWithLoadOrder = (h: Hook<any>) => {
  h.setLoadOrder((id) => LOAD_ORDER.indexOf(id))
  h.seal()
}

/** Ordering cases: taps in registration order, and the run order every kind must produce. */
const orderingCases: { name: string; taps: (string | TapOptions)[]; expected: string[] }[] = [
  { name: 'plugin load order when nothing else is said', taps: ['p2', 'p0', 'p3', 'p1'], expected: ['p0', 'p1', 'p2', 'p3'] },
  { name: 'lower stage first, whatever the load order', taps: [{ plugin: 'p0', stage: 10 }, { plugin: 'p1', stage: -5 }, 'p2'], expected: ['p1', 'p2', 'p0'] },
  { name: '`before` puts a tap ahead of a plugin that loads earlier', taps: ['p0', 'p1', { plugin: 'p2', before: ['p0'] }], expected: ['p2', 'p0', 'p1'] },
  { name: '`after` puts a tap behind a plugin that loads later', taps: [{ plugin: 'p0', after: ['p2'] }, 'p1', 'p2'], expected: ['p1', 'p2', 'p0'] },
  { name: 'before/after constraints naming a plugin that did not tap are ignored', taps: [{ plugin: 'p1', before: ['nobody'] }, { plugin: 'p0', after: ['ghost'] }], expected: ['p0', 'p1'] },
  { name: 'a constraint chain', taps: [{ plugin: 'p0', after: ['p1'] }, { plugin: 'p1', after: ['p2'] }, 'p2'], expected: ['p2', 'p1', 'p0'] },
]

describe.each(drivers)('core/hooks: $kind hook (conformance)', (driver) => {
  it('reports its kind and name', () => {
    const h = driver.make('someHook')
    expect(h.kind).toBe(driver.kind)
    expect(h.name).toBe('someHook')
  })

  it.each(orderingCases)('orders taps: $name', ({ taps, expected }) => {
    const h = driver.make('ordered')
    for (const t of taps) driver.tapLogging(h, t)
    sealWithLoadOrder(h)
    const ctx: Ctx = { log: [] }
    driver.call(h, ctx)
    expect(ctx.log).toEqual(expected)
    expect(h.order).toEqual(expected)
  })

  it("keeps one plugin's taps in registration order", () => {
    const h = driver.make('own')
    driver.tapLogging(h, 'p1', 'p1-first')
    driver.tapLogging(h, 'p0', 'p0')
    driver.tapLogging(h, { plugin: 'p1', before: ['p1'] }, 'p1-second')
    sealWithLoadOrder(h)
    const ctx: Ctx = { log: [] }
    driver.call(h, ctx)
    expect(ctx.log).toEqual(['p0', 'p1-first', 'p1-second'])
  })

  it('throws hooks/order-cycle when before/after constraints form a cycle', () => {
    const h = driver.make('cyclic')
    driver.tapLogging(h, { plugin: 'p0', after: ['p1'] })
    driver.tapLogging(h, { plugin: 'p1', after: ['p0'] })
    const error = catchError(() => sealWithLoadOrder(h))
    expect(error).toMatchObject({ code: 'hooks/order-cycle', hook: 'cyclic' })
    expect(error.message).toContain('p0')
  })

  it('throws hooks/sealed when a plugin taps after sealing, and keeps the taps it had', () => {
    const h = driver.make('sealedHook')
    driver.tapLogging(h, 'p0')
    sealWithLoadOrder(h)
    expect(h.isSealed).toBe(true)
    expect(catchError(() => driver.tapLogging(h, 'late'))).toMatchObject({ code: 'hooks/sealed', plugin: 'late', hook: 'sealedHook' })
    const ctx: Ctx = { log: [] }
    driver.call(h, ctx)
    expect(ctx.log).toEqual(['p0'])
    expect(h.size).toBe(1)
  })

  it('throws hooks/not-sealed when called before sealing', () => {
    const h = driver.make('early')
    driver.tapLogging(h, 'p0')
    expect(catchError(() => driver.call(h, { log: [] }))).toMatchObject({ code: 'hooks/not-sealed', hook: 'early' })
  })

  it('wraps an exception from a tap as hooks/tap-threw with the plugin and the hook', () => {
    const h = driver.make('fragile')
    driver.tapLogging(h, 'p0')
    const cause = new TypeError('boom')
    driver.tapThrowing(h, 'p1', cause)
    sealWithLoadOrder(h)
    const error = catchError(() => driver.call(h, { log: [] }))
    expect(error).toBeInstanceOf(EngineError)
    expect(error).toMatchObject({ code: 'hooks/tap-threw', plugin: 'p1', hook: 'fragile', cause })
    expect(error.message).toContain('boom')
  })

  it('lets engine errors and dice errors from a tap pass through unchanged', () => {
    for (const thrown of [new EngineError('hooks/unanswered', 'inner'), new DiceError('dice/script-exhausted', 'no more dice')]) {
      const h = driver.make('nested')
      driver.tapThrowing(h, 'p0', thrown)
      sealWithLoadOrder(h)
      expect(catchError(() => driver.call(h, { log: [] }))).toBe(thrown)
    }
  })
})

describe('core/hooks: waterfall', () => {
  it('threads the value through every tap in order', () => {
    const h = new WaterfallHook<number[], { add: number }>('w')
    const seen: number[][] = []
    h.tap('p0', (v, { add }) => (seen.push(v), [...v, add]))
    h.tap('p1', (v) => (seen.push(v), [...v, v.length * 10]))
    h.seal()
    expect(h.call([1], { add: 2 })).toEqual([1, 2, 20])
    expect(seen).toEqual([[1], [1, 2]])
  })

  it('treats `undefined` as "no change" and keeps the same value', () => {
    const h = new WaterfallHook<{ cost: number }, null>('w')
    const initial = { cost: 1 }
    const received: unknown[] = []
    h.tap('p0', (v) => void received.push(v))
    h.tap('p1', (v) => void received.push(v))
    h.seal()
    expect(h.call(initial, null)).toBe(initial)
    expect(received).toEqual([initial, initial])
  })

  it('returns the start value when nothing tapped', () => {
    const h = new WaterfallHook<number, null>('w')
    h.seal()
    expect(h.call(7, null)).toBe(7)
  })
})

describe('core/hooks: collect', () => {
  it('concatenates items and arrays in tap order, skipping `undefined`', () => {
    const h = new CollectHook<string, null>('c')
    h.tap('p0', () => 'a')
    h.tap('p1', () => undefined)
    h.tap('p2', () => ['b', 'c'])
    h.tap('p3', () => [])
    h.tap({ plugin: 'p4', stage: -1 }, () => 'first')
    h.seal()
    expect(h.call(null)).toEqual(['first', 'a', 'b', 'c'])
  })

  it('returns a fresh empty array when nothing contributes', () => {
    const h = new CollectHook<string, null>('c')
    h.tap('p0', () => undefined)
    h.seal()
    const a = h.call(null)
    expect(a).toEqual([])
    a.push('x')
    expect(h.call(null)).toEqual([])
  })
})

describe('core/hooks: bail', () => {
  it('returns the first answer and runs no later tap', () => {
    const h = new BailHook<string, Ctx>('b')
    h.tap('p0', (ctx) => void ctx.log.push('p0'))
    h.tap('p1', (ctx) => (ctx.log.push('p1'), 'answer-1'))
    h.tap('p2', (ctx) => (ctx.log.push('p2'), 'answer-2'))
    h.seal()
    const ctx: Ctx = { log: [] }
    expect(h.call(ctx)).toBe('answer-1')
    expect(ctx.log).toEqual(['p0', 'p1'])
  })

  it('counts falsy answers other than `undefined` as answers', () => {
    const h = new BailHook<boolean, null>('b')
    h.tap('p0', () => false)
    h.tap('p1', () => true)
    h.seal()
    expect(h.call(null)).toBe(false)
  })

  it('returns `undefined` when no tap answers', () => {
    const h = new BailHook<string, null>('b')
    h.tap('p0', () => undefined)
    h.seal()
    expect(h.call(null)).toBeUndefined()
  })

})

describe('core/hooks: exclusive', () => {
  it('returns the single answer with its plugin, after running every tap', () => {
    const h = new ExclusiveHook<string, Ctx>('resolver')
    h.tap('p0', (ctx) => void ctx.log.push('p0'))
    h.tap('p1', (ctx) => (ctx.log.push('p1'), 'mine'))
    h.tap('p2', (ctx) => void ctx.log.push('p2'))
    h.seal()
    const ctx: Ctx = { log: [] }
    expect(h.answer(ctx)).toEqual({ value: 'mine', plugin: 'p1' })
    expect(ctx.log).toEqual(['p0', 'p1', 'p2'])
    expect(h.call({ log: [] })).toBe('mine')
  })

  it('throws hooks/exclusive-conflict when two taps answer, naming both', () => {
    const h = new ExclusiveHook<string, null>('combatResolution')
    h.tap('p0', () => 'a')
    h.tap('p1', () => undefined)
    h.tap('p2', () => 'b')
    h.seal()
    const error = catchError(() => h.call(null))
    expect(error).toMatchObject({ code: 'hooks/exclusive-conflict', hook: 'combatResolution', plugin: 'p2' })
    expect(error.message).toContain('p0')
  })

  it('returns `undefined` when nobody answers', () => {
    const h = new ExclusiveHook<string, null>('b')
    h.tap('p0', () => undefined)
    h.seal()
    expect(h.call(null)).toBeUndefined()
    expect(h.kind).toBe('exclusive')
  })
})

describe('core/hooks: series', () => {
  it('runs every tap in order with the same context, and returns nothing', () => {
    const h = new SeriesHook<Ctx>('s')
    h.tap('p1', (ctx) => void ctx.log.push('p1'))
    h.tap('p0', (ctx) => void ctx.log.push('p0'))
    h.tap({ plugin: 'p2', before: ['p0'] }, (ctx) => void ctx.log.push('p2'))
    sealWithLoadOrder(h)
    const ctx: Ctx = { log: [] }
    expect(h.call(ctx)).toBeUndefined()
    expect(ctx.log).toEqual(['p2', 'p0', 'p1'])
  })
})

describe('core/hooks: registry', () => {
  it('lists every hook once, each of a known kind, and seals them all with the load order', () => {
    const hooks = new HookRegistry()
    const all = hooks.all()
    expect(all.length).toBeGreaterThan(30)
    expect(new Set(all.map((h) => h.name)).size).toBe(all.length)
    for (const h of all) expect(['waterfall', 'collect', 'bail', 'exclusive', 'series']).toContain(h.kind)
    expect(hooks.movementCost.kind).toBe('waterfall')
    expect(hooks.combatModifiers.kind).toBe('collect')
    expect(hooks.combatResolution.kind).toBe('exclusive')
    expect(hooks.moraleTest.kind).toBe('exclusive')
    expect(hooks.isWeakened.kind).toBe('exclusive')
    expect(hooks.strikeEstimate.kind).toBe('bail')
    expect(hooks.endOfTurn.kind).toBe('series')

    hooks.endOfTurn.tap('late', () => undefined)
    hooks.endOfTurn.tap('early', () => undefined)
    hooks.seal((id) => ['early', 'late'].indexOf(id))
    expect(all.every((h) => h.isSealed)).toBe(true)
    expect(hooks.endOfTurn.order).toEqual(['early', 'late'])
    expect(catchError(() => hooks.movementCost.tap('x', () => undefined))).toMatchObject({ code: 'hooks/sealed', hook: 'movementCost' })
  })
})

/** Runs `fn`, which must throw, and returns what it threw. */
function catchError(fn: () => unknown): any {
  try {
    fn()
  } catch (e) {
    return e
  }
  throw new Error('expected a throw')
}
