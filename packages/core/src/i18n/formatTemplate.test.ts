import { describe, expect, it } from 'vitest'
import { formatTemplate } from './formatTemplate'

describe('core/i18n/formatTemplate', () => {
  it('fills parameters, picks plural branches by language, writes numbers in the language', () => {
    const t = '{unit} loses {n, plural, one {# step} other {# steps}} at {hex}'
    expect(formatTemplate(t, { unit: 'Huscarls', n: 1, hex: '3,4' }, 'en')).toBe('Huscarls loses 1 step at 3,4')
    expect(formatTemplate(t, { unit: 'Huscarls', n: 2, hex: '3,4' }, 'en')).toBe('Huscarls loses 2 steps at 3,4')
    const fr = '{unit} perd {n, plural, one {# pas} other {# pas}} ({cost} pas)'
    expect(formatTemplate(fr, { unit: 'Les huscarls', n: 0, cost: 4.5 }, 'fr')).toBe('Les huscarls perd 0 pas (4,5 pas)')
    expect(formatTemplate('{n, plural, =0 {none} other {#}}', { n: 0 }, 'en')).toBe('none')
  })

  it('leaves a missing parameter visible, and text without braces as it is', () => {
    expect(formatTemplate('{a} and {b}', { a: 'x' }, 'en')).toBe('x and {b}')
    expect(formatTemplate('no params', {}, 'fr')).toBe('no params')
    expect(formatTemplate('broken {a', { a: 1 }, 'en')).toBe('broken {a')
  })
})
