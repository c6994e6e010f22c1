import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoDir, runRealCli } from './runCli'

/**
 * The hand-played Hastings game of scenarios/games/ (issue 3): `hexes play` runs the action file
 * from the first action to a Norman victory by the ridge condition, with scripted dice.
 */

const ACTIONS = 'scenarios/games/hastings-norman-victory.json'
const SEED = '1066'
/** Every die of the game, in order (docs: scenarios/games/README.md). */
const DICE = '5,4,3,5,6,4,6,6,1,5,3,4,2,5,6,3,3,2,4,6,5,6,3,6,6,3,1,3,2,4,4,3,1,4,6,6,5,3,4,5,5,5'
const ARGV = ['play', 'hastings-1066', '--seed', SEED, '--dice', DICE, '--actions', ACTIONS]
const RIDGE = ['4,3', '5,3', '6,3', '7,3', '8,3', '9,3', '10,3', '11,3']

interface Unit {
  id: string
  side: string
  hex: string | null
  status: string
}

describe('scenarios/games/hastings-norman-victory.json', () => {
  it('documents the command it is played with', () => {
    const file = JSON.parse(readFileSync(join(repoDir, ACTIONS), 'utf8')) as { comment: string; actions: unknown[] }
    expect(Object.keys(file).sort()).toEqual(['actions', 'comment'])
    expect(file.comment).toContain(`pnpm hexes ${ARGV.join(' ')}`)
    expect(readFileSync(join(repoDir, 'scenarios/games/README.md'), 'utf8')).toContain(`--dice ${DICE}`)
  })

  it('plays Hastings to a Norman victory: 4 ridge hexes held at the end of turn 5', async () => {
    const r = await runRealCli(...ARGV, '--compact')
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    const doc = JSON.parse(r.stdout)
    expect(doc.result).toMatchObject({ winner: 'normans', condition: 'ridge-taken' })
    expect(doc.state.turn).toMatchObject({ turn: 5, phase: 'game-over', activeSide: null })
    expect(doc.state.pending).toEqual([])

    const units = doc.state.units as Unit[]
    const held = RIDGE.filter((hex) => units.some((u) => u.status === 'active' && u.side === 'normans' && u.hex === hex))
    expect(held).toEqual(['5,3', '7,3', '9,3', '11,3'])
    // Harold lives: the victory is the ridge, not the king.
    expect(doc.state.leaders.find((l: { id: string }) => l.id === 'harold').status).toBe('active')

    // The game the README narrates: shooting, assaults, the pursuit and every kind of decision.
    const messages = (doc.events as { message: string }[]).map((e) => e.message)
    expect(messages).toContain('Eustace\'s Boulonnais knights advances from 11,4 into 11,3')
    expect(messages).toContain('Select fyrd of London moves 5,3 → 5,4 (1 MP)')
    expect(messages).toContain('Leofwine Godwinson, Earl of Kent falls with his unit')
    expect(messages.at(-1)).toMatch(/^Normans win: Norman units hold 4 of the 8 Senlac ridge hexes/)
    const file = JSON.parse(readFileSync(join(repoDir, ACTIONS), 'utf8')) as { actions: { type: string; mode?: string }[] }
    const types = new Set(file.actions.map((a) => a.type))
    for (const t of ['move', 'attack', 'end-phase', 'hm/leader-transfer', 'hm/retreat', 'hm/advance', 'hm/allocate-loss']) expect(types).toContain(t)
    expect(file.actions.filter((a) => a.mode === 'ranged').length).toBeGreaterThan(10)
  })

  it('is deterministic and replays from its save file with every scripted die used', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hexes-hastings-'))
    const save = join(dir, 'hastings.json')
    const a = await runRealCli(...ARGV, '--compact', '--save', save)
    const b = await runRealCli(...ARGV, '--compact')
    expect(a.code).toBe(0)
    expect(b.code).toBe(0)
    const hash = JSON.parse(a.stdout).hash
    expect(hash).toMatch(/^[0-9a-f]{16}$/)
    expect(JSON.parse(b.stdout).hash).toBe(hash)

    const saved = JSON.parse(readFileSync(save, 'utf8'))
    expect(saved.dice).toEqual(DICE.split(',').map(Number))
    expect(saved.stateHash).toBe(hash)
    const replay = await runRealCli('replay', save)
    expect(replay.code).toBe(0)
    expect(replay.stdout).toContain(`state hash: ${hash} (matches the save)`)
  })
})
