import { describe, expect, it } from 'vitest'
import { findCampaign } from '@hexes/scenarios'
import { createCampaign } from './createCampaign'
import { nextBattle } from './nextBattle'
import { checkCampaignDefinition, startCampaign } from './startCampaign'
import { clone, ok } from './testCampaign'

const def = () => clone(findCampaign('1066')) as Record<string, any>

describe('campaign/startCampaign', () => {
  it('starts the ledger from the definition and keeps the definition for the next battle', () => {
    const c = ok(startCampaign(def()))
    expect(c.events).toHaveLength(1)
    expect(c.players.map((p) => [p.id, p.gold, p.units.length])).toEqual([['harold', 0, 10], ['invaders', 0, 0]])
    expect(ok(nextBattle(c))).toMatchObject({ index: 0, battleId: 'stamford-bridge', battle: { scenario: 'stamford-bridge-1066' } })
  })

  it('a bad definition is refused naming the field', () => {
    const d1 = def()
    d1.battles[1].players[0].player = 'godwin'
    expect(checkCampaignDefinition(d1)).toMatchObject({ ok: false, code: 'camp/not-a-player', path: 'battles[1].players[0].player' })
    const d2 = def()
    d2.battles[0].players[1].units = {}
    expect(checkCampaignDefinition(d2)).toMatchObject({ ok: false, path: 'battles[0].players[1].units' })
    const d3 = def()
    d3.battles[0].sidez = 1
    expect(checkCampaignDefinition(d3)).toMatchObject({ ok: false, code: 'camp/invalid', path: 'battles[0].sidez' })
  })

  it('a ledger started without a definition has no next battle to play', () => {
    const c = ok(createCampaign({ id: 'x', name: 'X', players: [{ id: 'a', name: 'A', gold: 0, units: [] }] }))
    expect(nextBattle(c)).toMatchObject({ ok: false, code: 'camp/no-definition', path: 'definition' })
  })
})
