import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fixture, runCli, runRealCli } from './runCli'

/** The CLI's skirmish fixture with two variants of its example rules. */
function withVariants(variants?: unknown[]): Record<string, any> {
  const s = fixture('skirmish.json') as Record<string, any>
  return {
    ...s,
    variants: variants ?? [
      { id: 'fast', name: 'Forced march', description: 'Units move 4 hexes.', plugins: [{ id: 'example', config: { mp: 4 } }] },
      { id: 'woods', name: 'Thick woods', description: 'Forest costs 3.', plugins: [{ id: 'example', config: { forestCost: 3 } }] },
    ],
  }
}
const dir = mkdtempSync(join(tmpdir(), 'hexes-variants-'))
const write = (name: string, doc: unknown) => {
  const p = join(dir, name)
  writeFileSync(p, JSON.stringify(doc))
  return p
}

describe('cli --variant', () => {
  it('simulates a variant: its rule mix, its name in the report and in the reproduce line', async () => {
    const opts = { scenarios: [withVariants()] }
    const plain = (await runCli(['simulate', 'skirmish', '--games', '5', '--json'], opts)).json()
    const fast = await runCli(['simulate', 'skirmish', '--variant', 'fast', '--games', '5', '--json'], opts)
    expect(fast.code).toBe(0)
    expect(fast.json()).toMatchObject({ scenario: { id: 'skirmish' }, variant: { id: 'fast', name: 'Forced march' }, failures: [] })
    // 4 MP instead of 2: other games.
    expect(fast.json().digest).not.toBe(plain.digest)
    expect(plain.variant).toBeUndefined()
    const text = await runCli(['simulate', 'skirmish', '--variant', 'fast', '--games', '2', '--max-actions', '5'], opts)
    expect(text.stdout).toMatch(/^Simulated 2 games of skirmish \(Skirmish at the mill \(example rules\)\), variant fast \(Forced march\)$/m)
    expect(text.stdout).toContain('reproduce: hexes simulate skirmish --variant fast --max-actions 5 --games 1 --seed 1')
  })

  it('refuses a variant the scenario does not have, naming those it has', async () => {
    const r = await runCli(['simulate', 'skirmish', '--variant', 'slow', '--games', '1'], { scenarios: [withVariants()] })
    expect(r.code).toBe(1)
    expect(r.stderr).toContain('variant: scenario "skirmish" has no variant "slow" (variants: fast, woods)')
    const none = await runCli(['play', 'skirmish', '--variant', 'fast', '--actions', 'test-fixtures/actions-ok.json'])
    expect(none.stderr).toContain('scenario "skirmish" has no variant "fast" (it has none)')
  })

  it('plays a variant and saves it; replay finds the variant from the save\'s scenario hash, or takes --variant', async () => {
    const opts = { scenarios: [withVariants()] }
    const save = join(dir, 'fast.json')
    const played = await runCli(['play', 'skirmish', '--variant', 'fast', '--seed', '3', '--actions', 'test-fixtures/actions-ok.json', '--save', save, '--compact'], opts)
    expect(played.code).toBe(0)
    const replay = await runCli(['replay', save], opts)
    expect(replay.stdout).toContain(`state hash: ${JSON.parse(readFileSync(save, 'utf8')).stateHash} (matches the save)`)
    expect((await runCli(['replay', save, '--variant', 'fast'], opts)).code).toBe(0)
    const wrong = await runCli(['replay', save, '--variant', 'woods'], opts)
    expect(wrong).toMatchObject({ code: 1, stderr: expect.stringContaining('scenario.hash: scenario "skirmish" has changed since the game was saved') })
  })

  it('validates every variant: OK lists them; a removal of nothing, a variant that changes nothing and a mix the plugins refuse are named under the variant', async () => {
    const ok = await runCli(['validate', write('ok.json', withVariants())])
    expect(ok).toMatchObject({ code: 0, stdout: 'OK skirmish: Skirmish at the mill (example rules) (variants: fast, woods)\n' })
    const bad = await runCli(['validate', write('bad.json', withVariants([
      { id: 'typo', name: 'Typo', description: 'x', plugins: [{ id: 'exmaple', remove: true }, { id: 'example', config: { mp: 3 } }] },
      { id: 'same', name: 'Same', description: 'x', plugins: [{ id: 'example' }] },
      { id: 'wild', name: 'Wild', description: 'x', plugins: [{ id: 'example', config: { mp: 99 } }] },
    ]))])
    expect(bad.code).toBe(1)
    expect(bad.stdout).toMatch(/: 3 problems in its variants\n/)
    expect(bad.stdout).toContain('variants[0].plugins[0].id: plugin "exmaple" is not in the scenario\'s plugins (example): there is nothing to remove\n')
    expect(bad.stdout).toContain('variants[1].plugins: variant "same" plays the scenario\'s own rule mix: it changes nothing\n')
    expect(bad.stdout).toMatch(/^variants\[2\]: plugins\[0\]\.config\.mp: .* \(rule mix of variant "wild"\)$/m)
    // A variant that contradicts the document is a scenario problem like any other.
    const broken = await runCli(['validate', write('broken.json', withVariants([{ id: 'x', name: 'X', description: 'x', plugins: [{ id: 'example', remove: true, config: {} }] }]))])
    expect(broken.stdout).toContain('variants[0].plugins[0].config: plugin "example" is removed: a removed plugin takes no options\n')
  })

  it('lists the variants of the builtin scenarios', async () => {
    const r = await runCli(['list', '--json'], { scenarios: [withVariants()] })
    expect(r.json().scenarios[0].variants).toEqual(['fast', 'woods'])
    expect((await runCli(['list'], { scenarios: [withVariants()] })).stdout).toContain('plugins: example; variants (--variant): fast, woods')
  })
})

describe('cli on Hastings with skirmish dice', () => {
  it('validates scenarios/hastings-1066.json with its variant and simulates random games of it without a failure', async () => {
    expect(await runRealCli('validate', 'scenarios/hastings-1066.json')).toMatchObject({ code: 0, stdout: 'OK hastings-1066: Hastings (variants: skirmish-dice, panic)\n' })
    const r = await runRealCli('simulate', 'hastings-1066', '--variant', 'skirmish-dice', '--games', '3', '--replay-every', '1')
    expect(r.stdout).toContain('variant skirmish-dice (Skirmish dice)')
    expect(r.stdout).toMatch(/Actions: .*attack \d/)
    expect(r.stdout).toContain('Failures: none')
    expect(r.code).toBe(0)
  }, 60_000)

  it('simulates random games of Hastings with panic (skirmish dice and the skirmish morale rules) without a failure', async () => {
    const r = await runRealCli('simulate', 'hastings-1066', '--variant', 'panic', '--games', '3', '--replay-every', '1')
    expect(r.stdout).toContain('variant panic (Skirmish dice and panic)')
    expect(r.stdout).toContain('Failures: none')
    expect(r.code).toBe(0)
  }, 60_000)
})
