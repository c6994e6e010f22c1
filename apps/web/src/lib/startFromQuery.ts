import type { PluginRequest } from '@hexes/core'
import type { useSessionStore } from '../stores/session'
import { loadScenario } from './catalog'

/**
 * `?scenario=<id>[&seed=N]` starts that scenario at once with its default rules (used by the
 * bench: `?scenario=bench-60x40` loads the generated 60x40 map with 200 units).
 */
export async function startFromQuery(session: ReturnType<typeof useSessionStore>): Promise<void> {
  const q = new URLSearchParams(location.search)
  const id = q.get('scenario')
  if (!id) return
  const s = await loadScenario(id)
  if (!s) return
  performance.mark('hexes:start')
  await session.start({
    scenarioId: id,
    plugins: s.plugins.map((p) => ({ ...p })) as PluginRequest[],
    players: Object.fromEntries(s.sides.map((x) => [x.id, 'human' as const])),
    seed: Number(q.get('seed') ?? 1),
  })
}
