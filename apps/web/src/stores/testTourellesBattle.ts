import { playout, RandomBot } from '@hexes/ai'
import {
  applyEvent, battleFromRoster, isCampaignRejection, nextBattle, playedBattleOutcome, previewBattle, startCampaign,
  type BattleVotes, type Campaign, type CampaignRejection,
} from '@hexes/campaign'
import { actingSide, buildRules, createGame, createInitialState, type BaseAction, type SaveFile, type Scenario } from '@hexes/core'
import { builtinPlugins, builtinScenarios } from '@hexes/registry'
import { findCampaign } from '@hexes/scenarios'
import type { GameSetup } from '../lib/gameFactory'

/**
 * A Tourelles battle of the campaign (catalogue S6) for the tests of the after-battle screen:
 * played by the random bot up to its last turn, saved there as the web app saves a campaign
 * battle, then ended by end-phases only (what pressing E does). Its story: the runner-up's
 * heroic act (SK-VP-7), approved by the two other players, makes him the winner, and the old
 * winner, who took the prisoners, earns more gold than him: a surplus (CAMP-GOLD-9) he gives to
 * the third player (CAMP-GOLD-10).
 */
export interface TourellesBattle {
  seed: number
  /** The campaign at its start (as `useCampaignStore().start` makes it). */
  start: Campaign
  /** The save at the start of the last turn (`meta.setup.campaign` names the battle). */
  save: SaveFile
  /** What ends the battle from the save: end-phases only. */
  tail: BaseAction[]
  votes: BattleVotes
  act: { player: string; proposedBy: string; voters: string[] }
  surplus: { player: string; amount: number; giveTo: string }
  cap: number
  /** Each player's gold once the battle is settled with these votes and this gift. */
  goldAfter: Record<string, number>
}

const must = <T>(x: T | CampaignRejection): T => {
  if (isCampaignRejection(x)) throw new Error(`${x.code} ${x.message}`)
  return x
}

/** The first seed from `from` whose battle tells the story above (the bot and the rules decide which). */
export function tourellesBattle(from = 29): TourellesBattle {
  const start = must(startCampaign(findCampaign('tourelles-1429')))
  const next = must(nextBattle(start))!
  const base = builtinScenarios.find((s) => (s as Scenario).id === next.battle.scenario) as Scenario
  const battle = must(battleFromRoster(base, next.battle, start.players))
  const sc = battle.scenario
  const rules = buildRules(sc, builtinPlugins)
  for (let seed = from; seed < from + 60; seed++) {
    const bot = playout(rules, createInitialState(rules, seed).state, new RandomBot(), { seed })
    if (bot.end !== 'result') continue
    const game = createGame({ scenario: sc, plugins: builtinPlugins, seed })
    for (const a of bot.actions) {
      if (game.state.result || game.state.turn.turn >= game.state.turn.lastTurn) break
      game.act(a)
    }
    if (game.state.result) continue
    const setup: GameSetup = {
      scenarioId: sc.id, plugins: sc.plugins.map((p) => ({ ...p })), players: Object.fromEntries(sc.sides.map((x) => [x.id, 'human' as const])), seed,
      campaign: { id: start.id, battle: next.battleId },
    }
    const save = game.save({ app: 'hexes-web', setup, savedAt: '2026-12-01T00:00:00.000Z' })
    const tail: BaseAction[] = []
    while (!game.state.result && tail.length < 100 && game.state.pending.length === 0) {
      const a = { type: 'end-phase', side: actingSide(game.state)! }
      if (!game.act(a).ok) break
      tail.push(a)
    }
    if (!game.state.result) continue
    const played = playedBattleOutcome({ battleId: next.battleId, battle, plugins: builtinPlugins, seed, actions: [...save.actions, ...tail] })
    if (isCampaignRejection(played)) continue
    const before = must(previewBattle(start, played.outcome))
    const runnerUp = before.ranking[1]?.players
    if (before.ranking[0]!.players.length !== 1 || runnerUp?.length !== 1) continue
    const player = runnerUp[0]!
    const voters = played.outcome.players.map((p) => p.player).filter((p) => p !== player)
    const proposedBy = voters[voters.length - 1]!
    const votes: BattleVotes = { heroicActs: [{ player, proposedBy, description: 'Held the bridge against all comers', votes: voters.map((voter) => ({ voter, approve: true })) }], heroicDefences: [] }
    const after = must(previewBattle(start, played.outcome, votes))
    const s = after.gold.surpluses[0]
    if (after.gold.winners[0] !== player || after.gold.surpluses.length !== 1 || !s || after.gold.cap === null) continue
    const giveTo = voters.find((p) => p !== s.player && !after.gold.winners.includes(p))
    if (!giveTo) continue
    const settled = applyEvent(start, { kind: 'battlePlayed', outcome: played.outcome, votes, surplusChoices: [{ player: s.player, giveTo }] })
    if (isCampaignRejection(settled)) continue
    return {
      seed, start, save, tail, votes, act: { player, proposedBy, voters }, surplus: { player: s.player, amount: s.amount, giveTo }, cap: after.gold.cap,
      goldAfter: Object.fromEntries(settled.players.map((p) => [p.id, p.gold])),
    }
  }
  throw new Error(`no Tourelles battle from seed ${from} tells the story of a heroic act that moves the cap: change the range`)
}
