import { describe, expect, it } from 'vitest'
import { boroughbridge, keyWords, lockedMelee } from './boroughbridge.fixture'
import { cardRows } from './cardRows'
import { skTablesOf } from './skTablesOf'

describe('skirmish UI: the unit card', () => {
  it('GAP-SK-06, R-01: HP and figures out of the deployed ones, facing, profile, weapon ranges', () => {
    const p = boroughbridge()
    const rows = cardRows(p.state, skTablesOf(p.rules), p.state.units.find((u) => u.id === 'r-archers')!, keyWords)
    expect(Object.fromEntries(rows.map((r) => [r.id, r.value]))).toEqual({
      hp: 'card.outOf{"n":8,"of":8}',
      figures: 'card.outOf{"n":8,"of":8}',
      facing: 'facing.s',
      profile: 'card.profileValue{"a":1,"bonus":"+0","d":3,"dmg":1,"c":2,"hp":1}',
      weapon: 'card.weaponValue{"weapon":"weapons.longBow","short":15,"long":30}',
    })
  })

  it('R-01, SK-MELEE-1: after the fight, the HP left, the living figures (⌈HP ÷ 3⌉) and whom it is locked with', () => {
    const p = lockedMelee('locked')
    const knights = p.state.units.find((u) => u.id === 'e-lancaster')!
    const hp = knights.stats.sk!.hp
    expect(hp).toBeLessThan(15)
    const rows = Object.fromEntries(cardRows(p.state, skTablesOf(p.rules), knights, keyWords).map((r) => [r.id, r.value]))
    expect(rows.hp).toBe(`card.outOf{"n":${hp},"of":15}`)
    expect(rows.figures).toBe(`card.outOf{"n":${Math.ceil(hp / 3)},"of":5}`)
    expect(rows.locked).toBe('r-schiltron')
    expect(rows.engaged).toBeUndefined()
    // Its side's turn is remembered until that side's next turn starts (GAP-SK-07).
    expect(rows.turn).toBe('card.charged')
  })
})
