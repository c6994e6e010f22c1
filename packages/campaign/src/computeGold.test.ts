import { describe, expect, it } from 'vitest'
import type { PlayerOutcome } from './BattleOutcome'
import { computeGold } from './computeGold'
import { rankPlayers } from './rankPlayers'
import { battleOutcome, config, playerOutcome } from './testFixtures'
import type { CampaignConfig } from './CampaignConfig'

const gold = (players: PlayerOutcome[], opts: { victories?: Record<string, number>; defence?: Record<string, number>; config?: CampaignConfig } = {}) =>
  computeGold(battleOutcome('b1', players), rankPlayers(players.map((p) => [p.player, p.vp])), opts.victories ?? {}, opts.defence ?? {}, opts.config ?? config({ gold: { cap: false } }))
const byRule = (r: ReturnType<typeof gold>, ruleId: string) => r.awards.filter((a) => a.ruleId === ruleId).map((a) => [a.player, a.amount])

describe('campaign/computeGold', () => {
  it('CAMP-GOLD-1 / GAP-CAMP-02 the winner gets 150, the second 50, the third nothing', () => {
    const r = gold([playerOutcome('a', { vp: 90 }), playerOutcome('b', { vp: 60 }), playerOutcome('c', { vp: 10 })])
    expect(byRule(r, 'CAMP-GOLD-1')).toEqual([['a', 150], ['b', 50]])
  })

  it('CAMP-GOLD-1 / GAP-CAMP-02 the amounts are configuration (camp.gold.winner, camp.gold.second)', () => {
    const r = gold([playerOutcome('a', { vp: 90 }), playerOutcome('b', { vp: 60 })], { config: config({ gold: { winner: 120, second: 40, cap: false } }) })
    expect(byRule(r, 'CAMP-GOLD-1')).toEqual([['a', 120], ['b', 40]])
  })

  it('GAP-CAMP-03 tied winners split 150 + 50 and there is no second award; a tie for second splits 50', () => {
    const tiedFirst = gold([playerOutcome('a', { vp: 90 }), playerOutcome('b', { vp: 90 }), playerOutcome('c', { vp: 10 })])
    expect(byRule(tiedFirst, 'CAMP-GOLD-1')).toEqual([['a', 100], ['b', 100]])
    const tiedSecond = gold([playerOutcome('a', { vp: 90 }), playerOutcome('b', { vp: 40 }), playerOutcome('c', { vp: 40 })])
    expect(byRule(tiedSecond, 'CAMP-GOLD-1')).toEqual([['a', 150], ['b', 25], ['c', 25]])
  })

  it('CAMP-GOLD-2 / GAP-CAMP-04 the most enemy HP killed gets 50, the second 10; ties share', () => {
    const r = gold([playerOutcome('a', { hpKilled: 12 }), playerOutcome('b', { hpKilled: 30 }), playerOutcome('c', { hpKilled: 20 })])
    expect(byRule(r, 'CAMP-GOLD-2')).toEqual([['b', 50], ['c', 10]])
    const tied = gold([playerOutcome('a', { hpKilled: 30 }), playerOutcome('b', { hpKilled: 30 }), playerOutcome('c', { hpKilled: 0 })])
    expect(byRule(tied, 'CAMP-GOLD-2')).toEqual([['a', 30], ['b', 30]])
  })

  it('CAMP-GOLD-3 / GAP-CAMP-05 a captured general with 3 victories of his player in the campaign gives 65', () => {
    const r = gold([playerOutcome('a', { generalsCaptured: [{ unit: 'g', owner: 'b' }] }), playerOutcome('b')], { victories: { b: 3, a: 7 } })
    expect(byRule(r, 'CAMP-GOLD-3')).toEqual([['a', 65]])
  })

  it('CAMP-GOLD-4 / GAP-CAMP-06 a sorcerer with 3 spells and 2 items taken prisoner gives 26', () => {
    const r = gold([playerOutcome('a', { spellcastersCaptured: [{ unit: 's', owner: 'b', spells: 3, items: 2 }] }), playerOutcome('b')])
    expect(byRule(r, 'CAMP-GOLD-4')).toEqual([['a', 26]])
  })

  it('CAMP-GOLD-5 20 gp per great banner stolen', () => {
    expect(byRule(gold([playerOutcome('a', { bannersTaken: 2 }), playerOutcome('b')]), 'CAMP-GOLD-5')).toEqual([['a', 40]])
  })

  it('CAMP-GOLD-6 / GAP-CAMP-07 15 gp for general, banner and sorcerer unscathed, only with a general fielded', () => {
    const r = gold([playerOutcome('a', { unscathed: true, fieldedGeneral: true }), playerOutcome('b', { unscathed: true }), playerOutcome('c', { fieldedGeneral: true })])
    expect(byRule(r, 'CAMP-GOLD-6')).toEqual([['a', 15]])
  })

  it('CAMP-GOLD-7 / GAP-CAMP-08 last place with 12 gp gets 15 (27); with 25 gp gets nothing', () => {
    const twelve = gold([playerOutcome('a', { vp: 90 }), playerOutcome('m', { vp: 50 }), playerOutcome('b', { vp: 10, spellcastersCaptured: [{ unit: 's', owner: 'a', spells: 1, items: 0 }] })])
    expect(twelve.earned.b).toBe(27)
    expect(byRule(twelve, 'CAMP-GOLD-7')).toEqual([['b', 15]])
    const twentyFive = gold([playerOutcome('a', { vp: 90 }), playerOutcome('m', { vp: 50 }), playerOutcome('b', { vp: 10, spellcastersCaptured: [{ unit: 's', owner: 'a', spells: 0, items: 3 }] })])
    expect(twentyFive.earned.b).toBe(25)
    expect(byRule(twentyFive, 'CAMP-GOLD-7')).toEqual([])
  })

  it('GAP-CAMP-08 every player tied last gets it; a battle where all tie has no last place', () => {
    const r = gold([playerOutcome('a', { vp: 90 }), playerOutcome('m', { vp: 50 }), playerOutcome('b', { vp: 10 }), playerOutcome('c', { vp: 10 })])
    expect(byRule(r, 'CAMP-GOLD-7')).toEqual([['b', 15], ['c', 15]])
    // Two players: the last is the second, with 50 gp already.
    expect(byRule(gold([playerOutcome('a', { vp: 90 }), playerOutcome('b', { vp: 10 })]), 'CAMP-GOLD-7')).toEqual([])
    expect(byRule(gold([playerOutcome('a'), playerOutcome('b')]), 'CAMP-GOLD-7')).toEqual([])
  })

  it('CAMP-GOLD-8 / GAP-CAMP-09 the heroic defence comes after the last-place award, which does not count it', () => {
    const r = gold([playerOutcome('a', { vp: 90 }), playerOutcome('m', { vp: 50 }), playerOutcome('b', { vp: 10 })], { defence: { b: 30 } })
    expect(r.awards.filter((a) => a.player === 'b').map((a) => [a.ruleId, a.amount])).toEqual([['CAMP-GOLD-7', 15], ['CAMP-GOLD-8', 30]])
    expect(r.awards.map((a) => a.ruleId)).toEqual(['CAMP-GOLD-1', 'CAMP-GOLD-1', 'CAMP-GOLD-7', 'CAMP-GOLD-8'])
  })

  it('CAMP-GOLD-9 winner 170, other 200: the other keeps 170 and has 30 surplus', () => {
    // a: 150 (winner) + 20 (banner) = 170; b: 50 (second) + 50 (general) + 100 (5 banners) = 200.
    const r = gold([playerOutcome('a', { vp: 90, bannersTaken: 1 }), playerOutcome('b', { vp: 60, bannersTaken: 5, generalsCaptured: [{ unit: 'g', owner: 'a' }] })], { config: config() })
    expect([r.earned.a, r.earned.b]).toEqual([170, 200])
    expect(r.cap).toBe(170)
    expect(r.surpluses).toEqual([{ player: 'b', amount: 30 }])
  })

  it('CAMP-GOLD-9 camp.gold.cap off: no cap, no surplus', () => {
    const r = gold([playerOutcome('a', { vp: 90 }), playerOutcome('b', { vp: 60, bannersTaken: 9 })], { config: config({ gold: { cap: false } }) })
    expect([r.cap, r.surpluses]).toEqual([null, []])
  })

  it('R-14 tied winners keep their own gold; the cap for the others is the lowest tied winner\'s total', () => {
    const r = gold([
      playerOutcome('a', { vp: 90, bannersTaken: 2 }), // 100 + 40 = 140
      playerOutcome('b', { vp: 90 }), // 100
      playerOutcome('c', { vp: 10, bannersTaken: 6 }), // 120 (last, but not under 20 gp: no CAMP-GOLD-7)
    ], { config: config() })
    expect([r.earned.a, r.earned.b, r.earned.c]).toEqual([140, 100, 120])
    expect(r.cap).toBe(100)
    expect(r.surpluses).toEqual([{ player: 'c', amount: 20 }])
  })
})
