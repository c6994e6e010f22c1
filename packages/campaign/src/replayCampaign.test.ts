import { describe, expect, it } from 'vitest'
import { applyEvent } from './applyEvent'
import type { Campaign } from './Campaign'
import { buyUnit } from './ledgerCommands'
import { replayCampaign } from './replayCampaign'
import { battleOne, battleTwo, clone, ok, startOrleans } from './testCampaign'

/** A campaign with two battles, a purchase and every kind of gold event. */
function played(): Campaign {
  let c = ok(applyEvent(startOrleans(), battleOne))
  c = ok(buyUnit(c, 'fr', { id: 'fr-cav', type: 'heavy cavalry', cost: 120 }))
  return ok(applyEvent(c, battleTwo))
}

describe('campaign/replayCampaign', () => {
  it('CAMP-GOLD-10 replay explains every figure: start + awards - surplus + received - purchases = gold', () => {
    const c = played()
    const state = ok(replayCampaign(c))
    expect(state.players).toEqual(c.players)
    const start = c.events[0]!.kind === 'campaignStarted' ? c.events[0]!.players : []
    for (const p of c.players) {
      let gold = start.find((s) => s.id === p.id)!.gold
      for (const e of c.events) {
        if (e.kind === 'goldAwarded' && e.player === p.id) gold += e.amount
        if ((e.kind === 'surplusGiven' || e.kind === 'surplusLost') && e.from === p.id) gold -= e.amount
        if (e.kind === 'surplusGiven' && e.to === p.id) gold += e.received
        if (e.kind === 'unitBought' && e.player === p.id) gold -= e.unit.cost
      }
      expect([p.id, gold]).toEqual([p.id, p.gold])
    }
  })

  it('a file edited by hand to add gold is refused naming the field', () => {
    const c = clone(played())
    c.players[2]!.gold += 100
    expect(replayCampaign(c)).toMatchObject({ ok: false, code: 'camp/not-explained', path: 'players[2].gold' })
    expect(replayCampaign(c)).toMatchObject({ message: 'players[2].gold: the file says 235, the events give 135' })
  })

  it('a raised award, even with the gold to match, is refused naming the event', () => {
    const c = clone(played())
    const i = c.events.findIndex((e) => e.kind === 'goldAwarded' && e.player === 'gr')
    const e = c.events[i]!
    if (e.kind !== 'goldAwarded') throw new Error('fixture')
    e.amount += 100
    c.players[2]!.gold += 100
    expect(replayCampaign(c)).toMatchObject({ ok: false, code: 'camp/event-mismatch', path: `events[${i}]` })
  })

  it('a unit put back in a roster, or XP raised, is refused naming the field', () => {
    const c = clone(played())
    c.players[0]!.units[0]!.xp = 9
    expect(replayCampaign(c)).toMatchObject({ code: 'camp/not-explained', path: 'players[0].units[0].xp' })
    const d = clone(played())
    d.players[1]!.units.push({ id: 'fr-inf1', type: 'men-at-arms', cost: 60, bought: true, xp: 0, advances: [], history: [] })
    expect(replayCampaign(d)).toMatchObject({ code: 'camp/not-explained', path: 'players[1].units[3]' })
  })

  it('a battle copied into the ledger a second time is refused naming it', () => {
    const c = clone(played())
    const i = c.events.findIndex((e) => e.kind === 'battlePlayed')
    c.events.push({ ...clone(c.events[i]!), seq: c.events.length + 1 })
    expect(replayCampaign(c)).toMatchObject({ ok: false, code: 'camp/battle-played-twice', path: `events[${c.events.length - 1}].outcome.battle` })
  })

  it('a consequence removed or added by hand is refused', () => {
    const c = clone(played())
    const i = c.events.findIndex((e) => e.kind === 'surplusGiven')
    c.events.splice(i, 1)
    c.events.forEach((e, n) => (e.seq = n + 1))
    expect(replayCampaign(c)).toMatchObject({ ok: false, code: 'camp/event-mismatch', path: `events[${i}]` })
    const d = clone(played())
    d.events.push({ kind: 'goldAwarded', seq: d.events.length + 1, battle: 'b2', player: 'gr', ruleId: 'CAMP-GOLD-8', amount: 50, detail: '' })
    expect(replayCampaign(d)).toMatchObject({ code: 'camp/orphan-event', path: `events[${d.events.length - 1}]` })
  })
})
