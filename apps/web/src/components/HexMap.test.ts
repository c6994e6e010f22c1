import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { hexCenter } from '../lib/hexLayout'
import HexMap from './HexMap.vue'
import { createGame, type Scenario } from '@hexes/core'
import { builtinPlugins, findScenario } from '@hexes/registry'
import { exampleGame, withTexts } from './testGame'

/** HEXES Med's rules: their catalogue names the terrain (`terrain/<id>`). */
const hexesMedRules = () => createGame({ scenario: findScenario('teaching-ford') as Scenario, plugins: builtinPlugins })

function mountMap(highlights = {}) {
  const game = exampleGame()
  const s = game.state
  const cards = Object.fromEntries(s.units.map((u) => [u.id, { tags: [], strength: 2, mp: 3, kind: 'infantry' }]))
  return { game, wrapper: mount(HexMap, { props: { map: s.map, units: s.units, leaders: s.leaders, sides: s.sides, cards, highlights }, ...withTexts(hexesMedRules()) }) }
}

describe('web/HexMap', () => {
  it('draws one path per terrain type and one counter per unit on the map', () => {
    const { wrapper, game } = mountMap()
    const layers = wrapper.findAll('[data-terrain]').map((g) => g.attributes('data-terrain'))
    expect(layers.sort()).toEqual(['clear', 'forest', 'river'])
    expect(wrapper.findAll('[data-unit]')).toHaveLength(game.state.units.length)
    const b1 = wrapper.get('[data-unit="b1"]')
    expect(b1.attributes('data-hex')).toBe('2,2')
    expect(b1.attributes('aria-label')).toContain('Blue spears')
    expect(b1.text()).toContain('2')
  })

  it('highlights reachable hexes, marks stops and draws the path with its cost', () => {
    const { wrapper } = mountMap({
      reachable: [{ hex: '3,2', cost: 2, stops: false }, { hex: '2,1', cost: 1, stops: true }],
      path: ['2,1'],
      pathFrom: '2,2',
      pathCost: 1,
      selected: 'b1',
    })
    expect(wrapper.findAll('.reach')).toHaveLength(2)
    expect(wrapper.get('.reach[data-hex="2,1"]').classes()).toContain('stop')
    expect(wrapper.get('.path text').text()).toBe('1')
    expect(wrapper.get('[data-unit="b1"]').classes()).toContain('selected')
  })

  it('reports a click on a hex (pointer down and up without moving)', async () => {
    const { wrapper } = mountMap()
    const p = hexCenter(4, 5)
    await wrapper.trigger('pointerdown', { clientX: p.x, clientY: p.y, button: 0, pointerId: 1, pointerType: 'mouse' })
    await wrapper.trigger('pointerup', { clientX: p.x, clientY: p.y, button: 0, pointerId: 1, pointerType: 'mouse' })
    expect(wrapper.emitted('hex-click')).toEqual([['4,5']])
  })

  it('reports a drag of a draggable counter as a move request', async () => {
    const { wrapper } = mountMap({ draggable: ['2,2'] })
    const a = hexCenter(2, 2)
    const b = hexCenter(3, 2)
    await wrapper.trigger('pointerdown', { clientX: a.x, clientY: a.y, button: 0, pointerId: 1, pointerType: 'mouse' })
    await wrapper.trigger('pointermove', { clientX: (a.x + b.x) / 2, clientY: a.y + 20, pointerId: 1, pointerType: 'mouse' })
    await wrapper.trigger('pointerup', { clientX: b.x, clientY: b.y, button: 0, pointerId: 1, pointerType: 'mouse' })
    expect(wrapper.emitted('hex-drag')).toEqual([['2,2', '3,2']])
    expect(wrapper.emitted('hex-click')).toBeUndefined()
  })

  it("shows the hovered hex coordinates and terrain, named by the rules' catalogue", async () => {
    const { wrapper } = mountMap()
    const p = hexCenter(3, 2)
    await wrapper.trigger('pointermove', { clientX: p.x, clientY: p.y, pointerId: 1, pointerType: 'mouse' })
    expect(wrapper.emitted('hex-hover')).toEqual([['3,2']])
    expect(wrapper.get('.hex-info').text()).toBe('Hex 3,2: Forest')
    // A change of language updates the line at once.
    const i18n = (wrapper.vm as unknown as { $i18n: { locale: string } }).$i18n
    i18n.locale = 'fr'
    await wrapper.vm.$nextTick()
    expect(wrapper.get('.hex-info').text()).toBe('Hex 3,2 : Forêt')
  })

  it('lights the legal hexes of a unit entering the map', () => {
    const { wrapper } = mountMap({ placement: ['0,0', '1,0'] })
    expect(wrapper.findAll('.place').map((p) => p.attributes('data-place-hex'))).toEqual(['0,0', '1,0'])
  })

  it("draws the plugin UI modules' counter marks (a facing arrow, a badge, named in the counter's label) and a moving unit's facings with their cost", () => {
    const game = exampleGame()
    const s = game.state
    const cards = Object.fromEntries(s.units.map((u) => [u.id, { tags: [] }]))
    const counterMarks = (u: { id: string }) => (u.id === 'b1' ? [{ kind: 'arrow' as const, dir: 2, title: 'facing south-east' }, { kind: 'badge' as const, text: 'L', tone: 'danger' as const, title: 'locked' }] : [])
    const facings = { hex: '3,2', options: [{ facing: 0, cost: 2 }, { facing: 3, cost: 3.5 }], chosen: null }
    const w = mount(HexMap, { props: { map: s.map, units: s.units, leaders: s.leaders, sides: s.sides, cards, counterMarks, highlights: { facings } }, ...withTexts(hexesMedRules()) })
    const b1 = w.get('[data-unit="b1"]')
    expect(b1.get('.facing-arrow').attributes('data-facing')).toBe('2')
    expect(b1.get('.facing-arrow').attributes('transform')).toBe('rotate(30)')
    expect(b1.get('[data-badge="L"]').text()).toBe('L')
    expect(b1.attributes('aria-label')).toMatch(/, facing south-east, locked$/)
    expect(w.find('[data-unit="b2"] .facing-arrow').exists()).toBe(false)
    expect(w.findAll('[data-facings-hex="3,2"] [data-facing-option]').map((o) => [o.attributes('data-facing-option'), o.text()])).toEqual([['0', '2'], ['3', '3.5']])
  })
})
