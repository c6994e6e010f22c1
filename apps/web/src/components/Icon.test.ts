import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { ICON_PATHS, type IconName } from '../lib/iconPaths'
import Icon from './Icon.vue'

/** Every component and view of the app, as source text. */
const sources = import.meta.glob('../**/*.vue', { query: '?raw', import: 'default', eager: true }) as Record<string, string>
/**
 * Symbol characters that many fonts lack (arrows, technical symbols, shapes, dingbats, math
 * symbols), which render as empty boxes; "→" between words of a sentence is ordinary text.
 */
const SYMBOLS = /[\u2190-\u21FF\u2300-\u23FF\u25A0-\u27BF\u2900-\u29FF\u2B00-\u2BFF]/gu
const TEXT_ONLY = new Set(['→'])

describe('web/Icon', () => {
  it('draws each icon as an inline SVG path in the text colour', () => {
    for (const name of Object.keys(ICON_PATHS) as IconName[]) {
      const w = mount(Icon, { props: { name } })
      const svg = w.get('svg')
      expect(svg.attributes('viewBox')).toBe('0 0 16 16')
      expect(svg.attributes('data-icon')).toBe(name)
      expect(w.get('path').attributes('d')).toBe(ICON_PATHS[name])
      expect(w.get('path').attributes('fill')).toBe('currentColor')
    }
  })

  it('is an image named by its label, or decoration hidden from assistive technology', () => {
    const named = mount(Icon, { props: { name: 'hourglass', label: 'Time marker' } })
    expect(named.get('svg').attributes()).toMatchObject({ role: 'img', 'aria-label': 'Time marker' })
    expect(named.get('svg').attributes('aria-hidden')).toBeUndefined()
    expect(named.get('title').text()).toBe('Time marker')
    const plain = mount(Icon, { props: { name: 'close' } })
    expect(plain.get('svg').attributes('aria-hidden')).toBe('true')
    expect(plain.get('svg').attributes('role')).toBeUndefined()
    expect(plain.find('title').exists()).toBe(false)
  })

  it('no component or view draws a symbol character as an icon: they use Icon', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(10)
    const found: string[] = []
    for (const [file, src] of Object.entries(sources)) {
      // Comments and the doc blocks may name the old characters.
      const code = src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/<!--[\s\S]*?-->/g, '').replace(/^\s*\/\/.*$/gm, '')
      for (const m of code.matchAll(SYMBOLS)) if (!TEXT_ONLY.has(m[0])) found.push(`${file}: ${m[0]}`)
    }
    expect(found).toEqual([])
  })
})
