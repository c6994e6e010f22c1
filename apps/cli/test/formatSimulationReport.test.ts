import { describe, expect, it } from 'vitest'
import type { SimulationReport } from '../src/simulate/runSimulation'
import { formatSimulationReport } from '../src/simulate/formatSimulationReport'
import { runCli } from './runCli'

async function report(): Promise<SimulationReport> {
  return (await runCli(['simulate', 'skirmish', '--games', '2', '--json'])).json() as SimulationReport
}

const warning = 'other processes took the CPU'

describe('cli/formatSimulationReport', () => {
  it('warns of a shared machine when the threads used much less CPU than they had, counting at most one core each', async () => {
    const r = await report()
    const speed = (jobs: number, cpuMs: number, cores: number) =>
      formatSimulationReport({ ...r, jobs, timing: { ...r.timing, totalMs: 10_000, cpuMs } }, 'hexes simulate skirmish', cores)
    expect(speed(1, 5_000, 2)).toContain(warning)
    expect(speed(1, 9_500, 2)).not.toContain(warning)
    expect(speed(2, 10_000, 2)).toContain(warning) // two threads should have used about 20 s
    expect(speed(2, 19_000, 2)).not.toContain(warning)
    expect(speed(4, 17_000, 2)).not.toContain(warning) // more threads than cores: two cores' worth is all there is
  })

  it('lists at most 20 failures in full and at most 50 more seeds', async () => {
    const r = await report()
    const failures = Array.from({ length: 100 }, (_, i) => ({
      seed: i + 1, actions: 3, turns: 1, end: 'error' as const, winner: null, condition: null, replayed: false, finalHash: '',
      failure: { kind: 'error' as const, actionIndex: 3, code: 'x/y', message: 'boom', issues: [] },
    }))
    const text = formatSimulationReport({ ...r, failures }, 'hexes simulate skirmish')
    expect(text.match(/^ {2}seed \d+: /gm)).toHaveLength(20)
    // The line of further seeds stops at the 50th (seed 70); the report's rates may contain
    // any number, so only that line is searched.
    const more = text.split('\n').find((l) => l.startsWith('  ... and 80 more'))!
    expect(more).toMatch(/^ {2}\.\.\. and 80 more \(seeds 21, 22, .* 70, \.\.\.\)$/)
    expect(more).not.toContain(' 71,')
    expect(text).toContain('seed 1: error x/y at action #3 (turn 1)')
  })
})
