import { describe, expect, it } from 'vitest'
import { applyEvent } from './applyEvent'
import { buyUnit, cancelBattle, dismissUnit } from './ledgerCommands'
import { replayCampaign } from './replayCampaign'
import { battleOne, battleTwo, ok, startOrleans } from './testCampaign'

describe('campaign/ledgerCommands', () => {
  it('GAP-CAMP-11 buying costs the unit\'s price; without the gold it is refused and the campaign untouched', () => {
    const c = startOrleans()
    const before = JSON.stringify(c)
    const b = ok(buyUnit(c, 'gr', { id: 'gr-xbow', type: 'crossbow', cost: 50 }))
    expect(b.players[2]).toMatchObject({ gold: 0, units: [{}, {}, {}, { id: 'gr-xbow', bought: true, xp: 0, history: [{ seq: 2, kind: 'bought' }] }] })
    expect(buyUnit(b, 'gr', { id: 'gr-xbow2', type: 'crossbow', cost: 1 })).toMatchObject({ ok: false, code: 'camp/not-enough-gold', ruleId: 'GAP-CAMP-11', path: 'unit.cost' })
    expect(buyUnit(c, 'gr', { id: 'en-bow', type: 'crossbow', cost: 1 })).toMatchObject({ code: 'camp/duplicate-unit', path: 'unit.id' })
    expect(JSON.stringify(c)).toBe(before)
  })

  it('dismissing removes the unit, no refund', () => {
    const c = ok(dismissUnit(startOrleans(), 'en', 'en-bow'))
    expect(c.players[0]).toMatchObject({ gold: 100 })
    expect(c.players[0]!.units.map((u) => u.id)).toEqual(['en-gen', 'en-maa'])
    expect(dismissUnit(c, 'en', 'en-bow')).toMatchObject({ ok: false, code: 'camp/unknown-unit', path: 'unit' })
  })

  it('cancelling a battle restores exactly the state before it: gold, XP, victories, units lost', () => {
    const start = startOrleans()
    const c = ok(cancelBattle(ok(applyEvent(start, battleOne)), 'b1', 'played with the wrong scenario'))
    expect(c.players).toEqual(start.players)
    expect(c.events.at(-1)).toMatchObject({ kind: 'battleCancelled', battle: 'b1' })
    expect(ok(replayCampaign(c)).battles).toEqual([{ battle: 'b1', seq: 2, cancelled: true }])
    // The cancelled battle's units are back for the next one.
    expect(ok(applyEvent(c, { ...battleOne, outcome: { ...battleOne.outcome, battle: 'b1-replayed' } })).players[1]!.gold).toBe(385)
  })

  it('a battle with a later battle standing cannot be cancelled: cancel the later one first', () => {
    const two = ok(applyEvent(ok(applyEvent(startOrleans(), battleOne)), battleTwo))
    expect(cancelBattle(two, 'b1')).toMatchObject({ ok: false, code: 'camp/cancel-later-battle', path: 'battle' })
    const one = ok(applyEvent(startOrleans(), battleOne))
    const both = ok(cancelBattle(ok(cancelBattle(two, 'b2')), 'b1'))
    expect(both.players).toEqual(startOrleans().players)
    expect(ok(cancelBattle(two, 'b2')).players).toEqual(one.players)
    expect(cancelBattle(both, 'b1')).toMatchObject({ code: 'camp/already-cancelled' })
    expect(cancelBattle(both, 'b9')).toMatchObject({ code: 'camp/unknown-battle' })
  })

  it('a battle whose gold paid for a later purchase cannot be cancelled: the rejection names the purchase', () => {
    const c = ok(buyUnit(ok(applyEvent(startOrleans(), battleOne)), 'gr', { id: 'gr-xbow', type: 'crossbow', cost: 60 }))
    const i = c.events.length - 1
    expect(cancelBattle(c, 'b1')).toMatchObject({
      ok: false, code: 'camp/not-enough-gold', path: `events[${i}].unit.cost`,
      message: `events[${i}].unit.cost: cancelling "b1" would break a later event: gr has 50 gp, the unit costs 60`,
    })
    // Dismissing what it bought does not give the gold back: the purchase stays in the ledger.
    expect(cancelBattle(ok(dismissUnit(c, 'gr', 'gr-xbow')), 'b1')).toMatchObject({ ok: false, code: 'camp/not-enough-gold' })
  })
})
