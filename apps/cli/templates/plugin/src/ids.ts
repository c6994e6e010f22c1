/** The plugin's id: what a scenario writes in `"plugins": [{ "id": "__NAME__" }]`. */
export const PLUGIN = '__NAME__'

/** The type of the volley action (`{ type: '__NAME__/volley', side, unit, target }`, __RULE__-4). */
export const VOLLEY = '__NAME__/volley'
