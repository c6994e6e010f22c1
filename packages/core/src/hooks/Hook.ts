import { errors } from '../errors/errors'
import { EngineError } from '../errors/EngineError'

/**
 * How a hook runs its taps (tapable's vocabulary):
 * - `waterfall`: each tap transforms a value (movement cost, movement allowance);
 * - `collect`: each tap contributes items, concatenated (combat modifiers, victory results);
 * - `bail`: the first tap that answers wins (a veto, a resolver);
 * - `series`: every tap runs in turn for its side effects (end-of-turn steps, event reactions).
 *
 * One return convention for all of them: `undefined` means "no opinion".
 */
export type HookKind = 'waterfall' | 'collect' | 'bail' | 'series'

/** Where a tap sits in the order of a hook. */
export interface TapOptions {
  /** Plugin id of the tap (set by the engine when a plugin applies). */
  plugin: string
  /** Lower stages run first (default 0). Order: stage, then before/after, then plugin load order. */
  stage?: number
  /** Run before these plugins' taps on this hook. */
  before?: readonly string[]
  /** Run after these plugins' taps on this hook. */
  after?: readonly string[]
  /** Catalogue rule the tap implements, for the debug log. */
  ruleId?: string
}

/** A registered tap. */
export interface Tap<F> extends TapOptions {
  fn: F
  /** Position of the plugin in the loader's dependency order. */
  loadIndex: number
}

/**
 * Base of the four hook kinds: holds taps, orders them once and seals.
 *
 * Taps are ordered deterministically when the hook is sealed (before the first action): by stage,
 * then `before`/`after` constraints, then plugin load order (dependencies first). A cycle in the
 * constraints is a load error. After sealing no tap may be added: the rules of a game cannot
 * change during play.
 */
export abstract class Hook<F extends (...args: any[]) => any> {
  /** The hook's name in the registry (`"movementCost"`). */
  readonly name: string
  abstract readonly kind: HookKind
  protected taps: Tap<F>[] = []
  /** Taps in run order; valid once sealed. */
  protected ordered: readonly Tap<F>[] = []
  private sealed = false
  private loadIndexOf: (plugin: string) => number = () => 0

  constructor(name: string) {
    this.name = name
  }

  /**
   * Adds a tap. `options` is a plugin id or full {@link TapOptions}.
   * @example hooks.movementCost.tap('hexes-med', (cost, ctx) => ...)
   */
  tap(options: string | TapOptions, fn: F): void {
    const opts: TapOptions = typeof options === 'string' ? { plugin: options } : options
    if (this.sealed) throw errors.hookSealed(this.name, opts.plugin)
    this.taps.push({ ...opts, fn, loadIndex: this.loadIndexOf(opts.plugin) })
  }

  /** Number of taps. */
  get size(): number {
    return this.taps.length
  }

  /** Plugin ids of the taps in run order (after sealing). */
  get order(): readonly string[] {
    return this.ordered.map((t) => t.plugin)
  }

  /** True once sealed. */
  get isSealed(): boolean {
    return this.sealed
  }

  /** @internal Used by the registry so taps know their plugin's load position. */
  setLoadOrder(indexOf: (plugin: string) => number): void {
    this.loadIndexOf = indexOf
    for (const t of this.taps) t.loadIndex = indexOf(t.plugin)
  }

  /** Orders the taps and forbids new ones. Called by the engine before play. */
  seal(): void {
    if (this.sealed) return
    this.ordered = orderTaps(this.name, this.taps)
    this.sealed = true
  }

  /** Runs `fn` for one tap, wrapping foreign exceptions with the plugin and hook they came from. */
  protected guard<R>(tap: Tap<F>, run: () => R): R {
    try {
      return run()
    } catch (error) {
      if (error instanceof EngineError) throw error
      throw errors.hookThrew(this.name, tap.plugin, error)
    }
  }

  /** Taps in run order; throws if the hook is used before sealing. */
  protected get running(): readonly Tap<F>[] {
    if (!this.sealed) this.seal()
    return this.ordered
  }
}

/** Orders taps: stage, then before/after constraints (stable topological sort), then load order. */
function orderTaps<F>(hook: string, taps: readonly Tap<F>[]): Tap<F>[] {
  const base = taps
    .map((tap, i) => ({ tap, i }))
    .sort((a, b) => (a.tap.stage ?? 0) - (b.tap.stage ?? 0) || a.tap.loadIndex - b.tap.loadIndex || a.i - b.i)
    .map((x) => x.tap)
  const hasConstraints = base.some((t) => (t.before?.length ?? 0) > 0 || (t.after?.length ?? 0) > 0)
  if (!hasConstraints) return base
  // Edge a -> b means a must run before b.
  const n = base.length
  const edges: number[][] = Array.from({ length: n }, () => [])
  const indeg = new Array<number>(n).fill(0)
  const addEdge = (a: number, b: number) => {
    edges[a]!.push(b)
    indeg[b]!++
  }
  for (let i = 0; i < n; i++) {
    const t = base[i]!
    for (let j = 0; j < n; j++) {
      if (i === j) continue
      const u = base[j]!
      if (t.before?.includes(u.plugin) || u.after?.includes(t.plugin)) addEdge(i, j)
    }
  }
  const out: Tap<F>[] = []
  const done = new Array<boolean>(n).fill(false)
  for (let k = 0; k < n; k++) {
    // Pick the first tap in base order with no pending predecessor: keeps the order stable.
    let pick = -1
    for (let i = 0; i < n; i++) {
      if (!done[i] && indeg[i] === 0) {
        pick = i
        break
      }
    }
    if (pick < 0) throw errors.hookCycle(hook, base.filter((_, i) => !done[i]).map((t) => t.plugin))
    done[pick] = true
    out.push(base[pick]!)
    for (const b of edges[pick]!) indeg[b]!--
  }
  return out
}
