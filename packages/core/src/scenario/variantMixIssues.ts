import type { Issue } from '../errors/EngineError'
import { stableStringify } from '../util/stableStringify'
import type { Scenario } from './Scenario'
import { variantMix } from './scenarioVariant'

/**
 * The problems of a scenario's variants against its rule mix as written, each with its path: a
 * variant that removes a plugin the scenario does not list (nothing to remove: a typo), that
 * leaves no plugin, or whose mix is the scenario's own (it changes nothing). `hexes validate`
 * reports them with the document's problems; they are not part of `checkScenario`, which must
 * accept a document whose mix was changed (a variant's mix checked against itself changes nothing).
 */
export function variantMixIssues(s: Pick<Scenario, 'plugins' | 'variants'>): Issue[] {
  const issues: Issue[] = []
  const written = new Set(s.plugins.map((p) => p.id))
  const own = stableStringify(s.plugins.map((p) => ({ id: p.id, config: p.config ?? {} })))
  ;(s.variants ?? []).forEach((v, i) => {
    const at = `variants[${i}]`
    v.plugins.forEach((p, j) => {
      if (p.remove && !written.has(p.id)) issues.push({ code: 'scenario/unknown-plugin', path: `${at}.plugins[${j}].id`, message: `plugin "${p.id}" is not in the scenario's plugins (${[...written].join(', ')}): there is nothing to remove` })
    })
    const mix = variantMix(s, v)
    if (mix.length === 0) issues.push({ code: 'scenario/variant-empty-mix', path: `${at}.plugins`, message: 'the variant removes every plugin: a game needs at least one' })
    else if (stableStringify(mix) === own) issues.push({ code: 'scenario/variant-no-change', path: `${at}.plugins`, message: `variant "${v.id}" plays the scenario's own rule mix: it changes nothing` })
  })
  return issues
}
