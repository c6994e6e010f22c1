/**
 * Writes the action files of the 1066 campaign test (test-fixtures/1066-*.actions.json): each
 * battle played to its end by the random bot from the scenario the rosters give, with the seed
 * below as both the game's and the bot's. Run: `pnpm --filter @hexes/campaign exec tsx scripts/make1066Actions.ts`.
 */
import 'reflect-metadata'
import { writeFileSync } from 'node:fs'
import { buildRules, createInitialState, parseScenario } from '@hexes/core'
import { playout, RandomBot } from '@hexes/ai'
import { hexesMed } from '@hexes/plugin-hexes-med'
import { builtinScenarios, findCampaign } from '@hexes/scenarios'
import { applyEvent, battleFromRoster, fallenLeaders, isCampaignRejection, nextBattle, playedBattleOutcome, startCampaign, type Campaign } from '../src/index'

const SEEDS = { 'stamford-bridge': Number(process.argv[2] ?? 8), hastings: Number(process.argv[3] ?? 8) }
const plugins = [hexesMed]
const must = <T,>(v: T | { ok: false; message: string }): T => {
  if (typeof v === 'object' && v !== null && isCampaignRejection(v)) throw new Error(v.message)
  return v as T
}
let campaign: Campaign = must(startCampaign(findCampaign('1066')))
for (;;) {
  const next = must(nextBattle(campaign))
  if (next === null) break
  const seed = SEEDS[next.battle.id as keyof typeof SEEDS]
  const scenario = parseScenario(builtinScenarios.find((s) => (s as { id: string }).id === next.battle.scenario))
  const battle = must(battleFromRoster(scenario, next.battle, campaign.players, fallenLeaders(campaign)))
  const rules = buildRules(battle.scenario, plugins)
  const r = playout(rules, createInitialState(rules, seed).state, new RandomBot(), { seed })
  if (r.end !== 'result') console.error('end', r.end)
  const played = must(playedBattleOutcome({ battleId: next.battleId, battle, plugins, seed, actions: r.actions, ...(next.battle.vp ? { vp: next.battle.vp } : {}) }))
  console.log(next.battle.id, seed, r.actions.length, JSON.stringify(played.outcome.players.map((p) => ({ p: p.player, vp: p.vp, units: p.units.filter((u) => u.lost || u.stepsLost).map((u) => `${u.unit}${u.lost ? ' lost' : ` -${u.stepsLost}`}`), leadersLost: p.leadersLost }))), played.game.state.result?.condition)
  writeFileSync(new URL(`../test-fixtures/1066-${next.battle.id}.actions.json`, import.meta.url), `${JSON.stringify({ comment: `1066 campaign, ${next.battle.id}: the random bot, seed ${seed}`, actions: r.actions })}\n`)
  campaign = must(applyEvent(campaign, { kind: 'battlePlayed', outcome: played.outcome }))
}
