import { describe, expect, it } from 'vitest'
import { beforeFlankCharge, keyWords, lockedMelee } from './boroughbridge.fixture'
import { meleeLinks } from './meleeLinks'

describe('skirmish UI: melees on the map', () => {
  it('SK-MELEE-1: a dashed line while engaged (attacks so far out of 2), a solid marked one once locked', () => {
    expect(meleeLinks(beforeFlankCharge().state, 2, keyWords)).toEqual([])
    const first = meleeLinks(lockedMelee('first-exchange').state, 2, keyWords)
    expect(first).toEqual([{ kind: 'link', id: 'melee-r-schiltron-e-lancaster', from: '16,5', to: '16,6', tone: 'caution', dashed: true, title: 'melee.engaged{"a":"r-schiltron","b":"e-lancaster","attacks":1,"lock":2}' }])
    const locked = meleeLinks(lockedMelee('locked').state, 2, keyWords)
    expect(locked).toEqual([{ kind: 'link', id: 'melee-r-schiltron-e-lancaster', from: '16,5', to: '16,6', tone: 'danger', label: 'badges.locked', title: 'melee.locked{"a":"r-schiltron","b":"e-lancaster"}' }])
  })
})
