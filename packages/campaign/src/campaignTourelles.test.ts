import 'reflect-metadata'
import { BATTLE_RECORD, buildRules, createInitialState, parseScenario, type BattleRecordService, type Scenario } from '@hexes/core'
import { playout, RandomBot } from '@hexes/ai'
import { builtinPlugins } from '@hexes/registry'
import { builtinScenarios, findCampaign } from '@hexes/scenarios'
import { describe, expect, it } from 'vitest'
import { battleFromRoster } from './battleFromRoster'
import { fallenLeaders } from './fallenLeaders'
import { nextBattle } from './nextBattle'
import { playedBattleOutcome } from './playedBattleOutcome'
import { playNextBattle } from './playNextBattle'
import { previewBattle } from './previewBattle'
import { replayCampaign } from './replayCampaign'
import { checkCampaignDefinition, startCampaign } from './startCampaign'
import { ok } from './testCampaign'

const scenario = (id: string): Scenario => parseScenario(builtinScenarios.find((s) => (s as { id: string }).id === id))

/** The Tourelles' battle played to its end by the random bot (three armies, skirmish rules with victory points). */
function playTourelles(seed: number) {
  const start = ok(startCampaign(findCampaign('tourelles-1429')))
  const next = ok(nextBattle(start))!
  const battle = ok(battleFromRoster(scenario(next.battle.scenario), next.battle, start.players, fallenLeaders(start)))
  const rules = buildRules(battle.scenario, builtinPlugins)
  const r = playout(rules, createInitialState(rules, seed).state, new RandomBot(), { seed })
  return { start, next, battle, actions: r.actions, end: r.end }
}

describe('campaign/the Tourelles (catalogue S6)', () => {
  it('ships a valid definition: three captains, one battle of the Tourelles, EN and FR texts', () => {
    const def = ok(checkCampaignDefinition(findCampaign('tourelles-1429')))
    expect(def.players.map((p) => p.id)).toEqual(['dunois', 'glasdale', 'rais'])
    expect(def.battles.map((b) => b.scenario)).toEqual(['tourelles-1429'])
    expect(def.translations!.fr!.carries).toMatch(/plafond d'or/)
    // Every roster unit is a unit of its side in the scenario.
    const s = scenario('tourelles-1429')
    for (const b of def.battles[0]!.players) {
      expect(def.players.find((p) => p.id === b.player)!.units.map((u) => u.id)).toEqual(s.units.filter((u) => u.side === b.side).map((u) => u.id))
    }
  })

  it('S6, CAMP-GOLD-3, CAMP-GOLD-4, CAMP-GOLD-9: a battle for three players settles from its attributed record: HP killed, captures with their owner, a sorcerer\'s spells and items priced, the unscathed bonus, the cap', () => {
    const { start, next, battle, actions, end } = playTourelles(3)
    expect(end).toBe('result')
    const played = ok(playedBattleOutcome({ battleId: next.battleId, battle, plugins: builtinPlugins, seed: 3, actions }))
    const record = (played.game.rules.container.resolve(BATTLE_RECORD) as BattleRecordService).record({ state: played.game.state, rules: played.game.rules })
    expect(record.attributed).toBe(true)
    for (const p of played.outcome.players) {
      const sr = record.sides.find((s) => s.side === p.side)!
      expect(p.hpKilled, p.player).toBe(sr.hpKilled)
      expect(p.generalsCaptured.map((g) => g.unit), p.player).toEqual(sr.generalsCaptured)
      expect(p.spellcastersCaptured.map((c) => [c.unit, c.spells, c.items]), p.player).toEqual(sr.spellcastersCaptured.map((c) => [c.piece, c.spells, c.items]))
      for (const g of [...p.generalsCaptured, ...p.spellcastersCaptured]) expect(g.owner, g.unit).not.toBe(p.player)
      expect(p.unscathed, p.player).toBe(sr.unscathed.all)
      for (const u of p.units) expect(u.turnsPresent, u.unit).toBe(sr.units.find((x) => x.unit === u.unit)!.turnsOnTable)
    }
    // Seed 3: the garrison takes Dunois and Gilles de Rais, who is a sorcerer of 3 spells and 1 item.
    const glasdale = played.outcome.players.find((p) => p.player === 'glasdale')!
    expect(glasdale.generalsCaptured.map((g) => `${g.unit}:${g.owner}`).sort()).toEqual(['f-dunois:dunois', 'r-gilles:rais'])
    expect(glasdale.spellcastersCaptured).toEqual([{ unit: 'r-gilles', owner: 'rais', spells: 3, items: 1 }])
    const preview = ok(previewBattle(start, played.outcome))
    const awards = (ruleId: string) => preview.gold.awards.filter((a) => a.ruleId === ruleId && a.player === 'glasdale').map((a) => a.amount)
    expect(awards('CAMP-GOLD-3')).toEqual([50, 50])
    expect(awards('CAMP-GOLD-4')).toEqual([10 + 3 * 2 + 5])
    // The cap: nobody but a winner keeps more than the lowest winner earned.
    const cap = preview.gold.cap!
    for (const [player, earned] of Object.entries(preview.gold.earned)) if (!preview.gold.winners.includes(player)) expect(Math.min(earned, cap)).toBeLessThanOrEqual(cap)
    const surplusChoices = preview.gold.surpluses.map((s) => ({ player: s.player, giveTo: null }))
    const after = ok(playNextBattle(start, { scenario, plugins: builtinPlugins, seed: 3, actions, surplusChoices }))
    const ledger = ok(replayCampaign(after.campaign))
    const gold = Object.fromEntries(ledger.players.map((p) => [p.id, p.gold]))
    const top = Math.min(...preview.gold.winners.map((w) => gold[w]!))
    for (const p of ledger.players) if (!preview.gold.winners.includes(p.id)) expect(gold[p.id]!, p.id).toBeLessThanOrEqual(top)
    expect(Object.values(gold).reduce((a, b) => a + b, 0)).toBeGreaterThan(0)
  }, 120_000)
})
