import { describe, expect, it } from 'vitest'
import { applyEvent } from './applyEvent'
import type { Campaign } from './Campaign'
import { battleOne, battleTwo, clone, ok, startOrleans } from './testCampaign'

const player = (c: Campaign, id: string) => c.players.find((p) => p.id === id)!
const unit = (c: Campaign, p: string, u: string) => player(c, p).units.find((x) => x.id === u)
const deepFreeze = <T>(v: T): T => {
  if (typeof v === 'object' && v !== null) {
    Object.values(v).forEach(deepFreeze)
    Object.freeze(v)
  }
  return v
}

describe('campaign/applyEvent', () => {
  it('CAMP-GOLD-1..7 a played battle brings its gold to the rosters, each award an event with its rule id', () => {
    const c = ok(applyEvent(startOrleans(), battleOne))
    expect(c.players.map((p) => [p.id, p.gold])).toEqual([['en', 160], ['fr', 385], ['gr', 65]])
    const awards = c.events.filter((e) => e.kind === 'goldAwarded').map((e) => [e.player, e.ruleId, e.amount])
    expect(awards).toEqual([
      ['fr', 'CAMP-GOLD-1', 150], ['en', 'CAMP-GOLD-1', 50], ['fr', 'CAMP-GOLD-2', 50], ['en', 'CAMP-GOLD-2', 10],
      ['fr', 'CAMP-GOLD-3', 50], ['fr', 'CAMP-GOLD-5', 20], ['fr', 'CAMP-GOLD-6', 15], ['gr', 'CAMP-GOLD-7', 15],
    ])
    expect(player(c, 'fr').battlesWon).toBe(1)
  })

  it('CAMP-XP-1 / GAP-CAMP-01 only bought units present 3 turns gain XP; an advance at 2 XP is recorded as due', () => {
    const c = ok(applyEvent(startOrleans(), battleOne))
    expect(unit(c, 'fr', 'fr-gen')).toMatchObject({ xp: 2, advances: [{ at: 2, battle: 'b1', stat: null }] })
    expect(unit(c, 'fr', 'fr-inf2')).toMatchObject({ xp: 0, advances: [] })
    expect(unit(c, 'gr', 'gr-sorc')).toMatchObject({ xp: 2 })
    expect(unit(c, 'gr', 'gr-imp')).toMatchObject({ xp: 0 })
    expect(unit(c, 'en', 'en-gen')).toMatchObject({ xp: 0 })
    expect(unit(c, 'fr', 'fr-gen')!.history).toEqual([{ seq: 1, kind: 'started' }, { seq: 2, kind: 'fought', battle: 'b1', xp: 2 }])
  })

  it('a unit destroyed in battle leaves the roster: the second battle starts from the first one\'s rosters', () => {
    const c = ok(applyEvent(startOrleans(), battleOne))
    expect(player(c, 'fr').units.map((u) => u.id)).toEqual(['fr-gen', 'fr-inf2'])
    expect(player(c, 'en').units.map((u) => u.id)).toEqual(['en-gen', 'en-bow'])
    const withLost = clone(battleTwo)
    withLost.outcome.players[1]!.units.push({ ...withLost.outcome.players[1]!.units[0]!, unit: 'fr-inf1', general: false })
    expect(applyEvent(c, withLost)).toMatchObject({ ok: false, code: 'camp/unknown-unit', path: 'outcome.players[1].units[1].unit' })
  })

  it('GAP-CAMP-05 the captured general\'s player won one battle before: 50 + 5', () => {
    const c = ok(applyEvent(ok(applyEvent(startOrleans(), battleOne)), battleTwo))
    const b2 = c.events.filter((e) => e.kind === 'goldAwarded' && e.battle === 'b2' && e.ruleId === 'CAMP-GOLD-3')
    expect(b2.map((e) => e.kind === 'goldAwarded' && [e.player, e.amount])).toEqual([['en', 55]])
  })

  it('SK-VP-7 / CAMP-GOLD-8 / CAMP-GOLD-9 / CAMP-GOLD-10 the votes, the cap and the gift are all in the ledger', () => {
    const c = ok(applyEvent(ok(applyEvent(startOrleans(), battleOne)), battleTwo))
    const played = c.events.find((e) => e.kind === 'battlePlayed' && e.outcome.battle === 'b2')!
    expect(played).toMatchObject({ vp: { en: 100, fr: 80, gr: 40 }, cap: 215, votes: battleTwo.votes })
    expect(c.events.filter((e) => e.kind === 'goldAwarded' && e.player === 'gr' && e.battle === 'b2').map((e) => e.kind === 'goldAwarded' && [e.ruleId, e.amount])).toEqual([['CAMP-GOLD-7', 15], ['CAMP-GOLD-8', 35]])
    expect(c.events.filter((e) => e.kind === 'surplusGiven')).toEqual([expect.objectContaining({ battle: 'b2', from: 'fr', to: 'gr', amount: 20, received: 20 })])
    // en 160 + 215; fr 385 + 235 - 20; gr 65 + 50 + 20.
    expect(c.players.map((p) => [p.id, p.gold])).toEqual([['en', 375], ['fr', 600], ['gr', 135]])
  })

  it('CAMP-GOLD-10 a battle with a surplus and no choice is refused', () => {
    const c = ok(applyEvent(startOrleans(), battleOne))
    expect(applyEvent(c, { ...battleTwo, surplusChoices: [] })).toMatchObject({ ok: false, code: 'camp/surplus-choice-missing' })
  })

  it('CAMP-GOLD-8 a vote by someone who is not a player is refused naming the field, and the campaign is untouched', () => {
    const c = deepFreeze(ok(applyEvent(startOrleans(), battleOne)))
    const before = JSON.stringify(c)
    const bad = clone(battleTwo)
    bad.votes!.heroicDefences[0]!.votes[0]!.voter = 'burgundy'
    expect(applyEvent(c, bad)).toMatchObject({ ok: false, code: 'camp/not-a-player', path: 'votes.heroicDefences[0].votes[0].voter' })
    expect(ok(applyEvent(c, battleTwo)).events.length).toBeGreaterThan(c.events.length)
    expect(JSON.stringify(c)).toBe(before)
  })

  it('an outcome that contradicts itself is refused naming the field', () => {
    const bad = clone(battleOne)
    bad.outcome.players[0]!.units[2]!.turnsPresent = 11
    expect(applyEvent(startOrleans(), bad)).toMatchObject({ ok: false, code: 'camp/bad-outcome', path: 'outcome.players[0].units[2].turnsPresent' })
    const worse = clone(battleOne)
    worse.outcome.players[0]!.units[1]!.survived = true
    expect(applyEvent(startOrleans(), worse)).toMatchObject({ code: 'camp/bad-outcome', path: 'outcome.players[0].units[1].survived' })
    const capture = clone(battleOne)
    capture.outcome.players[1]!.generalsCaptured[0]!.owner = 'fr'
    expect(applyEvent(startOrleans(), capture)).toMatchObject({ code: 'camp/bad-capture', path: 'outcome.players[1].generalsCaptured[0].owner' })
  })

  it('a battle id is played once; a command with an unknown key is refused naming it', () => {
    const c = ok(applyEvent(startOrleans(), battleOne))
    expect(applyEvent(c, battleOne)).toMatchObject({ ok: false, code: 'camp/battle-played-twice', path: 'outcome.battle' })
    expect(applyEvent(c, { ...battleTwo, colour: 'red' } as unknown as typeof battleTwo)).toMatchObject({ code: 'camp/invalid', path: 'colour' })
  })
})
