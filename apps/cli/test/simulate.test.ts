import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { definePlugin, injectable, type HookRegistry, type RulePlugin } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { run } from '../src/main'
import { cliDir, fixture, runCli } from './runCli'

/** Breaks the model on purpose: from turn 2 a moved unit is "eliminated" but left on the map. */
@injectable()
class SloppyRules implements RulePlugin {
  apply(hooks: HookRegistry): void {
    hooks.afterMove.tap('sloppy', ({ draft, unit }) => {
      if (draft.turn.turn >= 2) unit.status = 'eliminated'
    })
  }
}
const sloppy = definePlugin({ manifest: { id: 'sloppy', name: 'Sloppy', version: '0.0.0', engine: '^0.1.0' }, plugin: SloppyRules })

/** Writes into the state it is given to read (a classic plugin bug only --deep can see). */
@injectable()
class ScribblerRules implements RulePlugin {
  apply(hooks: HookRegistry): void {
    hooks.canMove.tap('scribbler', ({ unit }) => {
      unit.stats.seen = ((unit.stats.seen as number | undefined) ?? 0) + 1
      return undefined
    })
  }
}
const scribbler = definePlugin({ manifest: { id: 'scribbler', name: 'Scribbler', version: '0.0.0', engine: '^0.1.0' }, plugin: ScribblerRules })

/** Throws while applying the first move of turn 2 (a plugin bug that is an error, not an invariant). */
@injectable()
class ThrowerRules implements RulePlugin {
  apply(hooks: HookRegistry): void {
    hooks.afterMove.tap('thrower', ({ draft }) => {
      if (draft.turn.turn >= 2) throw new Error('thrower: boom')
    })
  }
}
const thrower = definePlugin({ manifest: { id: 'thrower', name: 'Thrower', version: '0.0.0', engine: '^0.1.0' }, plugin: ThrowerRules })

function withPlugin(id: string): unknown {
  const s = fixture('skirmish.json') as Record<string, any>
  return { ...s, id: `skirmish-${id}`, plugins: [{ id: 'example' }, { id }] }
}

