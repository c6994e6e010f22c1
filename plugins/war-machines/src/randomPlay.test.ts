import { checkInvariants, nextInt, seedRng } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { wmGame } from './testing/wmFixtures'

describe('war-machines/random play', () => {
  it('GAP-SK-33 random legal games with every kind of machine on both sides run to their end with every state check holding; machines reload, shoot and misfire', () => {
    const seen = new Set<string>()
    for (let g = 0; g < 6; g++) {
      const t = wmGame({
        turns: 6,
        units: [
          { id: 'cat', type: 'catapult', hex: '3,11' }, { id: 'gun', type: 'cannon', hex: '7,11' }, { id: 'a1', hex: '5,9' },
          { id: 'bom', side: 'b', type: 'bombard', hex: '3,0' }, { id: 'rib', side: 'b', type: 'ribaudequin', hex: '8,0' }, { id: 'b1', side: 'b', hex: '5,2' },
        ],
        skirmish: { structures: [{ id: 'hut', hex: '6,5', class: 'weak' }] },
        terrain: { '6,5': 'building' },
      })
      const rng = seedRng(`random-${g}`)
      for (let i = 0; i < 2000 && t.state.result === null; i++) {
        const legal = t.legal()
        // Mostly the rules' own actions, so that machines act before their step ends.
        const own = legal.filter((a) => a.type.startsWith('wm/'))
        const pool = own.length > 0 && nextInt(rng, 4) > 0 ? own : legal
        const r = t.act(pool[nextInt(rng, pool.length)])
        expect(r.ok).toBe(true)
        if (i % 10 === 0) expect(checkInvariants(t.game.rules, t.state)).toEqual([])
      }
      expect(t.state.result).not.toBeNull()
      expect(checkInvariants(t.game.rules, t.state)).toEqual([])
      for (const e of t.game.events) if (e.type.startsWith('wm/')) seen.add(e.type)
    }
    expect([...seen]).toEqual(expect.arrayContaining(['wm/shot', 'wm/hit', 'wm/banked', 'wm/misfire']))
  }, 60_000)
})
