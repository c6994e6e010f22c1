import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoDir, runRealCli } from './runCli'

/** The 1066 campaign's action files (the random bot, seed 8: see packages/campaign/scripts/make1066Actions.ts). */
const actions = (battle: string) => `packages/campaign/test-fixtures/1066-${battle}.actions.json`

describe('cli/campaign', () => {
  it('new, play, play, show and validate the 1066 campaign; a third battle, a hand-edited file and bad options are refused', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hexes-campaign-'))
    const file = join(dir, '1066.json')
    const started = await runRealCli('campaign', 'new', '1066', '--out', file)
    expect(started.code, started.stderr).toBe(0)
    expect(started.stdout).toMatch(/2 battles, first stamford-bridge/)
    const fresh = JSON.parse(readFileSync(file, 'utf8'))
    expect(fresh).toMatchObject({ format: 'hexes-campaign', version: 1, definition: { id: '1066' } })
    expect(fresh.events).toHaveLength(1)

    const first = await runRealCli('campaign', 'play', file, '--actions', actions('stamford-bridge'), '--seed', '8', '--json')
    expect(first.code, first.stderr).toBe(0)
    const doc = JSON.parse(first.stdout)
    expect(doc.battle).toBe('stamford-bridge')
    const harold = doc.outcome.players.find((p: { player: string }) => p.player === 'harold')
    expect(harold.units.find((u: { unit: string }) => u.unit === 's-ei-2').lost).toBe(true)
    expect(doc.events[0].kind).toBe('battlePlayed')

    const second = await runRealCli('campaign', 'play', file, '--actions', actions('hastings'), '--seed', '8')
    expect(second.code, second.stderr).toBe(0)
    expect(second.stdout).toMatch(/^Played hastings \(hastings-1066\)/)

    const show = await runRealCli('campaign', 'show', file)
    expect(show.code).toBe(0)
    expect(show.stdout).toMatch(/Ledger:[\s\S]*battle stamford-bridge[\s\S]*battle hastings/)
    expect(show.stdout).toMatch(/Standings:\n {2}harold/)
    expect(show.stdout).not.toMatch(/s-ei-2 /)
    expect(show.stdout).toMatch(/Every battle of the campaign has been played/)
    const shown = await runRealCli('campaign', 'show', file, '--json')
    expect(JSON.parse(shown.stdout).events.length).toBe(JSON.parse(readFileSync(file, 'utf8')).events.length)

    expect(await runRealCli('campaign', 'validate', file)).toMatchObject({ code: 0, stdout: expect.stringMatching(/^OK .* every roster and gold figure explained/) })
    const over = await runRealCli('campaign', 'play', file, '--actions', actions('hastings'), '--seed', '8')
    expect(over).toMatchObject({ code: 1, stderr: expect.stringContaining('definition.battles: every battle of the campaign has been played') })

    const edited = JSON.parse(readFileSync(file, 'utf8'))
    edited.players[1].gold += 50
    writeFileSync(file, JSON.stringify(edited))
    const bad = await runRealCli('campaign', 'validate', file)
    expect(bad.code).toBe(1)
    expect(bad.stderr).toMatch(/error camp\/not-explained: .*\nplayers\[1\]\.gold: the file says \d+, the events give \d+/)

    expect((await runRealCli('campaign', 'play', file)).stderr).toMatch(/Missing --actions/)
    expect((await runRealCli('campaign', 'play', file, '--actions', actions('hastings'), '--surplus', 'harold')).stderr).toMatch(/--surplus takes <player>=<player>\|lost/)
    expect((await runRealCli('campaign', 'frobnicate', file)).stderr).toMatch(/Unknown campaign command "frobnicate"/)
  })

  it('new takes a definition file; a bad one is refused naming the field', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hexes-campaign-'))
    const def = JSON.parse(readFileSync(join(repoDir, 'scenarios/campaigns/1066.json'), 'utf8'))
    writeFileSync(join(dir, 'def.json'), JSON.stringify(def))
    expect(await runRealCli('campaign', 'new', join(dir, 'def.json'), '--out', join(dir, 'c.json'))).toMatchObject({ code: 0 })
    def.battles[1].players[0].player = 'godwin'
    writeFileSync(join(dir, 'bad.json'), JSON.stringify(def))
    const bad = await runRealCli('campaign', 'new', join(dir, 'bad.json'), '--out', join(dir, 'd.json'))
    expect(bad.code).toBe(1)
    expect(bad.stderr).toMatch(/error camp\/not-a-player: .*\nbattles\[1\]\.players\[0\]\.player: "godwin" is not a player of the campaign/)
    expect((await runRealCli('campaign', 'new', 'no-such-campaign', '--out', join(dir, 'e.json'))).stderr).toMatch(/neither a campaign definition file nor a builtin campaign id/)
  })

  it('plays with votes, and refuses a rejected action naming it, writing nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hexes-campaign-'))
    const file = join(dir, 'c.json')
    await runRealCli('campaign', 'new', '1066', '--out', file)
    const before = readFileSync(file, 'utf8')
    const votes = join(dir, 'votes.json')
    writeFileSync(votes, JSON.stringify({ heroicActs: [], heroicDefences: [{ player: 'harold', votes: [{ voter: 'invaders', gp: 60 }] }] }))
    const out = await runRealCli('campaign', 'play', file, '--actions', actions('stamford-bridge'), '--seed', '8', '--votes', votes)
    expect(out.code).toBe(1)
    expect(out.stderr).toMatch(/votes\.heroicDefences\[0\]\.votes\[0\]\.gp/)
    expect(readFileSync(file, 'utf8')).toBe(before)
    writeFileSync(votes, JSON.stringify({ heroicActs: [], heroicDefences: [{ player: 'harold', votes: [{ voter: 'invaders', gp: 30 }] }] }))
    const ok = await runRealCli('campaign', 'play', file, '--actions', actions('stamford-bridge'), '--seed', '8', '--votes', votes, '--json')
    expect(ok.code, ok.stderr).toBe(0)
    expect(JSON.parse(ok.stdout).events).toContainEqual(expect.objectContaining({ kind: 'goldAwarded', player: 'harold', ruleId: 'CAMP-GOLD-8', amount: 30 }))

    const noSurplus = join(dir, 'e.json')
    await runRealCli('campaign', 'new', '1066', '--out', noSurplus)
    const gift = await runRealCli('campaign', 'play', noSurplus, '--actions', actions('stamford-bridge'), '--seed', '8', '--surplus', 'harold=invaders')
    expect(gift.code).toBe(1)
    expect(gift.stderr).toMatch(/error camp\/no-surplus: .*\nsurplusChoices\[0\]\.player: "harold" has no surplus/)

    const again = join(dir, 'd.json')
    await runRealCli('campaign', 'new', '1066', '--out', again)
    const wrongSeed = await runRealCli('campaign', 'play', again, '--actions', actions('stamford-bridge'), '--seed', '9')
    expect(wrongSeed.code).toBe(1)
    expect(wrongSeed.stderr).toMatch(/actions\[\d+\]: action #\d+ is rejected|actions: the battle is not over/)
  })
})
