import { buildRules, hashScenario, legalActions, parseScenario, scenarioVariant, seedRng, type GameState } from '@hexes/core'
import type { CreateGameRequest, GameSnapshot } from '@hexes/protocol'
import { builtinPlugins, findScenario } from '@hexes/registry'
import { describe, expect, it } from 'vitest'
import { startTestServer } from '../testing/testServer'
import { checkGameSetup, type GameSetup } from './gameSetup'

const seats: CreateGameRequest['seats'] = [{ side: 'normans', kind: 'human' }, { side: 'saxons', kind: 'human' }]
const hastings = () => parseScenario(findScenario('hastings-1066'))
/** The request the start screen's "Play remotely" makes for a variant (RemoteSetup: options only where there are some). */
function remoteRequest(variant: string): CreateGameRequest {
  const mix = scenarioVariant(hastings(), variant).plugins
  return { scenarioId: 'hastings-1066', variant, plugins: mix.map((p) => ({ id: p.id, ...(p.config && Object.keys(p.config).length ? { options: p.config } : {}) })), seats }
}
const setupOf = (req: CreateGameRequest) => {
  const r = checkGameSetup(req)
  if ('status' in r) throw new Error(`refused: ${JSON.stringify(r.body)}`)
  return r as GameSetup
}

describe('server/gameSetup: variants', () => {
  it('accepts the rule mix the start screen makes for Hastings with skirmish dice', () => {
    const s = setupOf(remoteRequest('skirmish-dice'))
    expect(s.mix.map((p) => p.id)).toEqual(['hexes-med', 'skirmish-dice'])
    expect(s.scenario.plugins).toEqual(s.mix)
    expect(hashScenario(s.scenario)).toBe(hashScenario({ ...hastings(), plugins: s.mix }))
  })

  it('plays the variant\'s mix when the request names the variant and no mix', () => {
    const s = setupOf({ scenarioId: 'hastings-1066', variant: 'skirmish-dice', seats })
    expect(s.mix).toEqual(scenarioVariant(hastings(), 'skirmish-dice').plugins)
  })

  it('refuses a variant the scenario does not have, naming the field', () => {
    expect(checkGameSetup({ scenarioId: 'hastings-1066', variant: 'giants', seats })).toMatchObject({ status: 400, body: { code: 'server/bad-request', path: 'variant' } })
  })

  it('creates a remote game of Hastings with skirmish dice that the client rebuilds (same scenario hash) and plays under its rules (I-11: facing of the last hex entered)', async () => {
    const server = await startTestServer({ computer: false })
    try {
      const game = await server.create(remoteRequest('skirmish-dice'))
      const token = game.seats.find((x) => x.side === 'normans')!.token!
      const snap = (await server.api('GET', `/api/games/${game.gameId}`, { token })).body as GameSnapshot
      expect(snap.plugins.map((p) => p.id)).toEqual(['hexes-med', 'skirmish-dice'])
      // What the web app's RemoteDriver does: the shipped scenario with the game's mix hashes as the server's.
      const rules = buildRules(parseScenario({ ...hastings(), plugins: snap.plugins }), builtinPlugins)
      expect(hashScenario(rules.scenario)).toBe(snap.scenarioHash)
      expect(snap.view.units.every((u) => (u.stats as { sk?: { hp: number } }).sk?.hp === 6)).toBe(true)
      // A Norman unit steps into a hex that is not straight ahead: it then faces the way it stepped.
      const { viewer: _viewer, ...view } = snap.view
      const state = { ...view, rng: seedRng(1) } as GameState
      const g = rules.grid
      const stepOf = (a: { unit?: string; to?: string }) => {
        const u = state.units.find((x) => x.id === a.unit)!
        return { unit: u, dir: g.directionTo(g.indexOfRef(u.hex!), g.indexOfRef(a.to!)) }
      }
      const move = legalActions(rules, state).find((a) => a.type === 'move' && stepOf(a as { unit?: string; to?: string }).dir >= 0 && stepOf(a as { unit?: string; to?: string }).dir !== stepOf(a as { unit?: string; to?: string }).unit.facing)
      expect(move).toBeDefined()
      const { unit, dir } = stepOf(move as { unit?: string; to?: string })
      const r = await server.api('POST', `/api/games/${game.gameId}/actions`, { token, body: { seq: 1, key: 'first-move', action: move } })
      expect(r.status).toBe(200)
      expect(r.body.view.units.find((u: { id: string }) => u.id === unit.id).facing).toBe(dir)
    } finally {
      await server.close()
    }
  })
})
