import { describe, expect, it } from 'vitest'
import { buildRules, createGame, createInitialState } from '@hexes/core'
import { playout, RandomBot } from '@hexes/ai'
import { hexesMed } from '@hexes/plugin-hexes-med'
import { successiveWaves } from '@hexes/plugin-successive-waves'
import type { BattleDefinition } from './CampaignDefinition'
import { battleFromRoster } from './battleFromRoster'
import { createCampaign } from './createCampaign'
import { playedBattleOutcome } from './playedBattleOutcome'
import { ok } from './testCampaign'
import { actions1066, scenario, start1066 } from './testBattles1066'

const start = start1066()
const def = start.definition!.battles[0] as BattleDefinition
const battle = ok(battleFromRoster(scenario('stamford-bridge-1066'), def, start.players))
const actions = actions1066('stamford-bridge')
const played = ok(playedBattleOutcome({ battleId: 'sb', battle, plugins: [hexesMed], seed: 8, actions, vp: def.vp! }))
const harold = played.outcome.players.find((p) => p.player === 'harold')!
const invaders = played.outcome.players.find((p) => p.player === 'invaders')!
const counters = (side: string) => played.game.state.counters.find((c) => c.side === side)!
const part = (side: string, ruleId: string) => played.vp.find((v) => v.side === side)!.parts.find((p) => p.ruleId === ruleId)?.vp ?? 0

describe('campaign/playedBattleOutcome (HEXES Med, I-09)', () => {
  it('I-09 HP killed is the enemy\'s lost steps × 3, and SK-VP-1 gives 1 VP each', () => {
    expect(counters('norwegians').stepsLost).toBeGreaterThan(0)
    expect(harold.hpKilled).toBe(counters('norwegians').stepsLost * 3)
    expect(invaders.hpKilled).toBe(counters('english').stepsLost * 3)
    expect(part('english', 'SK-VP-1')).toBe(harold.hpKilled)
  })

  it('I-09 no banners, spellcasters or captures in HEXES Med; the flagged leader is the general', () => {
    for (const p of [harold, invaders]) expect([p.bannersTaken, p.spellcastersCaptured, p.generalsCaptured]).toEqual([0, [], []])
    expect(harold.fieldedGeneral).toBe(true)
    expect(harold.units.find((u) => u.unit === 's-ei-1')!.general).toBe(true)
    expect(harold.units.filter((u) => u.general).length).toBe(1)
  })

  it('the VP total is SK-VP-1..6 with the battle\'s scenario-winner bonus; the scenario\'s winner ranks first', () => {
    const winner = played.game.state.result!.winner
    expect(winner).toBe('norwegians')
    expect(part('norwegians', 'camp/scenario-winner')).toBe(100)
    expect(part('english', 'camp/scenario-winner')).toBe(0)
    for (const v of played.vp) expect(v.vp).toBe(v.parts.reduce((n, p) => n + p.vp, 0))
    expect([part('english', 'SK-VP-6'), part('norwegians', 'SK-VP-6')].sort()).toEqual([0, 50])
    const bare = ok(playedBattleOutcome({ battleId: 'sb', battle, plugins: [hexesMed], seed: 8, actions }))
    expect(bare.vp.find((v) => v.side === 'norwegians')!.vp).toBe(played.vp.find((v) => v.side === 'norwegians')!.vp - 100)
  })

  it('GAP-CAMP-12 turns present: a survivor counts every turn played, a destroyed unit the turns it ended on the table', () => {
    // Replay independently: the turn in which s-ei-2 was destroyed.
    const game = createGame({ scenario: battle.scenario, plugins: [hexesMed], seed: 8 })
    let destroyedIn = 0
    for (const a of actions) {
      game.act(a)
      if (!destroyedIn && game.state.units.find((u) => u.id === 's-ei-2')!.status === 'eliminated') destroyedIn = game.state.turn.turn
    }
    expect(destroyedIn).toBeGreaterThan(1)
    const unit = (id: string) => harold.units.find((u) => u.unit === id)!
    expect(unit('s-ei-2')).toMatchObject({ lost: true, survived: false, turnsPresent: destroyedIn - 1 })
    expect(played.outcome.turns).toBe(game.state.turn.turn)
    for (const u of harold.units.filter((x) => x.survived)) expect(u.turnsPresent, u.unit).toBe(played.outcome.turns)
  })

  it('a surviving unit that lost a step carries it (stepsLost), a fresh army lists no roster units', () => {
    const reduced = played.game.state.units.filter((u) => u.side === 'english' && u.status === 'active' && (u.stats['hexes-med'] as { reduced: boolean }).reduced).map((u) => u.id)
    expect(reduced.length).toBeGreaterThan(0)
    expect(harold.units.filter((u) => u.stepsLost === 1).map((u) => u.unit).sort()).toEqual(reduced.sort())
    expect(invaders.units).toEqual([])
  })

  it('a rejected action or an unfinished battle is refused, naming it', () => {
    const bad = [...actions.slice(0, 3), { type: 'move', side: 'english', unit: 's-ei-1', to: '15,9' }]
    expect(playedBattleOutcome({ battleId: 'sb', battle, plugins: [hexesMed], seed: 8, actions: bad })).toMatchObject({ ok: false, code: 'camp/bad-actions', path: 'actions[3]' })
    expect(playedBattleOutcome({ battleId: 'sb', battle, plugins: [hexesMed], seed: 8, actions: actions.slice(0, 10) })).toMatchObject({ ok: false, code: 'camp/battle-not-finished' })
  })
})

describe('campaign/playedBattleOutcome with Successive Waves (GAP-CAMP-12)', () => {
  it('GAP-CAMP-12 Successive Waves jumps of the time track do not count as turns present', () => {
    const sc = scenario('isandlwana-1879')
    const plugins = [hexesMed, successiveWaves]
    const roster = (side: string) => sc.units.filter((u) => u.side === side).map((u) => ({ id: u.id, type: u.type, cost: 10 }))
    const c = ok(createCampaign({ id: 'i', name: 'I', players: [{ id: 'z', name: 'Z', gold: 0, units: roster('zulu') }, { id: 'c', name: 'C', gold: 0, units: roster('colonial') }] }))
    const def: BattleDefinition = { id: 'i', scenario: sc.id, players: [{ player: 'z', side: 'zulu', roster: 'carried' }, { player: 'c', side: 'colonial', roster: 'carried' }] }
    const b = ok(battleFromRoster(sc, def, c.players))
    const rules = buildRules(b.scenario, plugins)
    const r = playout(rules, createInitialState(rules, 1).state, new RandomBot(), { seed: 1 })
    const p = ok(playedBattleOutcome({ battleId: 'i', battle: b, plugins, seed: 1, actions: r.actions }))
    const end = p.game.state.turn
    expect(end.timeTrack).toBeGreaterThan(end.turn) // the time track jumped
    expect(p.outcome.turns).toBe(end.turn)
    const colonial = p.outcome.players.find((x) => x.player === 'c')!
    const survivors = colonial.units.filter((u) => u.survived)
    expect(survivors.length).toBeGreaterThan(0)
    for (const u of survivors) expect(u.turnsPresent, u.unit).toBe(end.turn)
    for (const u of p.outcome.players.flatMap((x) => x.units)) expect(u.turnsPresent).toBeLessThanOrEqual(end.turn)
  })
})
