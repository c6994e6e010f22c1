import { describe, expect, it } from 'vitest'
import type { SkTables } from '../config/SkTables'
import { SK_TABLES } from '../SkirmishRules'
import { skState } from '../state/SkState'
import { edited, skGame } from '../testing/skFixtures'
import { skInvariants } from './skInvariants'

describe('skirmish/invariants', () => {
  const t = skGame({ units: [{ id: 'a1', hex: '3,4' }, { id: 'b1', side: 'b', hex: '3,3' }, { id: 'b2', side: 'b', hex: '6,1' }] })
  const tables = t.game.rules.container.resolve<SkTables>(SK_TABLES)
  const broken = (edit: Parameters<typeof edited>[1]) => skInvariants(t.game.rules, edited(t.state, edit), tables).map((i) => i.path)

  it('GAP-SK-06 a game state holds them: HP within the pool, melee pairs the contacts of the board', () => {
    expect(skInvariants(t.game.rules, t.state, tables)).toEqual([])
  })

  it('R-01 HP pools ≥ 0 and ≤ start; a unit on the map has HP; an eliminated unit has none', () => {
    expect(broken((d) => (d.units[0]!.stats.sk!.hp = 11))).toEqual(['units[0].stats.sk.hp'])
    expect(broken((d) => (d.units[0]!.stats.sk!.hp = -1))).toEqual(['units[0].stats.sk.hp', 'units[0].stats.sk.hp'])
    expect(broken((d) => Object.assign(d.units[2]!, { status: 'eliminated', hex: null }))).toEqual(['units[2].stats.sk.hp'])
  })

  it('SK-MELEE-1 melee pairs are exactly the contacts, and locked exactly at the lock', () => {
    expect(broken((d) => (skState(d).melees = []))).toEqual(['plugins.skirmish.melees'])
    expect(broken((d) => (skState(d).melees[0]!.locked = true))).toEqual(['plugins.skirmish.melees[0].locked'])
    expect(broken((d) => (d.units[2]!.hex = '4,4'))).toEqual(['plugins.skirmish.melees']) // moved into contact without the pair
    expect(broken((d) => (skState(d).moved = [{ unit: 'a1', paces: 5 }]))).toEqual(['plugins.skirmish.moved[0].paces'])
  })

  it('SK-MELEE-3 a third army\'s choice of side lives in a melee step only, for one of its two sides; a named melee waits for one', () => {
    expect(broken((d) => (skState(d).allies = [{ side: 'b', primary: 'a1', joins: 'a' }]))).toEqual(['plugins.skirmish.allies[0]'])
    expect(broken((d) => Object.assign(skState(d), { allies: [{ side: 'b', primary: 'a1', joins: 'x' }] }, { turn: Object.assign(d.turn, { phase: 'melee' }) }))).toEqual(['plugins.skirmish.allies[0]'])
    expect(broken((d) => (skState(d).called = { side: 'a', defender: 'b1' }))).toEqual(['plugins.skirmish.called'])
  })
})
