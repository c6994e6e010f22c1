import { findUnit } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { isIsolated } from '../fight/missileVolley'
import { SK_TABLES } from '../SkirmishRules'
import type { SkTables } from '../config/SkTables'
import { skGame, type SkScenarioOptions } from '../testing/skFixtures'
import { targetCover } from './targetCover'

function setup(o: SkScenarioOptions) {
  const t = skGame(o)
  const tables = t.game.rules.container.resolve<SkTables>(SK_TABLES)
  const g = t.game.rules.grid
  const cover = (from: string, to: string) => targetCover(t.game.rules, t.state, tables, g.indexOfRef(from), g.indexOfRef(to))
  return { t, tables, cover }
}

describe('skirmish/cover and isolated targets', () => {
  it('GAP-SK-21 cover: woods light, a building heavy; a hedge on the target hexside facing the attacker light, a wall heavy; not from behind', () => {
    const { cover } = setup({ terrain: { '2,2': 'woods', '5,2': 'building' }, hexsides: [{ hex: '3,3', dir: 3, feature: 'hedge' }, { hex: '6,6', dir: 3, feature: 'wall' }], units: [{ id: 'a1', hex: '0,7' }, { id: 'b1', side: 'b', hex: '7,0' }] })
    expect(cover('2,6', '2,2')).toBe('light')
    expect(cover('5,6', '5,2')).toBe('heavy')
    expect(cover('3,6', '3,3')).toBe('light') // the hedge on 3,3's south side faces an attacker to the south
    expect(cover('3,0', '3,3')).toBe('none') // from the north it is behind the target
    expect(cover('6,7', '6,6')).toBe('heavy') // adjacent, across the wall
    expect(cover('1,0', '1,1')).toBe('none')
  })

  it('SK-MISSILE-9 an isolated target is a single figure more than 2 paces from every friend (GAP-SK-21)', () => {
    const { t, tables } = setup({ units: [{ id: 'a1', type: 'archers', hex: '3,7' }, { id: 'b1', side: 'b', type: 'troll', hex: '3,2' }, { id: 'b2', side: 'b', hex: '5,2' }, { id: 'b3', side: 'b', type: 'troll', hex: '0,0' }] })
    const rules = t.game.rules
    expect(isIsolated(rules, t.state, tables, findUnit(t.state, 'b1')!)).toBe(false) // b2 at gap 2: not more than 2
    expect(isIsolated(rules, t.state, tables, findUnit(t.state, 'b3')!)).toBe(true)
    expect(isIsolated(rules, t.state, tables, findUnit(t.state, 'b2')!)).toBe(false) // ten figures
  })
})
