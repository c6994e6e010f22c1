import { seedRng, type BaseAction, type GameRules, type GameState } from '@hexes/core'
import { createBot, type Bot } from '@hexes/ai'
import { LiveGames } from '../games/LiveGames'
import type { BotRequest } from './botMessages'

/** A bot that can decide asynchronously (the search AI). */
interface SlicedBot extends Bot {
  decide?(rules: GameRules, state: GameState, options: { seed: number }): Promise<{ action: BaseAction | null }>
}

const rulesByGame = new Map<string, GameRules>()

/**
 * What the bot worker does for one request (without the worker, so it can be tested): builds the
 * game's rules once per game and asks the named bot of `@hexes/ai` for the next action. The bot
 * gets a placeholder dice generator, never the game's: what it reads of the dice is noise.
 */
export async function decideMove(req: BotRequest): Promise<BaseAction | null> {
  let rules = rulesByGame.get(req.gameId)
  if (!rules) {
    rules = LiveGames.rulesOf(req.gameId, req.scenarioId, req.scenarioHash, req.plugins)
    if (rulesByGame.size > 200) rulesByGame.clear()
    rulesByGame.set(req.gameId, rules)
  }
  const bot = createBot(req.bot) as SlicedBot | undefined
  if (!bot) throw new Error(`unknown bot "${req.bot}"`)
  const state = { ...req.state, rng: seedRng(req.seed) } as GameState
  if (bot.decide) return (await bot.decide(rules, state, { seed: req.seed })).action
  return bot.chooseAction(rules, state, seedRng(req.seed))
}
