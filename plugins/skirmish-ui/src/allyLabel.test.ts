import type { SideState } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { allyLabel } from './allyLabel'
import { keyWords } from './boroughbridge.fixture'

describe('skirmish UI: a third army\'s answer in words', () => {
  it('SK-MELEE-3: an sk/ally answer names the side joined, by its name; another action gets none', () => {
    const sides: SideState[] = [{ id: 'earls', name: 'Rebel earls' }, { id: 'royal', name: 'Royal army' }] as SideState[]
    const name = (s: SideState) => `«${s.name}»`
    expect(allyLabel({ type: 'sk/ally', side: 'scots', join: 'royal' } as never, sides, name, keyWords)).toBe('decision.ally{"side":"«Royal army»"}')
    expect(allyLabel({ type: 'sk/ally', side: 'scots', join: 'nobody' } as never, sides, name, keyWords)).toBe('decision.ally{"side":"nobody"}')
    expect(allyLabel({ type: 'end-phase', side: 'earls' }, sides, name, keyWords)).toBeUndefined()
  })
})
