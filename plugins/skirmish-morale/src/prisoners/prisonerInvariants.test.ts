import { checkInvariants, cloneState } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { moraleState } from '../state/MoraleState'
import { moraleGame } from '../testing/moraleFixtures'
import { guarded, withPrisoners } from '../testing/prisonerFixtures'

describe('skirmish-morale/prisoner invariants', () => {
  it('SK-PRIS-1 the invariants flag a guard over two prisoners a figure, a prisoner on the map, and one held twice or by nobody', () => {
    const t = moraleGame({ units: [{ id: 'a1', type: 'foot', hex: '5,7', stats: { sk: { hp: 1 } } }, { id: 'p1', side: 'b', type: 'general', hex: '0,0' }, { id: 'p2', side: 'b', type: 'wizard', hex: '1,0' }, { id: 'p3', side: 'b', type: 'wizard', hex: '2,0' }, { id: 'b9', side: 'b', type: 'duo', hex: '11,0' }] })
    const issues = (s: Parameters<typeof checkInvariants>[1]) => checkInvariants(t.game.rules, s).filter((i) => i.plugin === 'skirmish-morale').map((i) => i.path)
    const ok = withPrisoners(t, [guarded('p1', 'a', 'a1'), guarded('p2', 'a', 'a1')])
    expect(issues(ok)).toEqual([])
    expect(issues(withPrisoners(t, [guarded('p3', 'a', 'a1')], ok))).toEqual(['plugins.skirmish-morale.prisoners'])
    const onMap = cloneState(ok)
    onMap.units.find((u) => u.id === 'p1')!.status = 'active'
    onMap.units.find((u) => u.id === 'p1')!.hex = '0,0'
    expect(issues(onMap)).toEqual(['plugins.skirmish-morale.prisoners[0].unit'])
    const nobody = cloneState(ok)
    moraleState(nobody).prisoners[1] = { ...moraleState(nobody).prisoners[1]!, guard: null }
    expect(issues(nobody)).toEqual(['plugins.skirmish-morale.prisoners[1]'])
  })
})
