import { SK_TABLES, type SkTables } from '@hexes/plugin-skirmish'
import { WM_CONFIG, type WmConfig } from '@hexes/plugin-war-machines'
import { describe, expect, it } from 'vitest'
import { actionLabel } from './actionLabel'
import { battery, HIT_ON_FOOT, keyWords, misfireThen, SHOT } from './battery.fixture'
import { machineCardRows } from './machineCardRows'

function rowsOf(t: ReturnType<typeof battery>, id = 'cat') {
  const c = t.game.rules.container
  return Object.fromEntries(machineCardRows(t.state, t.game.events, c.resolve<SkTables>(SK_TABLES), c.resolve<WmConfig>(WM_CONFIG), t.unit(id), keyWords).map((r) => [r.id, r.value]))
}

describe('war machines UI: the machine\'s card and its actions in words', () => {
  it('GAP-SK-33, SK-WM-3: loaded at the start, nothing banked, full crew; after the shot, reloading 0 of 1; nothing on a unit that is no machine', () => {
    const t = battery(HIT_ON_FOOT)
    expect(rowsOf(t)).toEqual({ machine: 'card.kinds.catapult', reload: 'card.loaded', banked: 'card.bankedValue{"banked":0,"most":2}', crew: 'card.crewValue{"crew":4,"of":4,"hp":8,"startHp":8}' })
    t.play(SHOT)
    expect(rowsOf(t).reload).toBe('card.reloading{"done":0,"needed":1}')
    expect(rowsOf(t, 'b1')).toEqual({})
  })

  it('GAP-SK-05: a jammed machine must reload; a disabled one may not shoot until the end of next turn, one crew figure fewer', () => {
    const jam = battery(misfireThen(2))
    jam.play(SHOT)
    expect(rowsOf(jam).state).toBe('card.jammed')
    const off = battery(misfireThen(4))
    off.play(SHOT)
    expect(rowsOf(off)).toMatchObject({ state: 'card.disabled{"turn":2}', crew: 'card.crewValue{"crew":3,"of":4,"hp":6,"startHp":8}' })
  })

  it('SK-WM-3, SK-WM-4, GAP-SK-33: wm/reload reads as banking a re-roll while loaded and as reloading after the shot; wm/shoot names its target, in haste once unloaded', () => {
    const t = battery(HIT_ON_FOOT)
    const tables = t.game.rules.container.resolve<SkTables>(SK_TABLES)
    const reload = { type: 'wm/reload', side: 'a', unit: 'cat' }
    expect(actionLabel(reload, t.state, tables, keyWords)).toBe('labels.bank{"unit":"cat"}')
    expect(actionLabel(SHOT, t.state, tables, keyWords)).toBe('labels.shoot{"unit":"cat","target":"b1"}')
    expect(actionLabel({ ...reload, type: 'wm/shoot', structure: 'bridge' } as never, t.state, tables, keyWords)).toBe('labels.shoot{"unit":"cat","target":"The bridge"}')
    expect(actionLabel({ ...SHOT, distance: 12 } as never, t.state, tables, keyWords)).toBe('labels.withDistance{"label":"labels.shoot{\\"unit\\":\\"cat\\",\\"target\\":\\"b1\\"}","paces":12}')
    t.play(SHOT)
    expect(actionLabel(reload, t.state, tables, keyWords)).toBe('labels.reload{"unit":"cat"}')
    expect(actionLabel(SHOT, t.state, tables, keyWords)).toBe('labels.shootHasty{"unit":"cat","target":"b1"}')
    expect(actionLabel({ type: 'move', side: 'a' }, t.state, tables, keyWords)).toBeUndefined()
  })
})
