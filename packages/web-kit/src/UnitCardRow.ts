/** A line a module adds to the unit card ({@link PluginUiInstance.unitCardRows}): worded by the module, in the page's language. */
export interface UnitCardRow {
  /** Stable (tests read it as `data-card-row`). */
  id: string
  label: string
  value: string
  title?: string
}
