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

// the AI: a search bot with difficulty levels, synchronous (Bot) and sliced asynchronous APIs
export { SearchBot, createAiBot, aiBotFactories } from './bots/SearchBot'
export type { AiBotOptions, DecideOptions, Decision, SearchBotOptions } from './bots/SearchBot'
export { decide } from './bots/decide'
export type { DecideAiOptions } from './bots/decide'
export { AI_EFFORT, AI_LEVELS, DEFAULT_AI_LEVEL, isAiLevel } from './bots/aiLevels'
export type { AiLevel } from './bots/aiLevels'
export type { AbortSignalLike } from './bots/host'

// search and evaluation (for tools, tests and experiments)
export { runThink, think } from './search/think'
export type { ThinkOptions, ThinkResult } from './search/think'
export type { SearchEffort, SearchStats } from './search/SearchContext'
export { aiContext } from './evaluation/AiContext'
export type { AiContext, Objective, UnitInfo } from './evaluation/AiContext'
export { DEFAULT_WEIGHTS, evaluatePosition, explainPosition, objectiveBalance } from './evaluation/evaluatePosition'
export type { EvalOptions, EvalTerms, EvalWeights } from './evaluation/evaluatePosition'

// benchmarks and match tables (pure: hosts pass the clock)
export { formatEngineBench } from './bench/formatEngineBench'
export { formatAiBench, runAiBench } from './bench/runAiBench'
export type { AiBenchOptions, AiBenchReport, AiBenchSide } from './bench/runAiBench'
export { benchFigure } from './bench/benchFigure'
export type { BenchFigure } from './bench/benchFigure'
export { runEngineBench } from './bench/runEngineBench'
export type { BenchScenario, EngineBenchOptions, EngineBenchReport, EngineBenchRow, ReferenceFigures } from './bench/runEngineBench'
export { benchOdds, sameOdds } from './bench/oddsBench'
export type { OddsBench, OddsLookup, LookupOutcome } from './bench/oddsBench'
export { playMatchGame } from './bench/playMatchGame'
export type { MatchGameOptions, MatchGameResult } from './bench/playMatchGame'
export { formatMatchTable, matchRow, pooledRows } from './bench/matchTables'
export type { MatchRow } from './bench/matchTables'
