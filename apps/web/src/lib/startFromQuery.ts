import type { PluginRequest } from '@hexes/core'
import type { useSessionStore } from '../stores/session'
import { loadComputerCatalog } from './bots'
import { loadScenario } from './catalog'
import type { PlayerKind } from './gameFactory'

/**
 * `?scenario=<id>[&seed=N][&computer=<side>[:<bot>],...]` starts that scenario at once with its
 * default rules (used by the bench: `?scenario=bench-60x40` loads the generated 60x40 map with 200
 * units). `computer` names the sides the computer plays, each with a bot name of `@hexes/ai`
 * (default: the start screen's default level).
 */
export async function startFromQuery(session: ReturnType<typeof useSessionStore>): Promise<void> {
  const q = new URLSearchParams(location.search)
  const id = q.get('scenario')
  if (!id) return
  const s = await loadScenario(id)
  if (!s) return
  const computer = new Map((q.get('computer') ?? '').split(',').filter(Boolean).map((x): [string, string] => [x.split(':')[0]!, x.split(':')[1] ?? '']))
  const fallback = computer.size ? (await loadComputerCatalog()).default : ''
  performance.mark('hexes:start')
  await session.start({
    scenarioId: id,
    plugins: s.plugins.map((p) => ({ ...p })) as PluginRequest[],
    players: Object.fromEntries(s.sides.map((x) => [x.id, (computer.has(x.id) ? 'computer' : 'human') as PlayerKind])),
    ...(computer.size ? { bots: Object.fromEntries([...computer].map(([side, bot]) => [side, bot || fallback])) } : {}),
    seed: Number(q.get('seed') ?? 1),
  })
}
