import { LIMITS } from '@hexes/protocol'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { clientRules, legalInView, playRandomly, startTestServer, type TestServer } from '../testing/testServer'
import type { CreateGameResponse } from '@hexes/protocol'

let server: TestServer
let game: CreateGameResponse
beforeEach(async () => {
  server = await startTestServer({ computer: false })
  game = await server.create({ scenarioId: 'teaching-ford', seats: [{ side: 'routiers', kind: 'human' }, { side: 'french', kind: 'human' }] })
})
afterEach(async () => {
  await server.close()
})

const tokenOf = (side: string) => game.seats.find((s) => s.side === side)!.token!

/** What is stored of the game: the number of actions and the head's state hash. */
function stored() {
  const [head] = server.query<{ seq: number; state_hash: string }>('select seq, state_hash from games where id = ?', game.gameId)
  const [{ n }] = server.query<{ n: number }>('select count(*) as n from actions where game_id = ?', game.gameId) as [{ n: number }]
  return { n, ...head! }
}

/** The seat to act, the other one, and a legal action of the acting seat. */
async function position() {
  const snap = (await server.api('GET', `/api/games/${game.gameId}`, { token: game.spectatorToken })).body
  const acting: string = snap.view.pending[0]?.side ?? snap.view.turn.activeSide
  const other = game.seats.find((s) => s.side !== acting)!.side
  const action = legalInView(clientRules('teaching-ford'), snap.view)[0]!
  return { acting, other, action, seq: snap.seq as number }
}

const post = (token: string | undefined, body: unknown, raw?: string) =>
  server.api('POST', `/api/games/${game.gameId}/actions`, { ...(token ? { token } : {}), ...(raw !== undefined ? { raw } : { body }) })

