import { DiceError } from '../dice/DiceError'
import { errors } from '../errors/errors'
import { EngineError } from '../errors/EngineError'

/**
 * How a hook runs its taps (tapable's vocabulary):
 * - `waterfall`: each tap transforms a value (movement cost, movement allowance);
 * - `collect`: each tap contributes items, concatenated (combat modifiers, victory results);
 * - `bail`: the first tap that answers wins (a veto, an override);
 * - `exclusive`: at most one tap may answer (the combat resolver, a unit's morale model);
 * - `series`: every tap runs in turn for its side effects (end-of-turn steps, event reactions).
 *
 * One return convention for all of them: `undefined` means "no opinion".
 */
export type HookKind = 'waterfall' | 'collect' | 'bail' | 'exclusive' | 'series'

/** Where a tap sits in the order of a hook. */
export interface TapOptions {
  /** Plugin id of the tap (set by the engine when a plugin applies). */
  plugin: string
  /**
   * Lower stages run first (default 0). Order: stage, then plugin load order, then registration;
   * `before`/`after` constraints win over both.
   */
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
 * then plugin load order (dependencies first), with `before`/`after` constraints winning over
 * both. A cycle in the constraints is a load error (`hooks/order-cycle`). After sealing no tap may
 * be added (`hooks/sealed`), and no hook runs before it (`hooks/not-sealed`): the rules of a game
 * cannot change during play.
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

  /**
   * Rethrows what tap `tap` threw, wrapping foreign exceptions as `hooks/tap-threw` with the
   * plugin and hook they came from. Engine errors (a nested hook's error, a script of dice that
   * ran out) pass through unchanged so their code stays visible. The hooks run their taps in one
   * `try` per call and keep the index of the running tap (no closure per tap: hot path).
   */
  protected rethrow(tap: Tap<F> | undefined, error: unknown): never {
    if (error instanceof EngineError || error instanceof DiceError || tap === undefined) throw error
    throw errors.hookThrew(this.name, tap.plugin, error)
  }

  /** Taps in run order; throws `hooks/not-sealed` if the hook is called before sealing. */
  protected get running(): readonly Tap<F>[] {
    if (!this.sealed) throw errors.hookNotSealed(this.name)
    return this.ordered
  }
}

/**
 * Orders taps: by stage, then plugin load order, then registration order; `before`/`after`
 * constraints win over both. A tap with `before` moves up to just before the first tap it must
 * precede; a tap with `after` moves down to just after the last tap it must follow; every other
 * tap keeps its place relative to the rest. A cycle throws `hooks/order-cycle`.
 */
function orderTaps<F>(hook: string, taps: readonly Tap<F>[]): Tap<F>[] {
  const base = taps
    .map((tap, i) => ({ tap, i }))
    .sort((a, b) => (a.tap.stage ?? 0) - (b.tap.stage ?? 0) || a.tap.loadIndex - b.tap.loadIndex || a.i - b.i)
    .map((x) => x.tap)
  const hasConstraints = base.some((t) => (t.before?.length ?? 0) > 0 || (t.after?.length ?? 0) > 0)
  if (!hasConstraints) return base
  // Edge a -> b means a must run before b. `key` is where a tap would like to run.
  const n = base.length
  const edges: number[][] = Array.from({ length: n }, () => [])
  const indeg = new Array<number>(n).fill(0)
  const up = base.map((_, i) => i)
  const down = base.map((_, i) => i)
  for (let i = 0; i < n; i++) {
    const t = base[i]!
    for (let j = 0; j < n; j++) {
      const u = base[j]!
      if (i === j || t.plugin === u.plugin) continue // a constraint never orders a plugin's own taps
      const tBeforeU = t.before?.includes(u.plugin) === true
      const uAfterT = u.after?.includes(t.plugin) === true
      if (!tBeforeU && !uAfterT) continue
      edges[i]!.push(j)
      indeg[j]!++
      if (tBeforeU) up[i] = Math.min(up[i]!, j)
      if (uAfterT) down[j] = Math.max(down[j]!, i)
    }
  }
  const key = base.map((t, i) => ((t.before?.length ?? 0) > 0 ? up[i]! : down[i]!))
  const out: Tap<F>[] = []
  const done = new Array<boolean>(n).fill(false)
  for (let k = 0; k < n; k++) {
    // The available tap (no pending predecessor) that wants to run earliest; ties by base order.
    let pick = -1
    for (let i = 0; i < n; i++) {
      if (done[i] || indeg[i] !== 0) continue
      if (pick < 0 || key[i]! < key[pick]!) pick = i
    }
    if (pick < 0) throw errors.hookCycle(hook, base.filter((_, i) => !done[i]).map((t) => t.plugin))
    done[pick] = true
    out.push(base[pick]!)
    for (const b of edges[pick]!) indeg[b]!--
  }
  return out
}
