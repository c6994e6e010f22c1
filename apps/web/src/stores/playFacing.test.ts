import type { PluginRequest } from '@hexes/core'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it } from 'vitest'
import { loadScenario } from '../lib/catalog'
import { usePlayStore } from './play'
import { useSessionStore } from './session'

/** Boroughbridge 1322 (skirmish rules: units with facing) in the earls' first movement step, through the stores. */
async function earlsMove() {
  setActivePinia(createPinia())
  const session = useSessionStore()
  const play = usePlayStore()
  const scenario = (await loadScenario('boroughbridge-1322'))!
  if (!(await session.start({ scenarioId: scenario.id, plugins: scenario.plugins.map((p) => ({ ...p })) as PluginRequest[], players: {}, seed: 1 }))) throw new Error(session.error?.message)
  session.act({ type: 'end-phase', side: 'earls' })
  const unit = (id: string) => session.state!.units.find((u) => u.id === id)!
  return { session, play, unit }
}

describe('web/play store: units with facing (SK-MOVE-5/6)', () => {
  it('shows what each facing costs at the hex under the cursor, from the engine (turns included)', async () => {
    const { play, unit } = await earlsMove()
    play.clickHex(unit('e-lancaster').hex!)
    expect(play.movement?.units).toBe('paces')
    play.hoverHex = '16,10'
    expect(play.facingHex).toBe('16,10')
    // 4 paces to get there facing north; each 60° wheel adds 1 pace, the about-face the cheaper of M/2 = 3.5 and three wheels (GAP-SK-02).
    expect(play.facingOptions).toEqual([{ facing: 0, cost: 4 }, { facing: 1, cost: 5 }, { facing: 2, cost: 6 }, { facing: 3, cost: 7 }, { facing: 4, cost: 6 }, { facing: 5, cost: 5 }])
    play.hoverHex = '1,1'
    expect(play.facingHex).toBeNull()
    expect(play.facingOptions).toEqual([])
  })

  it('a first click on a destination asks the facing, a second moves with the cheapest; a button moves with its facing', async () => {
    const { play, unit } = await earlsMove()
    play.clickHex(unit('e-lancaster').hex!)
    play.clickHex('16,10')
    expect(play.facingTarget).toBe('16,10')
    expect(unit('e-lancaster').hex).toBe('16,12')
    play.clickHex('16,10')
    expect(unit('e-lancaster').hex).toBe('16,10')
    expect(unit('e-lancaster').facing).toBe(0)
    expect(play.facingTarget).toBeNull()
    play.clickHex(unit('e-serjeants').hex!)
    play.clickHex('18,10')
    const east = play.facingOptions.find((f) => f.facing === 2)!
    expect(play.moveTo('18,10', 2)).toBe(true)
    expect(unit('e-serjeants')).toMatchObject({ hex: '18,10', facing: 2 })
    expect(east.cost).toBeGreaterThan(4)
  })

  it('turns a unit in place, each turn at its cost, and keeps a unit without facing rules to one click', async () => {
    const { play, unit, session } = await earlsMove()
    play.clickHex(unit('e-clifford').hex!)
    expect(play.turnsInPlace.map((f) => f.facing)).toEqual([1, 2, 3, 4, 5])
    expect(play.turnsInPlace.find((f) => f.facing === 1)!.cost).toBe(1)
    expect(play.moveTo(unit('e-clifford').hex!, 5)).toBe(true)
    expect(unit('e-clifford')).toMatchObject({ hex: '6,11', facing: 5 })
    expect(session.events.at(-1)?.type).toBe('moveCommitted')
  })
})
