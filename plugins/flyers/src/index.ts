/**
 * @hexes/plugin-flyers: the flyers rules of Hexes (catalogue §1.3 SK-FLY, GAP-SK-26, I-04), as a
 * rule plugin over `@hexes/plugin-skirmish`. Explicit named exports, grouped by module.
 */

// plugin
export { flyers } from './flyersPlugin'
export { FlyersRules } from './FlyersRules'

// texts
export { flyersMessages } from './i18n/flyersMessages'

// config
export { flyersConfigSchema, flyersMixSchema } from './config/flyersConfig'
export type { FlyersConfig, FlyersMixConfig } from './config/flyersConfig'

// state
export { FLYERS, initialFlyersState, flyersState } from './state/FlyersState'
export type { FlyersState } from './state/FlyersState'
export { flyersInvariants } from './state/flyersInvariants'

// who flies (SK-FLY-1, SK-FLY-2, GAP-SK-26)
export { isFlyer, isFlying, isGrounded, isGroundHex, groundMoveOf } from './rules/flyerOf'
export { flyingProfile, groundedProfile } from './movement/flyerProfile'
export { flyerSituation } from './combat/flyerSituation'
export { flyerWithheld } from './combat/flyerWithheld'

// the fly-on (SK-FLY-4)
export { FLY_ON, flyOnSchema, flyOnAction } from './flyOn/flyOnAction'
export type { FlyOnAction } from './flyOn/flyOnAction'
