import 'reflect-metadata'
import { buildRules, parseScenario } from '@hexes/core'
import { examplePlugin } from '@hexes/plugin-example'
import { describe, expect, it } from 'vitest'
import { RandomBot } from '../RandomBot'
import { skirmish } from '../testFixtures'
import { shippedRules } from '../testing/aiFixtures'
import { SearchBot } from '../bots/SearchBot'
import { formatMatchTable, matchRow } from './matchTables'
import { playMatchGame } from './playMatchGame'
import { formatEngineBench } from './formatEngineBench'
import { runEngineBench } from './runEngineBench'

const rules = buildRules(parseScenario(skirmish()), [examplePlugin])
let now = 0
const clock = () => (now += 0.25)

describe('ai/bench', () => {
  it('measures checked playouts and single operations with the clock it is given', () => {
    const report = runEngineBench({ scenarios: [{ name: 'skirmish', rules }], clock, playoutMs: 20, microMs: 5, target: 1 })
    const row = report.rows[0]!
    expect(row.playoutsPerSecond).toBeGreaterThan(0)
    expect(row.actionsPerPlayout).toBeGreaterThan(0)
    expect(Object.values(row.results).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3)
    expect(row.micro.cloneMidGame).toBeGreaterThan(0)
    const text = formatEngineBench(report)
    expect(text).toMatch(/Target: 1 checked playouts\/s on skirmish: (PASS|MISS)/)
    // The reference engine plays HEXES Med only: the example rules get no ratio, and the report says why.
    expect(row.reference).toEqual({ unsupported: expect.stringMatching(/reference engine/) })
    expect(report.passRatio).toBe(false)
    expect(text).toContain('(skirmish: no reference figures: reference engine')
  })

  it('times the reference engine in the same rounds on the teaching scenario, and the ratio is the engine over the reference', () => {
    const report = runEngineBench({ scenarios: [{ name: 'teaching-ford', rules: shippedRules('teaching-ford') }], clock, playoutMs: 6, rounds: 3, microMs: 2, maxRatio: 1e9 })
    const ref = report.rows[0]!.reference
    if (!('ratio' in ref)) throw new Error(`no reference: ${ref.unsupported}`)
    expect(ref.usPerAction.median).toBeGreaterThan(0)
    expect(ref.usPerAction.min).toBeLessThanOrEqual(ref.usPerAction.max)
    expect(ref.ratio.median).toBeGreaterThan(0)
    expect(report.passRatio).toBe(true)
    expect(formatEngineBench(report)).toMatch(/at most 1000000000x the reference's µs per checked action on teaching-ford: PASS/)
  })

  it('plays a seeded match game and counts it in a table row', () => {
    const r = playMatchGame({ rules, bots: [new SearchBot({ level: 'easy' }), new RandomBot()], seed: 3, clock })
    expect(r.end).toBe('result')
    expect(r.perSide[0]!.decisions).toBeGreaterThan(0)
    const again = playMatchGame({ rules, bots: [new SearchBot({ level: 'easy' }), new RandomBot()], seed: 3 })
    expect(again.winner).toBe(r.winner)
    expect(again.actions).toBe(r.actions)
    // The same moves, and a hash that tells them apart from another seed's.
    expect(again.movesHash).toMatch(/^[0-9a-f]+$/)
    expect(again.movesHash).toBe(r.movesHash)
    expect(playMatchGame({ rules, bots: [new SearchBot({ level: 'easy' }), new RandomBot()], seed: 4 }).movesHash).not.toBe(r.movesHash)
    const row = matchRow('skirmish', 'ai-easy', 'random', 0, [r, again])
    expect(row.wins + row.draws + row.losses + row.unfinished).toBe(2)
    expect(formatMatchTable([row])).toContain('| skirmish | ai-easy (a) | random | 2 |')
  })
})
