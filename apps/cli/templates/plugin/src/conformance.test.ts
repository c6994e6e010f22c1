/// <reference types="node" />
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { conformanceSuite } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { __name__Plugin } from './__name__Plugin.ts'

/**
 * The conformance suite of `@hexes/testing` on the scenario of this package: seeded random games
 * (every legal action, the volleys too) that must keep plain-JSON states and the invariants,
 * replay, resume from JSON and interleave exactly, with no Math.random or clock; and the code
 * checks: no DOM or Node API in the rules, every rule id the code cites named by a test title.
 */
const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'))
const scenario = read('../scenarios/__NAME__-skirmish.json')

conformanceSuite('__NAME__', {
  scenarios: [{ name: 'the __NAME__-skirmish scenario', scenario }],
  plugins: [__name__Plugin],
  sourceDir: fileURLToPath(new URL('.', import.meta.url)),
})

describe('__NAME__ package', () => {
  it('the manifest gives the version of package.json (save files record it)', () => {
    expect(__name__Plugin.manifest.version).toBe(read('../package.json').version)
  })
})
