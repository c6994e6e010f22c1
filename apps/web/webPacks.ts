import { readFileSync } from 'node:fs'
import { dirname, isAbsolute, resolve } from 'node:path'
import type { Plugin } from 'vite'

/** One pack of a web packs file: its rules half and/or its UI half, as `specifier#exportName`. */
interface PackEntry {
  id: string
  rules?: string
  ui?: string
}

const RULES_ID = 'virtual:hexes-web-packs/rules'
const UI_ID = 'virtual:hexes-web-packs/ui'

function fail(file: string, path: string, message: string): never {
  throw new Error(`web packs: ${file}: ${path}: ${message}`)
}

/** Reads a packs file; relative specifiers (`./x.ts`) are resolved against the file's folder. */
function readPacks(file: string): PackEntry[] {
  let doc: unknown
  try {
    doc = JSON.parse(readFileSync(file, 'utf8'))
  } catch (e) {
    fail(file, '', (e as Error).message)
  }
  const packs = (doc as { packs?: unknown }).packs
  if (!Array.isArray(packs)) fail(file, 'packs', 'must be an array')
  return packs.map((p: unknown, i): PackEntry => {
    const x = p as Record<string, unknown>
    if (typeof x?.id !== 'string' || !/^[a-z0-9-]+$/.test(x.id)) fail(file, `packs[${i}].id`, 'must be a lower-case id')
    const out: PackEntry = { id: x.id }
    for (const k of ['rules', 'ui'] as const) {
      const v = x[k]
      if (v === undefined) continue
      if (typeof v !== 'string' || !/^[^#]+#[A-Za-z_$][\w$]*$/.test(v)) fail(file, `packs[${i}].${k}`, 'must be "specifier#exportName"')
      const [spec, name] = v.split('#') as [string, string]
      out[k] = `${spec.startsWith('.') ? resolve(dirname(file), spec) : spec}#${name}`
    }
    return out
  })
}

function moduleOf(entries: readonly string[], exportName: string): string {
  const lines = entries.map((e, i) => {
    const [spec, name] = e.split('#') as [string, string]
    return `import { ${name} as p${i} } from ${JSON.stringify(spec)}`
  })
  return `${lines.join('\n')}\nexport const ${exportName} = [${entries.map((_, i) => `p${i}`).join(', ')}]\n`
}

/**
 * The app's web packs as two virtual modules: `virtual:hexes-web-packs/rules` (`packRules`: the
 * rule plugins and scenarios packs add, loaded by the page and the computer's worker) and
 * `virtual:hexes-web-packs/ui` (`packUis`: the plugin UI modules). The packs are those of
 * `web-packs.json`, then those of every file `HEXES_WEB_PACKS` names (paths separated by `:`),
 * so a pack that does not ship with Hexes is built in without a change to the app's code.
 */
export function webPacks(root: string, extra: string | undefined = process.env.HEXES_WEB_PACKS): Plugin {
  const files = [resolve(root, 'web-packs.json'), ...(extra ? extra.split(':').filter(Boolean).map((f) => (isAbsolute(f) ? f : resolve(process.cwd(), f))) : [])]
  const packs = files.flatMap(readPacks)
  const seen = new Set<string>()
  for (const p of packs) {
    if (seen.has(p.id)) throw new Error(`web packs: pack "${p.id}" is listed twice`)
    seen.add(p.id)
  }
  return {
    name: 'hexes-web-packs',
    resolveId(id) {
      return id === RULES_ID || id === UI_ID ? `\0${id}` : undefined
    },
    load(id) {
      if (id === `\0${RULES_ID}`) return moduleOf(packs.flatMap((p) => (p.rules ? [p.rules] : [])), 'packRules')
      if (id === `\0${UI_ID}`) return moduleOf(packs.flatMap((p) => (p.ui ? [p.ui] : [])), 'packUis')
      return undefined
    },
  }
}
