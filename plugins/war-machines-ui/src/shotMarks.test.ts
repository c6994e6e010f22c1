import { SK_TABLES, skState, type SkTables } from '@hexes/plugin-skirmish'
import { describe, expect, it } from 'vitest'
import { battery, HIT_ON_FOOT, keyWords, SCATTER_ON_BRIDGE, SHOT, misfireThen } from './battery.fixture'
import { shotMarks, structureMarks } from './shotMarks'

const tablesOf = (t: ReturnType<typeof battery>) => t.game.rules.container.resolve<SkTables>(SK_TABLES)

describe('war machines UI: shots and structures on the map', () => {
  it('GAP-SK-04, SK-WM-6, SK-WM-12: a scattered shot: the aimed hex, the scatter onto the bridge, the template; the bridge shown destroyed', () => {
    const t = battery(SCATTER_ON_BRIDGE)
    t.play(SHOT)
    expect(t.diceLeft()).toBe(0)
    const marks = shotMarks(t.game.rules, t.state, t.game.events, keyWords)
    const i = t.game.events.findIndex((e) => e.type === 'wm/shot')
    const title = 'marks.scatter{"unit":"cat","paces":4,"from":"5,4","to":"5,6"}'
    expect(marks).toEqual([
      { kind: 'hex', id: `shot-cat-${i}-aimed`, hex: '5,4', tone: 'info', label: 'marks.aimedLabel', title: 'marks.aimed{"unit":"cat"}' },
      { kind: 'link', id: `shot-cat-${i}-scatter`, from: '5,4', to: '5,6', tone: 'danger', dashed: true, title },
      { kind: 'zone', id: `shot-cat-${i}-template`, hexes: ['5,6'], tone: 'danger', label: title },
    ])
    expect(structureMarks(t.state, tablesOf(t), keyWords)).toEqual([
      { kind: 'hex', id: 'structure-bridge', hex: '5,6', tone: 'muted', label: 'marks.destroyedLabel', title: 'marks.bridgeDestroyed{"structure":"The bridge"}' },
    ])
  })

  it('SK-WM-6, SK-WM-7: a HIT lands where it was aimed: no scatter line; the next step drops the shot\'s marks', () => {
    const t = battery(HIT_ON_FOOT)
    t.play(SHOT)
    const marks = shotMarks(t.game.rules, t.state, t.game.events, keyWords)
    expect(marks.map((m) => m.kind)).toEqual(['hex', 'zone'])
    expect(marks[1]).toMatchObject({ hexes: ['5,4'], label: 'marks.hit{"unit":"cat","paces":6,"from":"5,4","to":"5,4"}' })
    t.act({ type: 'end-phase', side: 'a' })
    expect(shotMarks(t.game.rules, t.state, t.game.events, keyWords)).toEqual([])
  })

  it('GAP-SK-05: a misfire rings the machine', () => {
    const t = battery(misfireThen(2))
    t.play(SHOT)
    expect(shotMarks(t.game.rules, t.state, t.game.events, keyWords)).toMatchObject([{ kind: 'hex', hex: '5,10', tone: 'danger', title: 'marks.misfire{"unit":"cat"}' }])
  })

  it('SK-WM-13, GAP-SK-36: a structure\'s hit counter (1 of 2 for a resistant building); nothing for an untouched one', () => {
    const t = battery(HIT_ON_FOOT)
    expect(structureMarks(t.state, tablesOf(t), keyWords)).toEqual([])
    const state = structuredClone(t.state)
    skState(state).structures.find((s) => s.id === 'mill')!.hits = 1
    expect(structureMarks(state, tablesOf(t), keyWords)).toEqual([
      { kind: 'hex', id: 'structure-mill', hex: '8,8', tone: 'caution', label: '1/2', title: 'marks.structureHits{"structure":"The mill","hits":1,"needed":2}' },
    ])
  })
})
