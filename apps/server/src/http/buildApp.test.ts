import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { tmpdir } from 'node:os'
import { afterEach, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/testServer'
import { wsClient } from '../testing/wsClient'

let server: TestServer | undefined
const dirs: string[] = []
afterEach(async () => {
  await server?.close()
  server = undefined
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})

const seats = [{ side: 'routiers', kind: 'human' as const }, { side: 'french', kind: 'human' as const }]

describe('server/http', () => {
  it('puts the secure headers on every response: CSP, nosniff, no-referrer, DENY, COOP', async () => {
    server = await startTestServer()
    for (const path of ['/api/health', '/api/nope']) {
      const r = await server.api('GET', path)
      expect(r.headers.get('content-security-policy')).toContain("default-src 'self'")
      expect(r.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      expect(r.headers.get('x-content-type-options')).toBe('nosniff')
      expect(r.headers.get('referrer-policy')).toBe('no-referrer')
      expect(r.headers.get('x-frame-options')).toBe('DENY')
      expect(r.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    }
    expect((await server.api('GET', '/api/nope')).body).toMatchObject({ ok: false, code: 'server/not-found' })
  })

  it('serves the built web app at / with an SPA fallback, and JSON 404s under /api', async () => {
    const web = mkdtempSync(join(tmpdir(), 'hexes-web-'))
    dirs.push(web)
    mkdirSync(join(web, 'assets'))
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Hexes</title>')
    writeFileSync(join(web, 'assets', 'app.js'), 'console.log(1)')
    server = await startTestServer({ webDist: web })
    const index = await server.api('GET', '/')
    expect(index.text).toContain('<title>Hexes</title>')
    expect(index.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect((await server.api('GET', '/assets/app.js')).text).toBe('console.log(1)')
    expect((await server.api('GET', '/games/mine')).text).toContain('<title>Hexes</title>')
    expect((await server.api('GET', '/api/unknown')).status).toBe(404)
  })

  it('limits requests per seat token and per address (429 server/rate-limited)', async () => {
    server = await startTestServer({ rateLimits: { perAddress: { burst: 1000, perSecond: 1 }, perToken: { burst: 5, perSecond: 0.1 } } })
    const g = await server.create({ scenarioId: 'teaching-ford', seats })
    const token = g.seats[0]!.token!
    const codes: number[] = []
    for (let i = 0; i < 8; i++) codes.push((await server.api('GET', `/api/games/${g.gameId}`, { token })).status)
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200])
    const refused = await server.api('GET', `/api/games/${g.gameId}`, { token })
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ ok: false, code: 'server/rate-limited', ruleId: 'server' })
    // Another seat of the same address still gets in.
    expect((await server.api('GET', `/api/games/${g.gameId}`, { token: g.seats[1]!.token! })).status).toBe(200)
    await server.close()
    server = await startTestServer({ rateLimits: { perAddress: { burst: 3, perSecond: 0.1 }, perToken: { burst: 100, perSecond: 1 } } })
    const byAddress = []
    for (let i = 0; i < 5; i++) byAddress.push((await server.api('GET', '/api/health')).status)
    expect(byAddress).toEqual([200, 200, 200, 429, 429])
  })

  it('never writes a token or an Authorization header to the log', async () => {
    const lines: string[] = []
    server = await startTestServer({ logger: { level: 'trace', stream: { write: (l) => void lines.push(l) } } })
    const g = await server.create({ scenarioId: 'teaching-ford', seats })
    const tokens = [...g.seats.map((s) => s.token!), g.spectatorToken]
    for (const token of tokens) {
      await server.api('GET', `/api/games/${g.gameId}`, { token })
      await server.api('POST', `/api/games/${g.gameId}/actions`, { token, body: { seq: 9, key: 'log-test-1', action: { type: 'x', side: 'y' } } })
      const ws = await wsClient(server.url, { gameId: g.gameId, token, seen: 0 })
      await ws.next('sync')
      ws.close()
    }
    await server.api('GET', `/api/games/${g.gameId}`, { token: 'Z'.repeat(43) })
    const log = lines.join('\n')
    expect(lines.length).toBeGreaterThan(10)
    expect(log).toContain(g.gameId)
    for (const t of [...tokens, 'Z'.repeat(43)]) expect(log).not.toContain(t)
    expect(log.toLowerCase()).not.toContain('bearer')
  })
})
