import 'reflect-metadata'
import { BATTLE_RECORD, buildRules, createInitialState, HexGrid, parseScenario, type BattleRecordService, type Scenario } from '@hexes/core'
import { playout, RandomBot } from '@hexes/ai'
import { builtinPlugins } from '@hexes/registry'
import { builtinScenarios, findCampaign } from '@hexes/scenarios'
import { describe, expect, it } from 'vitest'
import { battleFromRoster } from './battleFromRoster'
import { fallenLeaders } from './fallenLeaders'
import { buyUnit } from './ledgerCommands'
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
  it('ships a valid definition: three captains, the Tourelles then Jargeau, EN and FR texts', () => {
    const def = ok(checkCampaignDefinition(findCampaign('tourelles-1429')))
    expect(def.players.map((p) => p.id)).toEqual(['dunois', 'glasdale', 'rais'])
    expect(def.battles.map((b) => b.scenario)).toEqual(['tourelles-1429', 'jargeau-1429'])
    expect(def.translations!.fr!.carries).toMatch(/plafond d'or/)
    expect(def.summary).toMatch(/Jargeau/)
    expect(def.translations!.fr!.history).toMatch(/Jargeau/)
    // Every roster unit is a unit of its side in each scenario, of its own type; at Jargeau the battle's reinforcements as well.
    for (const battle of def.battles) {
      const s = scenario(battle.scenario)
      for (const b of battle.players) {
        const roster = def.players.find((p) => p.id === b.player)!.units
        for (const r of roster) expect(s.units.find((u) => u.id === r.id), `${battle.id} ${r.id}`).toMatchObject({ side: b.side, type: r.type })
        expect([...roster.map((u) => u.id), ...(b.reinforcements ?? [])].sort(), battle.id).toEqual(s.units.filter((u) => u.side === b.side).map((u) => u.id).sort())
      }
    }
  })

  it('S6: at Jargeau each captain musters on four free hexes of his army\'s edge, passable and not objectives', () => {
    const def = ok(checkCampaignDefinition(findCampaign('tourelles-1429')))
    const s = scenario('jargeau-1429')
    const grid = new HexGrid(s.map.width, s.map.height)
    const objectives = (s.plugins.find((p) => p.id === 'victory-points')!.config as { objectives: string[] }).objectives
    const terrainOf = (hex: string) => s.map.terrain.find((t) => t.hexes.includes(hex))?.terrain ?? s.map.defaultTerrain
    for (const b of def.battles.find((x) => x.id === 'jargeau')!.players) {
      const edges = s.sides.find((x) => x.id === b.side)!.edges!
      expect(b.muster, b.player).toHaveLength(4)
      for (const h of b.muster!) {
        expect(grid.isOnEdge(grid.indexOfRef(h), edges), `${b.player} ${h}`).toBe(true)
        expect(['clear', 'rough'], `${b.player} ${h}`).toContain(terrainOf(h))
        expect(s.units.some((u) => u.hex === h), `${b.player} ${h}`).toBe(false)
        expect(objectives, `${b.player} ${h}`).not.toContain(h)
      }
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

  it('S6: Jargeau follows the Tourelles: the carried rosters play their own units, the de la Pole brothers join the garrison, a company bought between the battles musters on its army\'s edge, and the battle plays to its end', () => {
    const { start, actions } = playTourelles(3)
    const after = ok(playNextBattle(start, { scenario, plugins: builtinPlugins, seed: 3, actions, surplusChoices: [] }))
    const buyer = ok(replayCampaign(after.campaign)).players.find((p) => p.gold >= 15)!
    const bought = ok(buyUnit(after.campaign, buyer.id, { id: `${buyer.id}-bought`, type: 'militia', cost: 15 }))
    const next = ok(nextBattle(bought))!
    expect(next.battle.scenario).toBe('jargeau-1429')
    const battle = ok(battleFromRoster(scenario('jargeau-1429'), next.battle, bought.players, fallenLeaders(bought)))
    const ids = battle.scenario.units.map((u) => u.id)
    expect(ids).toContain('e-pole-brothers')
    for (const p of bought.players) for (const r of p.units) expect(ids, r.id).toContain(r.id)
    const first = next.battle.players.find((p) => p.player === buyer.id)!.muster![0]
    expect(battle.scenario.units.find((u) => u.id === `${buyer.id}-bought`)).toMatchObject({ hex: first, type: 'militia' })
    expect(battle.absent).toEqual([])
    const rules = buildRules(battle.scenario, builtinPlugins)
    const r = playout(rules, createInitialState(rules, 5).state, new RandomBot(), { seed: 5 })
    expect(r.end).toBe('result')
    const played = ok(playedBattleOutcome({ battleId: next.battleId, battle, plugins: builtinPlugins, seed: 5, actions: r.actions }))
    expect(played.outcome.players.map((p) => p.side)).toEqual(['french', 'english', 'rais'])
  }, 120_000)
})
