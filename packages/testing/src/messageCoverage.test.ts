import { msg } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { catalogueProblems, messageKeys, scanMessageUse } from './messageCoverage'

describe('testing/messageCoverage', () => {
  it('finds the keys a source uses and the rejections and events it leaves without a text', () => {
    const source = `
      if (a) return reject('x/one', 'R-1', \`\${name(u)} can't (here)\`, { unit: unitParam(u.id) })
      if (b) return reject('x/two', 'R-2', 'no params, so no text')
      if (c) return rejectWith('x/three', 'R-3', 'a variant', msg('x/three/variant', { n: f(1, 2) }))
      ctx.emit({ type: 'x/done', message: \`done, {really}\`, text: msg(first ? 'x/done/first' : 'x/done', {}), ruleId: 'R-4' })
      emit({
        type: 'x/silent', // it says nothing, (yet)
        message: 'quiet',
      })
      const t = msg(\`crt/\${code}\`)
    `
    const use = scanMessageUse(source)
    expect(use.keys.sort()).toEqual(['x/done', 'x/done/first', 'x/one', 'x/three/variant', 'x/two'])
    expect(use.prefixes).toEqual(['crt/'])
    expect(use.untexted).toHaveLength(2)
    expect(use.untexted[0]).toMatch(/^reject\('x\/two'/)
    expect(use.untexted[1]).toMatch(/^emit\(\{ type: 'x\/silent'/)
  })

  it('lists nested keys, and the problems of a catalogue', () => {
    expect(messageKeys(msg('a', { b: msg('b', { c: msg('c') }), n: 1 }))).toEqual(['a', 'b', 'c'])
    const catalog = { en: { a: 'A', b: 'B', stepLost: 'x' }, fr: { a: 'A' } }
    expect(catalogueProblems(catalog, ['a', 'b', 'z'])).toEqual([
      'fr: no template for "b"',
      'en: no template for "z"',
      'fr: no template for "z"',
      'fr: lacks "b", which another language has',
      'fr: lacks "stepLost", which another language has',
      '"stepLost" redefines a core text',
    ])
  })
})
