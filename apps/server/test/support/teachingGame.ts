import { buildRules, parseScenario, type GameRules, type Scenario } from '@hexes/core'
import type { CreateGameResponse } from '@hexes/protocol'
import { builtinPlugins, findScenario } from '@hexes/registry'
import type { HexesClient } from '../../src/client/HexesClient'

/** The teaching scenario and its rules as a client builds them (for its legal actions). */
export function teachingRules(): { scenario: Scenario; rules: GameRules } {
  const scenario = parseScenario(findScenario('teaching-ford'))
  return { scenario, rules: buildRules(scenario, builtinPlugins) }
}

/** Creates a teaching-ford game with two human seats; throws on a refusal. */
export async function createTeachingGame(client: HexesClient): Promise<CreateGameResponse> {
  const r = await client.createGame({ scenarioId: 'teaching-ford', seats: [{ side: 'routiers', kind: 'human' }, { side: 'french', kind: 'human' }] })
  if (!r.ok) throw new Error(`create game: ${r.code} ${r.message}`)
  return r
}
