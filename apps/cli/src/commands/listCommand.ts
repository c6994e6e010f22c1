import { checkScenario } from '@hexes/core'
import type { Command } from '../Command'
import { expectPositionals } from '../parseArgs'

/** `hexes list`: builtin scenarios and plugins. */
export const listCommand: Command = {
  name: 'list',
  summary: 'list the builtin scenarios and rule plugins',
  help: `Usage: hexes list [--json]

Lists the scenarios and rule plugins that ship with Hexes (@hexes/registry). A builtin scenario
id can be used wherever a command takes <scenario>, and a scenario's variant ids with --variant.

Options:
  --json   print { scenarios, plugins } as JSON`,
  options: { json: { type: 'boolean' } },
  async run(args, { io, deps }) {
    expectPositionals(args, [], 'list')
    const { plugins, scenarios } = await deps.registry()
    const scenarioRows = scenarios.map((raw) => {
      const c = checkScenario(raw)
      const s = raw as { id?: string; name?: string }
      if (!c.ok) return { id: String(s.id), name: String(s.name), valid: false, summary: `INVALID: ${c.issues.length} issue(s), first: ${c.issues[0]!.path}: ${c.issues[0]!.message}` }
      const x = c.scenario
      const variants = (x.variants ?? []).map((v) => v.id)
      return {
        id: x.id, name: x.name, valid: true, turns: x.turns, map: `${x.map.width}x${x.map.height}`, units: x.units.length, plugins: x.plugins.map((p) => p.id), variants,
        summary: `${x.map.width}x${x.map.height} map, ${x.units.length} units, ${x.turns} turns, plugins: ${x.plugins.map((p) => p.id).join(', ')}${variants.length ? `; variants (--variant): ${variants.join(', ')}` : ''}`,
      }
    })
    const pluginRows = plugins.map((p) => ({ id: p.manifest.id, name: p.manifest.name, version: p.manifest.version, description: p.manifest.description ?? '', provides: p.manifest.provides ?? [], requires: p.manifest.requires ?? [] }))
    if (args.options.json) {
      io.stdout(`${JSON.stringify({ scenarios: scenarioRows, plugins: pluginRows }, null, 2)}\n`)
      return 0
    }
    const w = Math.max(2, ...scenarioRows.map((s) => s.id.length), ...pluginRows.map((p) => p.id.length))
    const lines = ['Scenarios']
    for (const s of scenarioRows) lines.push(`  ${s.id.padEnd(w)}  ${s.name}: ${s.summary}`)
    lines.push('', 'Plugins')
    for (const p of pluginRows) lines.push(`  ${p.id.padEnd(w)}  ${p.name} ${p.version}${p.description ? `: ${p.description}` : ''}`)
    io.stdout(`${lines.join('\n')}\n`)
    return 0
  },
}
