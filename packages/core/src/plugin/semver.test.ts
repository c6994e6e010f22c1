import { describe, expect, it } from 'vitest'
import { satisfies } from './semver'

describe('core/semver', () => {
  it.each([
    ['0.1.0', '^0.1.0', true],
    ['0.1.5', '^0.1.0', true],
    ['0.2.0', '^0.1.0', false],
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
    ['1.4.0', '^1.2.3', true],
    ['2.0.0', '^1.2.3', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['0.5.0', '>=0.1.0 <1.0.0', true],
    ['1.0.0', '>=0.1.0 <1.0.0', false],
    ['1.2.3', '1.2.3', true],
    ['1.2.3', '=1.2.4', false],
    ['3.0.0', '*', true],
    ['0.1.0', 'not-a-range', false],
    ['v0.1.0', '*', false],
  ])('%s satisfies %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected)
  })
})
