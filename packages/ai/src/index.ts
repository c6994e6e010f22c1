/**
 * @hexes/ai: bots for Hexes. For now a seeded random bot, fast playouts over core's functional
 * action pipeline, and the checks the simulator runs after every action.
 * Explicit named exports, grouped by module.
 */

// bots
export type { Bot } from './Bot'
export { RandomBot } from './RandomBot'
export type { RandomBotOptions } from './RandomBot'
export { botNames, createBot } from './createBot'
export { pickOne, random01, shuffleInPlace } from './botRandom'

// playouts
export { playout } from './playout'
export type { PlayoutEnd, PlayoutOptions, PlayoutResult, PlayoutStep } from './playout'

// checks (core's checkInvariants plus what play adds)
export { checkPlayInvariants } from './checkPlayInvariants'
