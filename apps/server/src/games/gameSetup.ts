import { isEngineError, parseScenario, variantMix, type PluginRequest, type Scenario } from '@hexes/core'
import { botNames } from '@hexes/ai'
import type { CreateGameRequest } from '@hexes/protocol'
import { builtinPlugins, checkPluginConfig, findScenario } from '@hexes/registry'
import { refuse, type Refused } from './refusal'

/** The bot a computer seat gets when the request names none. */
export const DEFAULT_BOT = 'ai'

/** A checked game request: the scenario with the requested rule mix. */
export interface GameSetup {
  scenario: Scenario
  /** The rule mix as the engine takes it (`{ id, config }`). */
  mix: PluginRequest[]
  /** Bot of each computer seat, by side. */
  bots: Map<string, string>
}

/**
 * The scenario a game plays: the shipped one with `mix` as its plugins (what the web app's
 * `scenarioFor` does with the start screen's mix).
 */
export function scenarioWithMix(base: Scenario, mix: readonly PluginRequest[]): Scenario {
  return { ...base, plugins: mix.map((p) => ({ ...p })) } as Scenario
}

/**
 * Checks a create-game request (already schema-checked) against what ships: a known scenario,
 * and a variant of it when one is named (its rule mix is where the start screen began: the
 * options it cannot edit are the variant's); a rule mix of shipped plugins, each once, with
 * options the start screen could have set (`checkPluginConfig` of `@hexes/registry`), the
 * variant's or the scenario's own mix when none is given; one seat per side of the scenario; a
 * known bot on computer seats only. Returns the setup, or a `server/bad-request` refusal naming
 * the field.
 */
export function checkGameSetup(req: CreateGameRequest): GameSetup | Refused {
  const raw = findScenario(req.scenarioId)
  if (!raw) return refuse('server/bad-request', `unknown scenario "${req.scenarioId}"`, 'scenarioId')
  const written = parseScenario(raw)
  const variant = req.variant === undefined ? undefined : written.variants?.find((v) => v.id === req.variant)
  if (req.variant !== undefined && !variant) return refuse('server/bad-request', `scenario "${req.scenarioId}" has no variant "${req.variant}"`, 'variant')
  const base = variant ? scenarioWithMix(written, variantMix(written, variant)) : written
  let mix: PluginRequest[]
  if (req.plugins) {
    mix = []
    const seen = new Set<string>()
    for (const [i, p] of req.plugins.entries()) {
      const def = builtinPlugins.find((d) => d.manifest.id === p.id)
      if (!def) return refuse('server/bad-request', `plugin "${p.id}" is not one the server ships`, `plugins[${i}].id`)
      if (seen.has(p.id)) return refuse('server/bad-request', `plugin "${p.id}" is listed twice`, `plugins[${i}].id`)
      seen.add(p.id)
      const own = base.plugins.find((b) => b.id === p.id)?.config ?? {}
      const config = (p.options as Record<string, unknown> | undefined) ?? own
      const issues = checkPluginConfig(config, def, own, `plugins[${i}].options`, 'server/bad-request')
      if (issues.length) return refuse('server/bad-request', issues[0]!.message, issues[0]!.path)
      mix.push(Object.keys(config).length ? { id: p.id, config } : { id: p.id })
    }
  } else mix = base.plugins.map((p) => ({ ...p }))
  const sides = base.sides.map((s) => s.id)
  const bots = new Map<string, string>()
  const names = botNames()
  const taken = new Set<string>()
  for (const [i, seat] of req.seats.entries()) {
    if (!sides.includes(seat.side)) return refuse('server/bad-request', `the scenario has no side "${seat.side}"`, `seats[${i}].side`)
    if (taken.has(seat.side)) return refuse('server/bad-request', `side "${seat.side}" has two seats`, `seats[${i}].side`)
    taken.add(seat.side)
    if (seat.kind === 'human' && seat.bot !== undefined) return refuse('server/bad-request', 'only a computer seat has a bot', `seats[${i}].bot`)
    if (seat.kind === 'computer') {
      const bot = seat.bot ?? DEFAULT_BOT
      if (!names.includes(bot)) return refuse('server/bad-request', `unknown bot "${bot}" (one of ${names.join(', ')})`, `seats[${i}].bot`)
      bots.set(seat.side, bot)
    }
  }
  const missing = sides.find((s) => !taken.has(s))
  if (missing) return refuse('server/bad-request', `side "${missing}" has no seat`, 'seats')
  if (!req.seats.some((s) => s.kind === 'human')) return refuse('server/bad-request', 'a game needs at least one human seat', 'seats')
  return { scenario: scenarioWithMix(written, mix), mix, bots }
}

/** A loader or scenario error of the engine as a refusal naming its field, or `undefined` for anything else. */
export function engineRefusal(e: unknown): Refused | undefined {
  if (!isEngineError(e)) return undefined
  const first = e.issues[0]
  return refuse('server/bad-request', first?.message ?? e.message.split('\n')[0]!, first?.path ?? 'plugins')
}
