import { variantMix, zodIssues, type Issue, type PluginDefinition, type PluginRequest, type SaveFile, type Scenario } from '@hexes/core'
import { checkPluginConfig } from '@hexes/registry'
import { z } from 'zod'
import type { GameSetup } from '../gameFactory'

/** Where a save keeps the start screen's setup. */
const AT = 'meta.setup'

/** The shape of a setup, as the start screen writes it (`lib/gameFactory`'s `GameSetup`). */
const setupSchema = z.strictObject({
  scenarioId: z.string().min(1),
  variant: z.string().min(1).max(64).optional(),
  plugins: z.array(z.strictObject({ id: z.string().min(1), config: z.record(z.string(), z.unknown()).optional() })).min(1).max(32),
  players: z.record(z.string(), z.enum(['human', 'computer'])),
  bots: z.record(z.string(), z.string().regex(/^[a-z0-9-]{1,40}$/)).optional(),
  seed: z.number().int(),
  campaign: z.strictObject({ id: z.string().min(1).max(200), battle: z.string().min(1).max(200) }).optional(),
})

const issue = (path: string, message: string): Issue => ({ code: 'save/setup', path, message })

/**
 * Checks the setup a save records (`meta.setup`) against the shipped scenario: the setup is
 * never trusted over the scenario, and may differ from it only as the start screen could have
 * made it differ. The ruling (apps/web/README.md, "Saves are not trusted"):
 *
 * - a campaign battle (`campaign`) names a campaign and a battle; whether they are the running
 *   campaign's next battle is the campaign store's to say, when the game is rebuilt;
 * - the scenario and the seed are the save's own (`scenario.id`, `seed`); a variant is one of the
 *   scenario's, and its rule mix stands for the scenario's in what follows;
 * - each side of the scenario is played by a human or the computer, and nothing else is named;
 * - the rule mix is plugins the app ships, each once (the loader then checks the mix itself);
 * - an option the start screen edits (a boolean, a choice, a number, a text) holds a value its
 *   field can hold, and the whole config passes the plugin's config schema;
 * - an option the start screen cannot edit (a table: unit types, terrain, the CRT) is exactly the
 *   scenario's for that plugin, or absent when the scenario has none.
 *
 * Every problem is returned at once, each with the path of the field in the save file.
 *
 * @param setup - the save's `meta.setup` (unchecked JSON)
 * @param file - the save file (schema-checked)
 * @param scenario - the shipped scenario of `file.scenario.id`
 * @param plugins - the plugins the app ships
 */
export function checkSetup(setup: unknown, file: SaveFile, scenario: Scenario, plugins: readonly PluginDefinition<any>[]): { ok: true; setup: GameSetup } | { ok: false; issues: Issue[] } {
  const parsed = setupSchema.safeParse(setup)
  if (!parsed.success) return { ok: false, issues: zodIssues(parsed.error, { code: 'save/setup', prefix: AT }) }
  const s = parsed.data
  const issues: Issue[] = []
  if (s.scenarioId !== file.scenario.id) issues.push(issue(`${AT}.scenarioId`, `the setup is for scenario "${s.scenarioId}", the save for "${file.scenario.id}"`))
  if (s.seed !== file.seed) issues.push(issue(`${AT}.seed`, `the setup's seed ${s.seed} is not the save's (${String(file.seed)})`))
  const variant = s.variant === undefined ? undefined : scenario.variants?.find((v) => v.id === s.variant)
  if (s.variant !== undefined && !variant) issues.push(issue(`${AT}.variant`, `scenario "${scenario.id}" has no variant "${s.variant}"`))
  const own: readonly PluginRequest[] = variant ? variantMix(scenario, variant) : scenario.plugins
  const sides = scenario.sides.map((x) => x.id)
  for (const side of sides) if (!(side in s.players)) issues.push(issue(`${AT}.players.${side}`, `side "${side}" has no player`))
  for (const side of Object.keys(s.players)) if (!sides.includes(side)) issues.push(issue(`${AT}.players.${side}`, `the scenario has no side "${side}"`))
  for (const side of Object.keys(s.bots ?? {})) if (s.players[side] !== 'computer') issues.push(issue(`${AT}.bots.${side}`, `side "${side}" is not played by the computer`))
  const seen = new Set<string>()
  s.plugins.forEach((r, i) => {
    const at = `${AT}.plugins[${i}]`
    const def = plugins.find((p) => p.manifest.id === r.id)
    if (!def) return void issues.push(issue(`${at}.id`, `plugin "${r.id}" is not one the app ships`))
    if (seen.has(r.id)) return void issues.push(issue(`${at}.id`, `plugin "${r.id}" is listed twice`))
    seen.add(r.id)
    issues.push(...checkPluginConfig(r.config ?? {}, def, own.find((p) => p.id === r.id)?.config ?? {}, `${at}.config`, 'save/setup'))
  })
  return issues.length ? { ok: false, issues } : { ok: true, setup: s as GameSetup }
}
