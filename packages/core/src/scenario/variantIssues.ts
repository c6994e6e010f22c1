import type { Issue } from '../errors/EngineError'
import type { Scenario } from './Scenario'

/**
 * The problems of a scenario's variants that need the whole document (part of `checkScenario`),
 * each with its path: a variant id used twice; a plugin changed twice by one variant; a removed
 * plugin given options; a variant that removes the plugin a victory condition of kind `plugin`
 * needs (it could never be met).
 *
 * None of these depends on the scenario's `plugins`: a document whose mix was changed (by the
 * start screen, or to a variant's) still parses. The checks against the mix as written are
 * {@link variantMixIssues}'s, and whether a variant's mix loads (dependencies, conflicts,
 * options) is the loader's to say: `hexes validate` runs both on every variant.
 */
export function variantIssues(s: Pick<Scenario, 'variants' | 'victory'>): Issue[] {
  const issues: Issue[] = []
  const add = (code: string, path: string, message: string) => issues.push({ code: `scenario/${code}`, path, message })
  const ids = new Set<string>()
  ;(s.variants ?? []).forEach((v, i) => {
    const at = `variants[${i}]`
    if (ids.has(v.id)) add('duplicate-id', `${at}.id`, `variant id "${v.id}" is used twice`)
    ids.add(v.id)
    const seen = new Set<string>()
    v.plugins.forEach((p, j) => {
      const pat = `${at}.plugins[${j}]`
      if (seen.has(p.id)) add('duplicate-id', `${pat}.id`, `plugin "${p.id}" is changed twice by this variant`)
      seen.add(p.id)
      if (!p.remove) return
      if (p.config !== undefined) add('variant-remove-config', `${pat}.config`, `plugin "${p.id}" is removed: a removed plugin takes no options`)
      s.victory.conditions.forEach((c, k) => {
        if (c.kind === 'plugin' && c.plugin === p.id) add('unknown-plugin', `${pat}.id`, `victory.conditions[${k}] is evaluated by plugin "${p.id}": without it, the condition could never be met`)
      })
    })
  })
  return issues
}
