import { buyUnit, startCampaign, type Campaign } from '@hexes/campaign'
import { findCampaign } from '@hexes/scenarios'
import { describe, expect, it } from 'vitest'
import { buyList } from './buyList'

describe('web/buyList', () => {
  it('offers the types of the player’s army at their roster prices, each once', () => {
    const c = startCampaign(findCampaign('1066')) as Campaign
    const list = buyList(c, 'harold')
    const starting = (findCampaign('1066') as { players: { id: string; units: { type: string; cost: number }[] }[] }).players[0]!.units
    expect(list.map((o) => o.type)).toEqual([...new Set(starting.map((u) => u.type))])
    for (const o of list) expect(starting.find((u) => u.type === o.type)!.cost).toBe(o.cost)
    expect(buyList(c, 'invaders')).toEqual([])
  })

  it('adds a type the player bought', () => {
    const def = structuredClone(findCampaign('1066')) as { players: { id: string; gold: number }[] }
    def.players[1]!.gold = 100
    const c = buyUnit(startCampaign(def) as Campaign, 'invaders', { id: 'x1', type: 'archers', cost: 30 }) as Campaign
    expect(buyList(c, 'invaders')).toEqual([{ type: 'archers', cost: 30 }])
  })
})
