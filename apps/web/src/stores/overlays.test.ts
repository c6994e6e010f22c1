import type { PluginRequest } from '@hexes/core'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { loadScenario } from '../lib/catalog'
import { losOverlay } from '../lib/overlays/losOverlay'
import { threatOverlay } from '../lib/overlays/threatOverlay'
import { useOverlaysStore } from './overlays'
import { usePlayStore } from './play'
import { useSessionStore } from './session'

/** The teaching scenario (seed 1), the company to move. */
async function teaching() {
  const session = useSessionStore()
  const scenario = (await loadScenario('teaching-ford'))!
  const ok = await session.start({ scenarioId: scenario.id, plugins: scenario.plugins.map((p) => ({ ...p })) as PluginRequest[], players: {}, seed: 1 })
  if (!ok) throw new Error(session.error?.message)
  return session
}

describe('web/overlays store', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it('shows the objectives from the start and the other overlays only once turned on', async () => {
    const session = await teaching()
    const overlays = useOverlaysStore()
    expect(overlays.mapData.objectives?.map((o) => o.hex)).toEqual(['6,3', '7,3'])
    expect(overlays.mapData.los).toBeNull()
    expect(overlays.mapData.threat).toBeNull()
    expect(overlays.mapData.zoc).toBeNull()
    overlays.toggle('objectives')
    expect(overlays.mapData.objectives).toBeNull()
    overlays.toggle('zoc')
    expect(overlays.mapData.zoc?.map((z) => z.side)).toEqual(session.state!.sides.map((s) => s.id))
  })

  it('HM-COMBAT-4 the line of sight follows the selected shooter, and the threat is on the side to act, after each action', async () => {
    const session = await teaching()
    const overlays = useOverlaysStore()
    const play = usePlayStore()
    overlays.toggle('los')
    overlays.toggle('threat')
    play.selected = 'r-ha-1'
    const want = session.query((s, rules) => losOverlay(s, rules, 'r-ha-1'))!
    expect(overlays.mapData.los?.visible).toEqual(want.visible)
    expect(overlays.mapData.los?.from).toBe('2,2')
    expect(overlays.viewerSide).toBe('routiers')
    const before = overlays.threat!
    expect(before.side).toBe('routiers')
    // The archers move: the overlays are computed again on the new state.
    expect((await session.act({ type: 'move', side: 'routiers', unit: 'r-ha-1', to: '4,3' })).ok).toBe(true)
    expect(overlays.mapData.los?.from).toBe('4,3')
    expect(overlays.threat).not.toBe(before)
    expect(overlays.threat!.hexes).toEqual(session.query((s, rules) => threatOverlay(s, rules, 'routiers'))!.hexes)
    // Hovering a threatened hex lists who threatens it.
    const hex = overlays.threat!.hexes[0]!.hex
    play.hoverHex = hex
    expect(overlays.threatAtHover?.hex).toBe(hex)
    play.selected = null
    expect(overlays.mapData.los).toBeNull()
  })
})
