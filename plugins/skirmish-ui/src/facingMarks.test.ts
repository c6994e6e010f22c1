import { describe, expect, it } from 'vitest'
import { beforeFlankCharge, keyWords, lockedMelee } from './boroughbridge.fixture'
import { facingMarks } from './facingMarks'
import { skTablesOf } from './skTablesOf'

const unit = (p: ReturnType<typeof beforeFlankCharge>, id: string) => p.state.units.find((u) => u.id === id)!

describe('skirmish UI: counter marks', () => {
  it('GAP-SK-02: an arrow toward each unit\'s facing (the schiltron turned to face north-east)', () => {
    const p = beforeFlankCharge()
    const tables = skTablesOf(p.rules)
    expect(facingMarks(p.state, tables, unit(p, 'e-lancaster'), keyWords)).toEqual([{ kind: 'arrow', dir: 0, title: 'facing.title{"dir":"facing.n"}' }])
    expect(facingMarks(p.state, tables, unit(p, 'r-schiltron'), keyWords)).toEqual([{ kind: 'arrow', dir: 1, title: 'facing.title{"dir":"facing.ne"}' }])
  })

  it('SK-MELEE-1: a badge on both units while they are locked, none while only engaged', () => {
    const engaged = lockedMelee('first-exchange')
    const tables = skTablesOf(engaged.rules)
    expect(facingMarks(engaged.state, tables, unit(engaged, 'e-lancaster'), keyWords).map((m) => m.kind)).toEqual(['arrow'])
    const locked = lockedMelee('locked')
    for (const id of ['e-lancaster', 'r-schiltron']) expect(facingMarks(locked.state, tables, unit(locked, id), keyWords)[1]).toEqual({ kind: 'badge', text: 'badges.locked', tone: 'danger', title: 'badges.lockedTitle' })
  })
})
