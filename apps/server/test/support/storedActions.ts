import type { LoggedAction } from '@hexes/protocol'
import type { HexesClient } from '../../src/client/HexesClient'

/** Every action the server has committed for a game, read page by page through the API. */
export async function storedActions(client: HexesClient, gameId: string, token: string): Promise<LoggedAction[]> {
  const all: LoggedAction[] = []
  for (;;) {
    const page = await client.actions(gameId, token, all.length)
    if (!('actions' in page)) throw new Error(`actions of ${gameId}: ${page.code}`)
    all.push(...page.actions)
    if (page.actions.length === 0) return all
  }
}
