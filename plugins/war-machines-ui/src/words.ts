/** The module's words in the page's language (`ctx.t`) a unit's name (`ctx.unitName`) and a structure's (`ctx.engineName`), as its pure helpers take them. */
export interface WmWords {
  t(key: string, params?: Record<string, unknown>): string
  unit(id: string): string
  /** A structure's name in the page's language (the scenario's `structure/<id>` message, else its English name). */
  structure(s: { readonly id: string; readonly name?: string | undefined }): string
}
