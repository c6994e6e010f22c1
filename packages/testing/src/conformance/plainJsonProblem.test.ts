import { describe, expect, it } from 'vitest'
import { plainJsonProblem } from './plainJsonProblem'

describe('plainJsonProblem', () => {
  it('accepts plain JSON, null-prototype objects included', () => {
    expect(plainJsonProblem({ a: [1, 'x', null, true, { b: -0.5 }], c: Object.create(null) as object })).toBeNull()
  })

  it('names the path of what JSON would lose or change', () => {
    expect(plainJsonProblem({ a: [1, new Map()] })).toBe('$.a[1]: a Map')
    expect(plainJsonProblem({ units: [{ hex: undefined }] })).toBe('$.units[0].hex: undefined')
    expect(plainJsonProblem({ n: Number.NaN })).toBe('$.n: NaN (not a finite number)')
    expect(plainJsonProblem({ f: () => 1 })).toBe('$.f: a function')
    class Counter { n = 1 }
    expect(plainJsonProblem({ plugins: { x: new Counter() } })).toBe('$.plugins.x: a Counter')
  })
})
