import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { formatPath } from './formatPath'
import { zodIssues } from './zodIssues'

describe('core/util/zodIssues and formatPath', () => {
  it('formats paths as units[3].hex, under a prefix', () => {
    expect(formatPath(['units', 3, 'hex'])).toBe('units[3].hex')
    expect(formatPath([0, 'a'])).toBe('[0].a')
    expect(formatPath(['mp'], 'plugins[0].config')).toBe('plugins[0].config.mp')
    expect(formatPath([], 'x')).toBe('x')
  })

  it('names each unknown field at its own path, and namespaces or fixes the code', () => {
    const schema = z.strictObject({ a: z.number(), b: z.strictObject({ c: z.string() }) })
    const r = schema.safeParse({ a: 'x', b: { c: 'ok', d: 1, e: 2 }, f: 3 })
    if (r.success) throw new Error('expected a failure')
    expect(zodIssues(r.error, { code: 'scenario', namespaced: true }).map((i) => [i.code, i.path])).toEqual([
      ['scenario/invalid_type', 'a'],
      ['scenario/unrecognized_keys', 'b.d'],
      ['scenario/unrecognized_keys', 'b.e'],
      ['scenario/unrecognized_keys', 'f'],
    ])
    expect(zodIssues(r.error, { code: 'loader/bad-config', prefix: 'plugins[2].config', plugin: 'p' })[1]).toEqual({
      code: 'loader/bad-config', path: 'plugins[2].config.b.d', message: 'unknown field "d"', plugin: 'p',
    })
  })
})
