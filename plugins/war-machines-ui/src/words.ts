/** The module's words in the page's language (`ctx.t`) and a unit's name (`ctx.unitName`), as its pure helpers take them. */
export interface WmWords {
  t(key: string, params?: Record<string, unknown>): string
  unit(id: string): string
}
