import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer } from '@hexes/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from './runCli'

const dir = mkdtempSync(join(tmpdir(), 'hexes-cli-migrate-'))
const db = join(dir, 'hexes.sqlite')
let gameId = ''

async function call(url: string, method: string, path: string, token?: string, body?: unknown): Promise<any> {
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' }
  if (token) headers.authorization = `Bearer ${token}`
  const r = await fetch(url + path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
  return r.json()
}

describe('cli: hexes server migrate', () => {
  beforeAll(async () => {
    // A real server on a real SQLite file, one game with two ends of phase, then stopped.
    const server = await startServer({ port: 0, host: '127.0.0.1', database: { sqlite: db }, logger: false, rateLimits: false, computer: false })
    const game = await call(server.url, 'POST', '/api/games', undefined, { scenarioId: 'teaching-ford', seats: [{ side: 'routiers', kind: 'human' }, { side: 'french', kind: 'human' }] })
    gameId = game.gameId
    const token = (side: string): string => game.seats.find((s: { side: string }) => s.side === side).token
    for (let seq = 1; seq <= 2; seq++) {
      const snap = await call(server.url, 'GET', `/api/games/${gameId}`, token('routiers'))
      const side = snap.view.turn.activeSide
      const r = await call(server.url, 'POST', `/api/games/${gameId}/actions`, token(side), { seq, key: `cli-test-${seq}`, action: { type: 'end-phase', side } })
      expect(r.ok).toBe(true)
    }
    await server.close()
  }, 60_000)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('reports a game already on the installed rules, in English and French', async () => {
    const en = await runCli(['server', 'migrate', '--db', db])
    expect(en).toMatchObject({ code: 0, stderr: '' })
    expect(en.stdout).toBe(`${gameId}  teaching-ford  hexes-med@0.1.0 -> hexes-med@0.1.0  already on the installed rules\n1 running game, 0 diverging.\n`)
    const fr = await runCli(['server', 'migrate', '--db', db, '--lang', 'fr'])
    expect(fr.stdout).toBe(`${gameId}  teaching-ford  hexes-med@0.1.0 -> hexes-med@0.1.0  déjà sur les règles installées\n1 partie en cours, 0 divergente.\n`)
  })

  it('moves a game on to an update that changes no outcome, --dry-run first', async () => {
    const args = ['server', 'migrate', '--db', db, '--extra-plugins', 'test-fixtures/hexes-med-0.2.0.ts', '--json']
    const dry = await runCli([...args, '--dry-run'])
    expect(dry.json()).toEqual([expect.objectContaining({ gameId, outcome: 'unchanged', actions: 2, to: [{ id: 'hexes-med', version: '0.2.0' }] })])
    expect((await runCli(args)).json()).toEqual(dry.json())
    expect((await runCli(args)).json()).toEqual([expect.objectContaining({ gameId, outcome: 'current', from: [{ id: 'hexes-med', version: '0.2.0' }] })])
  })

  it('names a bad sub-command, a bad URL and an extra-plugins module that does not load', async () => {
    expect(await runCli(['server', 'start'])).toMatchObject({ code: 1, stderr: expect.stringContaining('Unknown sub-command "server start" (known: migrate)') })
    expect(await runCli(['server', 'migrate', '--database-url', 'mysql://x'])).toMatchObject({ code: 1, stderr: expect.stringContaining('--database-url must be a postgres:// URL') })
    const bad = await runCli(['server', 'migrate', '--db', db, '--extra-plugins', 'test-fixtures/nope.mjs'])
    expect(bad.code).toBe(1)
    expect(bad.stderr).toContain('server/extra-plugins')
  })
})
