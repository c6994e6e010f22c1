/**
 * Marks a plugin UI module draws on the map and on the counters: plain data the app draws in
 * its own style. A module names no colour: it gives a {@link MarkTone} and the app picks the
 * colour (its palette, its contrast); it computes no pixel: marks are placed by hex.
 */

/** What a mark means, for the app's palette: `info` (a range, a reach), `good`, `caution` (engaged), `danger` (locked, a threat), `muted`. */
export type MarkTone = 'info' | 'good' | 'caution' | 'danger' | 'muted'

/** A pointer on the edge of a unit's counter, toward the hex direction `dir` (0 north, clockwise, core `DIRECTIONS`): a facing. */
export interface CounterArrow {
  kind: 'arrow'
  /** 0..5, core `DIRECTIONS` order. */
  dir: number
  tone?: MarkTone
  /** Read by the counter's accessible name and tooltip (`facing north`). */
  title?: string
}

/** A short text in a pill above a unit's counter (`L` for locked, `7/10`); badges of one counter sit side by side. */
export interface CounterBadge {
  kind: 'badge'
  /** At most a few characters: the counter is small. */
  text: string
  tone?: MarkTone
  title?: string
}

/** A mark on a unit's counter ({@link PluginUiInstance.counterMarks}). */
export type CounterMark = CounterArrow | CounterBadge

/** Hexes shaded together, with an outline around the whole zone (a weapon's range band, a charge reach). */
export interface ZoneMark {
  kind: 'zone'
  /** Unique among the module's marks; the drawn element carries it as `data-mark`. */
  id: string
  hexes: readonly string[]
  tone: MarkTone
  /** Shown in the map's tooltip of the zone and its accessible name. */
  label?: string
}

/** A line between two hexes' centres, with an optional short label at its middle (two units locked in melee). */
export interface LinkMark {
  kind: 'link'
  id: string
  from: string
  to: string
  tone: MarkTone
  /** A dashed line (a contact not yet binding); solid by default. */
  dashed?: boolean
  /** A few characters drawn at the middle (`L`), and the tooltip. */
  label?: string
  title?: string
}

/** One hex ringed, with an optional short label (where a charge ends, a contact hex). */
export interface HexMark {
  kind: 'hex'
  id: string
  hex: string
  tone: MarkTone
  label?: string
  title?: string
}

/** A mark on the map ({@link PluginUiInstance.mapMarks}). */
export type MapMark = ZoneMark | LinkMark | HexMark
