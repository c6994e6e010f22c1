/** The module's words in the page's language (`ctx.t`), and a unit's name (`ctx.unitName`): what the pure helpers word their answers with. */
export interface Words {
  t(key: string, params?: Record<string, unknown>): string
  unit(id: string): string
}

/** Facing names' message keys, in core `DIRECTIONS` order (0 north, clockwise). */
export const FACING_KEYS = ['n', 'ne', 'se', 's', 'sw', 'nw'] as const