describe('server/attacks: each refused with nothing stored', () => {
  it('refuses an action for another seat\'s side (server/not-your-side)', async () => {
    const { acting, other, action } = await position()
    const before = stored()
    const r = await post(tokenOf(other), { seq: 1, key: 'attack-side-1', action: { ...action, side: acting } })
    expect(r.status).toBe(403)
    expect(r.body).toMatchObject({ ok: false, code: 'server/not-your-side', ruleId: 'server', path: 'action.side' })
    expect(stored()).toEqual(before)
  })

  it('refuses an answer to another seat\'s decision (server/not-your-decision)', async () => {
    // The server's dice are secret and new for each game: a game may end before any decision falls
    // to the other side, so play fresh games until one gets there.
    const other = (v: { pending: { side: string }[]; turn: { activeSide: string | null } }) => v.pending.length > 0 && v.pending[0]!.side !== v.turn.activeSide
    let at = await playRandomly(server, game, other, { max: 3000 })
    for (let i = 0; i < 20 && !other(at.view); i++) {
      game = await server.create({ scenarioId: 'teaching-ford', seats: [{ side: 'routiers', kind: 'human' }, { side: 'french', kind: 'human' }] })
      at = await playRandomly(server, game, other, { max: 3000, seed: 100 + i })
    }
    expect(other(at.view)).toBe(true)
    const owner = at.view.pending[0]!.side
    const intruder = game.seats.find((s) => s.side !== owner)!.side
    const answer = legalInView(clientRules('teaching-ford'), at.view)[0]!
    const before = stored()
    const r = await post(tokenOf(intruder), { seq: at.seq + 1, key: 'attack-decision', action: { ...answer, side: intruder } })
    expect(r.status).toBe(403)
    expect(r.body.code).toBe('server/not-your-decision')
    expect(stored()).toEqual(before)
  })

  it('refuses a forged token and a missing one (server/unauthorized)', async () => {
    const { action } = await position()
    const before = stored()
    const forged = await post('A'.repeat(43), { seq: 1, key: 'attack-forged', action })
    expect(forged.status).toBe(401)
    expect(forged.body.code).toBe('server/unauthorized')
    const missing = await post(undefined, { seq: 1, key: 'attack-missing', action })
    expect(missing.status).toBe(401)
    expect(missing.body.code).toBe('server/unauthorized')
    const otherGame = await server.create({ scenarioId: 'teaching-ford', seats: [{ side: 'routiers', kind: 'human' }, { side: 'french', kind: 'human' }] })
    const crossGame = await post(otherGame.seats[0]!.token, { seq: 1, key: 'attack-cross', action })
    expect(crossGame.status).toBe(401)
    expect(stored()).toEqual(before)
  })

  it('refuses client-supplied dice (server/client-dice)', async () => {
    const { acting, action } = await position()
    const before = stored()
    const r = await post(tokenOf(acting), { seq: 1, key: 'attack-dice-1', action: { ...action, dice: [6, 6, 6] } })
    expect(r.status).toBe(400)
    expect(r.body).toMatchObject({ code: 'server/client-dice', path: 'action.dice' })
    expect(stored()).toEqual(before)
  })

  it('refuses a replayed sequence number (server/stale-seq) and a stale one from the future', async () => {
    const { acting, action } = await position()
    const ok = await post(tokenOf(acting), { seq: 1, key: 'first-action', action })
    expect(ok.status).toBe(200)
    const next = await position()
    const before = stored()
    const replay = await post(tokenOf(next.acting), { seq: 1, key: 'replayed-seq', action: next.action })
    expect(replay.status).toBe(409)
    expect(replay.body).toMatchObject({ code: 'server/stale-seq', path: 'seq' })
    const ahead = await post(tokenOf(next.acting), { seq: 5, key: 'ahead-seq', action: next.action })
    expect(ahead.body.code).toBe('server/stale-seq')
    expect(stored()).toEqual(before)
  })

  it('refuses an oversized body (server/too-large, 413) before reading it', async () => {
    const { acting } = await position()
    const before = stored()
    const r = await post(tokenOf(acting), undefined, JSON.stringify({ seq: 1, key: 'too-large', action: { type: 'move', side: acting, pad: 'x'.repeat(LIMITS.bodyBytes) } }))
    expect(r.status).toBe(413)
    expect(r.body).toMatchObject({ ok: false, code: 'server/too-large', ruleId: 'server' })
    expect(stored()).toEqual(before)
  })

  it('answers an illegal action with the rules\' rejection (422) and stores nothing', async () => {
    const { acting } = await position()
    const before = stored()
    const r = await post(tokenOf(acting), { seq: 1, key: 'illegal-move', action: { type: 'move', side: acting, unit: 'no-such-unit', to: '0,0' } })
    expect(r.status).toBe(422)
    expect(r.body.ok).toBe(false)
    expect(r.body.ruleId).not.toBe('server')
    expect(stored()).toEqual(before)
  })

  it('names the bad field of a malformed body (server/bad-request with path)', async () => {
    const { acting, action } = await position()
    const r = await post(tokenOf(acting), { seq: 'one', key: 'bad-seq-type', action })
    expect(r.status).toBe(400)
    expect(r.body).toMatchObject({ code: 'server/bad-request', path: 'seq' })
    const junk = await post(tokenOf(acting), undefined, '{"seq":')
    expect(junk.status).toBe(400)
    expect(junk.body.code).toBe('server/bad-request')
  })

  it('commits one of two concurrent submissions of the same seq; an idempotent retry gets the first answer', async () => {
    const { acting, action } = await position()
    const [a, b] = await Promise.all([
      post(tokenOf(acting), { seq: 1, key: 'concurrent-a', action }),
      post(tokenOf(acting), { seq: 1, key: 'concurrent-b', action }),
    ])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    expect(stored().n).toBe(1)
    const winner = a.status === 200 ? a : b
    const retry = await post(tokenOf(acting), { seq: 1, key: winner === a ? 'concurrent-a' : 'concurrent-b', action })
    expect(retry.status).toBe(200)
    expect(retry.body).toMatchObject({ seq: 1, stateHash: winner.body.stateHash })
    expect(stored().n).toBe(1)
  })
})
