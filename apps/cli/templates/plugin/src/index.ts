/** hexes-plugin-__NAME__: the __TITLE__ rule plugin for Hexes. Its UI module is the subpath `hexes-plugin-__NAME__/ui`. */
import { __name__Plugin } from './__name__Plugin.ts'

export { __name__Plugin }
export default __name__Plugin
export { __Name__Rules } from './__Name__Rules.ts'
export { __name__ConfigSchema } from './__name__Config.ts'
export type { __Name__Config } from './__name__Config.ts'
export { __name__State } from './__name__State.ts'
export type { __Name__State } from './__name__State.ts'
export { volleyAction, volleySchema } from './volleyAction.ts'
export type { VolleyAction } from './volleyAction.ts'
export { __name__Messages } from './i18n/__name__Messages.ts'
export { PLUGIN, VOLLEY } from './ids.ts'