describe('cli/simulate', () => {
  it('plays seeded games and prints the report', async () => {
    const r = await runCli(['simulate', 'skirmish', '--games', '30', '--seed', '100'])
    expect(r.code).toBe(0)
    expect(r.stdout).toContain('Simulated 30 games of skirmish')
    expect(r.stdout).toContain('seeds 100..129, bots random vs random')
    expect(r.stdout).toMatch(/Side A \(a\)\s+\d+/)
    expect(r.stdout).toMatch(/draws\s+\d+/)
    expect(r.stdout).toMatch(/Game length: [\d.]+ actions on average/)
    expect(r.stdout).toContain('4 games replayed from a save file')
    expect(r.stdout).toContain('Failures: none')
    expect(r.stdout).toMatch(/games\/s, [\d,]+ actions\/s/)
  })

  it('is deterministic and reports JSON', async () => {
    const a = (await runCli(['simulate', 'skirmish', '--games', '10', '--json'])).json()
    const b = (await runCli(['simulate', 'skirmish', '--games', '10', '--json'])).json()
    expect(a.wins).toEqual(b.wins)
    expect(a.totalActions).toBe(b.totalActions)
    expect(a.draws + a.unfinished + Object.values(a.wins as Record<string, number>).reduce((x, y) => x + y, 0)).toBe(10)
    expect(a.replayedGames).toBe(2)
    // The digest of the final states: equal for the same games, different for other seeds.
    expect(a.finalHashes).toHaveLength(10)
    expect(a.digest).toBe(b.digest)
    const c = (await runCli(['simulate', 'skirmish', '--games', '10', '--seed', '2', '--json'])).json()
    expect(c.finalHashes.slice(0, 9)).toEqual(a.finalHashes.slice(1))
    expect(c.digest).not.toBe(a.digest)
    const text = await runCli(['simulate', 'skirmish', '--games', '10'])
    expect(text.stdout).toContain(`Games digest: ${a.digest} (final state hashes of seeds 1..10)`)
  })

  it('plays the same games on several threads: same final hashes, same digest', async () => {
    // The builtin registry (worker threads load it): the teaching scenario.
    const builtin = async (argv: string[]) => {
      let out = ''
      expect(await run(argv, { stdout: (s) => void (out += s), stderr: () => undefined, cwd: cliDir })).toBe(0)
      return JSON.parse(out)
    }
    const one = await builtin(['simulate', 'teaching-ford', '--games', '4', '--json'])
    const two = await builtin(['simulate', 'teaching-ford', '--games', '4', '--jobs', '2', '--json'])
    expect(two.jobs).toBe(2)
    expect(two.finalHashes).toEqual(one.finalHashes)
    expect(two.digest).toBe(one.digest)
  }, 60_000) // worker threads load the rules through tsx: seconds on a loaded machine

  it('reports the seed and first broken invariant of each failing game, and writes their logs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hexes-sim-'))
    const r = await runCli(['simulate', 'skirmish-sloppy', '--games', '3', '--failures', dir], { plugins: [sloppy], scenarios: [withPlugin('sloppy')] })
    expect(r.code).toBe(1)
    expect(r.stdout).toMatch(/Failures: 3 games/)
    expect(r.stdout).toMatch(/seed 1: invariant state\/unit-hex after action #\d+ \{"type":"move"/)
    expect(r.stdout).toMatch(/units\[\d\]\.hex: unit "\w+" is eliminated but still on hex/)
    expect(r.stdout).toContain('reproduce: hexes simulate skirmish-sloppy --max-actions 5000 --games 1 --seed 2')
    expect(readdirSync(dir).sort()).toEqual(['skirmish-sloppy-seed1.json', 'skirmish-sloppy-seed2.json', 'skirmish-sloppy-seed3.json'])
    const log = JSON.parse(readFileSync(join(dir, 'skirmish-sloppy-seed1.json'), 'utf8'))
    // The written log replays with `play` up to the broken state.
    const replay = await runCli(['play', 'skirmish-sloppy', '--seed', '1', '--actions', join(dir, 'skirmish-sloppy-seed1.json'), '--compact'], { plugins: [sloppy], scenarios: [withPlugin('sloppy')] })
    expect(replay.code).toBe(0)
    expect(replay.json().state.units.some((u: { status: string; hex: string | null }) => u.status === 'eliminated' && u.hex !== null)).toBe(true)
    expect(log.actions.length).toBeGreaterThan(0)
  })

  it('fails games that do not end within --max-actions', async () => {
    const r = await runCli(['simulate', 'skirmish', '--games', '2', '--max-actions', '5'])
    expect(r.code).toBe(1)
    expect(r.stdout).toMatch(/seed 1: too-long simulate\/too-long .*\n\s+the game did not end within 5 actions/)
    expect(r.stdout).toMatch(/unfinished\s+2/)
  })

  it('with --deep, catches a plugin writing into the state it reads', async () => {
    const opts = { plugins: [scribbler], scenarios: [withPlugin('scribbler')] }
    expect((await runCli(['simulate', 'skirmish-scribbler', '--games', '2'], opts)).code).toBe(0)
    const r = await runCli(['simulate', 'skirmish-scribbler', '--games', '2', '--deep'], opts)
    expect(r.code).toBe(1)
    expect(r.stdout).toMatch(/seed 1: mutation play\/mutated/)
    // The reproduce line keeps --deep: without it the failure would not show.
    expect(r.stdout).toContain('reproduce: hexes simulate skirmish-scribbler --max-actions 5000 --deep --games 1 --seed 1')
  })

  it('names the action being applied when a plugin throws, and writes a log that replays the throw', async () => {
    const opts = { plugins: [thrower], scenarios: [withPlugin('thrower')] }
    const dir = mkdtempSync(join(tmpdir(), 'hexes-sim-'))
    const r = await runCli(['simulate', 'skirmish-thrower', '--games', '1', '--failures', dir, '--json'], opts)
    expect(r.code).toBe(1)
    const failure = r.json().failures[0].failure
    expect(failure).toMatchObject({ kind: 'error', action: { type: 'move' } })
    const log = JSON.parse(readFileSync(join(dir, 'skirmish-thrower-seed1.json'), 'utf8')).actions
    // The log ends with the action that threw, at the index the failure names.
    expect(log).toHaveLength(failure.actionIndex + 1)
    expect(log.at(-1)).toEqual(failure.action)
    const text = await runCli(['simulate', 'skirmish-thrower', '--games', '1'], opts)
    expect(text.stdout).toContain(`seed 1: error hooks/tap-threw at action #${failure.actionIndex} {"type":"move"`)
    const replay = await runCli(['play', 'skirmish-thrower', '--seed', '1', '--actions', join(dir, 'skirmish-thrower-seed1.json')], opts)
    expect(replay.code).not.toBe(0)
    expect(replay.stderr).toContain('thrower: boom')
  })

  it('plays the AI bot against the random bot, and explains unknown bots', async () => {
    const ai = await runCli(['simulate', 'skirmish', '--side2', 'ai-easy', '--games', '2'])
    expect(ai.code).toBe(0)
    expect(ai.stdout).toMatch(/^Decisions: a \(random\) \d+ in [\d.]+ s, [\d,-]+\/s; b \(ai-easy\) \d+ in [\d.]+ s, [\d,-]+\/s$/m)
    // Every action of a game is one bot's decision: the per-side counts add up to the actions.
    const report = (await runCli(['simulate', 'skirmish', '--side2', 'ai-easy', '--games', '2', '--json'])).json()
    expect(report.sides.map((s: { bot: string }) => s.bot)).toEqual(['random', 'ai-easy'])
    expect(report.sides[0].decisions + report.sides[1].decisions).toBe(report.totalActions)
    expect(report.sides[1].decisions).toBeGreaterThan(0)
    expect(report.timing.thinkMs).toHaveLength(2)
    const x = await runCli(['simulate', 'skirmish', '--side1', 'genius'])
    expect(x).toMatchObject({ code: 1, stderr: expect.stringContaining('unknown bot "genius" (available: random, ai,') })
    expect((await runCli(['simulate', 'skirmish', '--games', '0'])).stderr).toContain('--games must be between 1')
    expect((await runCli(['simulate', 'skirmish', '--games', 'many'])).stderr).toContain('--games must be an integer')
  })
})
