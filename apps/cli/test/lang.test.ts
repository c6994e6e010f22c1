import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli, runRealCli } from './runCli'

/** The hand-played Hastings game of scenarios/games/ (see hastingsGame.test.ts). */
const HASTINGS = ['play', 'hastings-1066', '--seed', '1066', '--dice', '5,4,3,5,6,4,6,6,1,5,3,4,2,5,6,3,3,2,4,6,5,6,3,6,6,3,1,3,2,4,4,3,1,4,6,6,5,3,4,5,5,5', '--actions', 'scenarios/games/hastings-norman-victory.json']

describe('cli: --log and --lang', () => {
  it('play --log prints the events one per line, in English by default, in French with --lang fr', async () => {
    const base = ['play', 'test-fixtures/skirmish.json', '--actions', 'test-fixtures/actions-ok.json', '--seed', '3', '--log']
    const json = await runCli(['play', 'test-fixtures/skirmish.json', '--actions', 'test-fixtures/actions-ok.json', '--seed', '3', '--compact'])
    const en = await runCli(base)
    expect(en.code).toBe(0)
    expect(en.stdout).toBe(json.json().events.map((e: { message: string }) => `${e.message}\n`).join(''))
    const fr = await runCli([...base, '--lang', 'fr'])
    expect(fr.code).toBe(0)
    expect(fr.stdout.split('\n')).toContain('a1 va de 2,6 à 2,5 (1 PM)')
    expect(fr.stdout.split('\n')).toHaveLength(en.stdout.split('\n').length)
  })

  it('play words a rejection on stderr in the language asked, and --log prints the events before it', async () => {
    const r = await runCli(['play', 'test-fixtures/skirmish.json', '--actions', 'test-fixtures/actions-off-map.json', '--lang', 'fr', '--log'])
    expect(r.code).toBe(2)
    expect(r.stderr).toBe('Action #0 rejected: move/off-map (core/action): 12,40 est hors de la carte\n')
    expect(r.stdout).toBe('Tour 1, Side A : Mouvement\n') // the example rules' own French phase name
    // Without --log the JSON document is unchanged; only the stderr line follows --lang.
    const json = await runCli(['play', 'test-fixtures/skirmish.json', '--actions', 'test-fixtures/actions-off-map.json', '--lang', 'fr', '--compact'])
    expect(json.json().rejected).toMatchObject({ code: 'move/off-map', message: '12,40 is off the map' })
  })

  it('refuses a language it has no texts for', async () => {
    for (const command of [['play', 'skirmish', '--actions', 'test-fixtures/actions-ok.json'], ['replay', 'save.json']]) {
      const r = await runCli([...command, '--lang', 'de'])
      expect(r).toMatchObject({ code: 1, stderr: expect.stringContaining('--lang must be one of en, fr, got "de"') })
    }
    expect((await runCli(['replay', 'save.json', '--log', '--json'])).stderr).toContain('--log and --json cannot be combined')
  })

  it('plays Hastings with the log in French: the CRT results, the morale tests, the retreats and the victory', async () => {
    const r = await runRealCli(...HASTINGS, '--log', '--lang', 'fr')
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    const lines = r.stdout.trimEnd().split('\n')
    expect(lines[0]).toBe('Tour 1, Normands : Mouvement')
    expect(lines).toContain('Combat : 3 contre 3 à 1:1, dé 5 → 5 : DR, le défenseur recule')
    expect(lines).toContain('Combat : 2 contre 3 à 1:2, dé 3 −1 → 2 : AR, les attaquants reculent (sans effet sur les tireurs)')
    expect(lines).toContain('Fyrd choisi du Surrey, test de moral : 4 contre 3, unité réduite')
    expect(lines).toContain('Chevaliers de l\'évêque Odon avance après combat de 5,5 en 5,4')
    expect(lines).toContain('Leofwine Godwinson, comte de Kent tombe avec son unité')
    expect(lines.at(-1)).toMatch(/^Victoire : Normands — Les Normands tiennent 4 des 8 hexagones de la crête de Senlac/)
  })

  it('replay --log prints the log then the summary, in the language asked; a rejected replay says why in it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hexes-lang-'))
    const save = join(dir, 'hastings.json')
    expect((await runRealCli(...HASTINGS, '--save', save, '--compact')).code).toBe(0)
    const r = await runRealCli('replay', save, '--log', '--lang', 'fr')
    expect(r.code).toBe(0)
    const lines = r.stdout.trimEnd().split('\n')
    expect(lines[0]).toBe('Tour 1, Normands : Mouvement')
    expect(lines).toContain('Combat : 3 contre 3 à 1:1, dé 5 → 5 : DR, le défenseur recule')
    expect(lines.slice(-3)[0]).toBe('Replayed 132 actions of hastings-1066 (seed 1066)')
    expect(lines.at(-1)).toMatch(/^result: Normans win \(ridge-taken, HM-SEQ-5\): Les Normands tiennent 4 des 8/)
    expect((await runRealCli('replay', save)).stdout).not.toContain('Tour 1')

    // The first move sent a hex too far: the replay refuses it, in French.
    const file = JSON.parse(readFileSync(save, 'utf8'))
    file.actions[0] = { ...file.actions[0], to: '4,4' }
    const tampered = join(dir, 'tampered.json')
    writeFileSync(tampered, JSON.stringify(file))
    const en = await runRealCli('replay', tampered)
    const fr = await runRealCli('replay', tampered, '--lang', 'fr')
    expect(en.stderr).toMatch(/^error save\/replay-rejected: Action #0 of the log was rejected on replay \(move\/too-far\): 4,4 is out of reach of Breton archers/)
    expect(fr.code).toBe(1)
    expect(fr.stderr).toMatch(/^error save\/replay-rejected: Action #0 of the log was rejected on replay \(move\/too-far\): 4,4 est hors d'atteinte \(Archers bretons : 2 PM à dépenser\)\n/)
  })
})
