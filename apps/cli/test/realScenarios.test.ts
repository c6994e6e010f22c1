import { describe, expect, it } from 'vitest'
import { runRealCli } from './runCli'

describe('cli on the shipped scenarios', () => {
  it.each(['teaching-ford', 'hastings-1066', 'cannae-216bc'])('validates scenarios/%s.json', async (id) => {
    const r = await runRealCli('validate', `scenarios/${id}.json`)
    expect(r.stderr).toBe('')
    expect(r.stdout).toMatch(new RegExp(`^OK ${id}: `))
    expect(r.code).toBe(0)
  })

  it.each(['teaching-ford', 'hastings-1066'])('simulates a few random games of %s without a failure', async (id) => {
    const r = await runRealCli('simulate', id, '--games', '4', '--replay-every', '2')
    expect(r.stdout).toContain('Failures: none')
    expect(r.code).toBe(0)
  }, 60_000)

  it('runs the engine throughput bench (tiny): checked playouts of the teaching scenario and Hastings, state clone cost', async () => {
    const r = await runRealCli('bench', '--engine', '--tiny', '--json')
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    const report = JSON.parse(r.stdout) as { rows: { name: string; playoutsPerSecond: number; reference: { ratio?: { median: number } } }[]; target: number; maxRatio: number }
    expect(report.rows.map((row) => row.name)).toEqual(['teaching-ford', 'hastings-1066'])
    for (const row of report.rows) {
      expect(row.playoutsPerSecond).toBeGreaterThan(0)
      // Both scenarios are plain HEXES Med: the reference engine plays them in the same rounds.
      expect(row.reference.ratio?.median).toBeGreaterThan(0)
    }
    expect(report.target).toBe(1000)
    expect(report.maxRatio).toBe(2)
    // The exact odds are timed against HEXES Med's table lookup and checked equal to it.
    for (const row of (report as unknown as { rows: { odds: { equal: boolean; ratio: number } | null }[] }).rows) {
      expect(row.odds?.equal).toBe(true)
      expect(row.odds?.ratio).toBeGreaterThan(0)
    }
    const text = await runRealCli('bench', '--engine', '--tiny')
    expect(text.stdout).toMatch(/cloneState/)
    expect(text.stdout).toMatch(/Reference µs\/action/)
  }, 60_000)

  it('runs the skirmish bench (tiny): the exact odds of every shipped skirmish attack, then checked playouts next to the teaching scenario', async () => {
    const r = await runRealCli('bench', '--skirmish', '--tiny', '--json')
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    const { odds, playouts } = JSON.parse(r.stdout) as {
      odds: { attacks: { pair: string; name: string; exactUs: number }[]; checkedOutcomes: number; targets: { label: string; threshold: number }[] }
      playouts: { scenario: { name: string; playouts: { median: number }; actionsPerPlayout: number; cpu?: { share: number } }; baseline: { name: string; playouts: { median: number } }; ratio: { median: number }; targets: { threshold: number }[] }
    }
    // Boroughbridge: 4 royal and 5 rebel unit types, every pair both ways, each plan once.
    expect(odds.attacks.length).toBe(222)
    expect(new Set(odds.attacks.map((a) => `${a.pair}|${a.name}`)).size).toBe(222)
    expect(odds.attacks.some((a) => a.pair === 'Mounted knights → Pikemen' && a.name === 'charge')).toBe(true)
    expect(odds.attacks.some((a) => a.pair === 'Pikemen → Mounted knights' && a.name === 'charge')).toBe(true)
    expect(odds.checkedOutcomes).toBeGreaterThan(1000)
    expect(odds.targets[0]!.threshold).toBe(1)
    expect(playouts.scenario.name).toBe('boroughbridge-1322')
    expect(playouts.baseline.name).toBe('teaching-ford')
    expect(playouts.scenario.playouts.median).toBeGreaterThan(0)
    expect(playouts.scenario.actionsPerPlayout).toBeGreaterThan(10)
    expect(playouts.ratio.median).toBeGreaterThan(0)
    expect(playouts.scenario.cpu?.share).toBeGreaterThan(0)
    expect(playouts.targets[0]!.threshold).toBe(200)
  }, 120_000)

  it('checks the exact odds of every shipped skirmish attack, and the morale consequences of attacks with the morale rules, against resolved attacks (few runs, two threads)', async () => {
    const r = await runRealCli('odds-check', 'boroughbridge-1322', 'hastings-1066', '--runs', '1000', '--jobs', '2')
    expect(r.stderr).toBe('')
    expect(r.stdout).toContain('boroughbridge-1322: 222 attacks')
    // With the morale rules added (SK-MORALE-8/16): each unit's chance to flee, exact and resolved.
    expect(r.stdout).toMatch(/boroughbridge-1322 \+ skirmish-morale, Dismounted knights → Dismounted knights, melee: e-hereford flees 0\.07220 exact, 0\.0\d{4} resolved/)
    // Hastings' panic variant (I-03): HEXES Med's test, a retreat or a step lost.
    expect(r.stdout).toMatch(/hastings-1066 \(panic\), Light infantry → Heavy infantry, melee: n-li-1 loses-step 0\.69831 exact/)
    expect(r.stdout).toContain('Failures: none')
    expect(r.code).toBe(0)
  }, 120_000)

  it('runs the AI timing bench (tiny): one Hastings game from each side, the longest half-turn of each, the target line', async () => {
    const r = await runRealCli('bench', '--ai', '--tiny', '--json')
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    const report = JSON.parse(r.stdout) as { scenario: string; targetMs: number; longestMs: number; sides: { side: string; longestPerGame: number[]; decisions: number }[] }
    expect(report.scenario).toBe('hastings-1066')
    expect(report.targetMs).toBe(1000)
    expect(report.sides.map((s) => s.side)).toEqual(['normans', 'saxons'])
    for (const s of report.sides) {
      expect(s.longestPerGame).toHaveLength(1)
      expect(s.decisions).toBeGreaterThan(0)
    }
    expect(report.longestMs).toBe(Math.max(...report.sides.map((s) => s.longestPerGame[0]!)))
    expect((await runRealCli('bench', '--games', '2')).stderr).toContain('--games goes with --ai')
  }, 120_000)

  it('lists them', async () => {
    const r = await runRealCli('list', '--json')
    expect(r.code).toBe(0)
    const doc = JSON.parse(r.stdout)
    expect(doc.scenarios.map((s: { id: string }) => s.id)).toEqual(expect.arrayContaining(['teaching-ford', 'hastings-1066', 'cannae-216bc', 'boroughbridge-1322', 'lewes-1264']))
    expect(doc.scenarios.every((s: { valid: boolean }) => s.valid)).toBe(true)
    expect(doc.plugins.map((p: { id: string }) => p.id)).toContain('hexes-med')
  })
})

describe('cli simulate --jobs', () => {
  it('plays the same games on worker threads as on one', async () => {
    const one = await runRealCli('simulate', 'teaching-ford', '--games', '6', '--seed', '40', '--replay-every', '3', '--json')
    const two = await runRealCli('simulate', 'teaching-ford', '--games', '6', '--seed', '40', '--replay-every', '3', '--json', '--jobs', '2')
    expect(two.stderr).toBe('')
    expect(two.code).toBe(0)
    const strip = ({ timing: _t, jobs: _j, ...rest }: Record<string, unknown>) => rest
    expect(strip(JSON.parse(two.stdout))).toEqual(strip(JSON.parse(one.stdout)))
    expect(JSON.parse(two.stdout).jobs).toBe(2)
  }, 60_000)
})
