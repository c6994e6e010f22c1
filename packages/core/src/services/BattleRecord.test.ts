import { describe, expect, it } from 'vitest'
import { unscathedOf, type RoleRecord } from './BattleRecord'

const role = (r: Partial<RoleRecord> & Pick<RoleRecord, 'role'>): RoleRecord => ({ piece: r.role, fate: 'onTable', hpLost: 0, spells: 0, items: 0, ...r })

describe('core/battle record', () => {
  it('GAP-CAMP-07 unscathed: each fielded character on the table at the end (not killed, captured, fled or fleeing); the bonus needs the general fielded', () => {
    expect(unscathedOf([role({ role: 'general' })], false)).toEqual({ general: true, greatBanner: null, spellcaster: null, all: true })
    expect(unscathedOf([role({ role: 'general' }), role({ role: 'greatBanner', fate: 'fleeing' })], false)).toMatchObject({ greatBanner: false, all: false })
    expect(unscathedOf([role({ role: 'general' }), role({ role: 'spellcaster', fate: 'captured' })], false)).toMatchObject({ spellcaster: false, all: false })
    // No general fielded: no bonus, whatever the others.
    expect(unscathedOf([role({ role: 'greatBanner' })], false)).toEqual({ general: null, greatBanner: true, spellcaster: null, all: false })
    // `camp.unscathedStrict`: an HP lost is enough.
    expect(unscathedOf([role({ role: 'general', hpLost: 1 })], true)).toMatchObject({ general: false, all: false })
    expect(unscathedOf([role({ role: 'general', hpLost: 1 })], false)).toMatchObject({ general: true, all: true })
  })
})
