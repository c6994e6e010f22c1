/**
 * The app's icons, drawn here as SVG paths on a 16 × 16 grid (filled with the text colour), so
 * that they show whatever fonts the reader's system has: symbol characters such as ⧗ or ⏮ are
 * missing from many fonts and render as empty boxes. Drawn by `Icon.vue`; the map's counters use
 * the same paths directly.
 */
export const ICON_PATHS = {
  /** The time track's marker (was ⧗). */
  hourglass: 'M3 1h10v2h-1c0 2.5-1.5 4-3 5 1.5 1 3 2.5 3 5h1v2H3v-2h1c0-2.5 1.5-4 3-5-1.5-1-3-2.5-3-5H3z',
  /** Replay: to the first step (was ⏮). */
  first: 'M2 3h2v10H2zM14 3v10L5 8z',
  /** Replay: one step back (was ◀). */
  prev: 'M12 3v10L4 8z',
  /** Replay: play (was ▶). */
  play: 'M4 3v10l8-5z',
  /** Replay: pause (was ⏸). */
  pause: 'M4 3h3v10H4zM9 3h3v10H9z',
  /** Replay: one step forward (was ▶▏). */
  next: 'M3 3v10l7-5zM11 3h2v10h-2z',
  /** Replay: to the last step (was ⏭). */
  last: 'M2 3v10l9-5zM12 3h2v10h-2z',
  /** Close or dismiss (was ×). */
  close: 'M3.5 2 8 6.5 12.5 2 14 3.5 9.5 8 14 12.5 12.5 14 8 9.5 3.5 14 2 12.5 6.5 8 2 3.5z',
  /** A leader on a counter (was ★). */
  star: 'M8 0.5 9.76 5.57 15.13 5.68 10.85 8.93 12.41 14.07 8 11 3.59 14.07 5.15 8.93 0.87 5.68 6.24 5.57z',
  /** A ranged unit's fire, between its strength and range on a counter (was ↗). */
  ranged: 'M5 2h9v9l-3.3-3.3-6.2 6.2-2.4-2.4 6.2-6.2z',
  'arrow-left': 'M2 8 8 2v4h6v4H8v6z',
  'arrow-up': 'M8 2 14 8h-4v6H6V8H2z',
  'arrow-right': 'M14 8 8 14v-4H2V6h6V2z',
  'arrow-down': 'M8 14 2 8h4V2h4v6h4z',
} as const

/** The name of one of the app's icons. */
export type IconName = keyof typeof ICON_PATHS
