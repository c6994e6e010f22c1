/** The module's words in the page's language (`ctx.t`), a unit's name (`ctx.unitName`) and a terrain's (`ctx.engineName`), as its pure helpers take them. */
export interface FlyWords {
  t(key: string, params?: Record<string, unknown>): string
  unit(id: string): string
  terrain(id: string): string
}
