import { moraleState } from '@hexes/plugin-skirmish-morale'
import { SK_TABLES, type SkTables } from '@hexes/plugin-skirmish'
import { describe, expect, it } from 'vitest'
import { keyWords, lewes } from './lewes.fixture'
import { moraleOffMapNotes, prisonMarks } from './prisonerMarks'

/** Lewes at the start, with Richard of Cornwall held in the windmill and King Henry guarded by Clare's knights. */
function withPrisoners() {
  const p = lewes(0)
  const state = structuredClone(p.game.state)
  for (const id of ['r-richard', 'r-henry']) {
    const u = state.units.find((x) => x.id === id)!
    u.status = 'reserve'
    u.hex = null
  }
  moraleState(state).prisoners.push({ unit: 'r-richard', side: 'barons', guard: null, building: 'windmill' }, { unit: 'r-henry', side: 'barons', guard: 'b-clare', building: null })
  return { state, tables: p.game.rules.container.resolve<SkTables>(SK_TABLES) }
}

describe('skirmish morale UI: prisoners', () => {
  it('SK-PRIS-5: a building holding prisoners is ringed on the map with how many and whom', () => {
    const { state, tables } = withPrisoners()
    expect(prisonMarks(state, tables, keyWords)).toEqual([
      { kind: 'hex', id: 'prison-windmill', hex: '8,5', tone: 'info', label: 'marks.prisonLabel{"n":1}', title: 'marks.prison{"building":"The windmill","n":1,"prisoners":"r-richard"}' },
    ])
    expect(prisonMarks(lewes(0).game.state, tables, keyWords)).toEqual([])
  })

  it('SK-PRIS-1..5, SK-MORALE-3: off the map, a prisoner names its guard or its building; a unit fled off the battlefield is lost, not killed', () => {
    const { state, tables } = withPrisoners()
    state.units.find((u) => u.id === 'b-londoners-2')!.status = 'eliminated'
    state.units.find((u) => u.id === 'b-londoners-2')!.stats.skMorale = { fleeing: true, lost: true }
    expect(moraleOffMapNotes(state, tables, keyWords)).toEqual({
      'r-richard': { key: 'prisonerHeld', params: { building: 'The windmill' } },
      'r-henry': { key: 'prisonerGuarded', params: { guard: 'b-clare' } },
      'b-londoners-2': { key: 'fledOff' },
    })
  })
})
