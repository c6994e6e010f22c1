import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { ENGINE_VERSION } from '@hexes/core'
import { CliError } from '../CliError'
import type { PluginNames } from './pluginNames'

/** Every file of a template folder, as paths relative to it with `/` separators, in a stable order. */
function templateFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((e) => (e.isDirectory() ? templateFiles(join(dir, e.name), root) : [relative(root, join(dir, e.name)).split(sep).join('/')]))
}

/** The placeholders of the templates and what each becomes. */
function placeholders(names: PluginNames): [string, string][] {
  return [
    ['__NAME__', names.id],
    ['__RULE__', names.rulePrefix],
    ['__Name__', names.pascal],
    ['__name__', names.camel],
    ['__TITLE__', names.title],
    ['__ENGINE__', `^${ENGINE_VERSION}`],
  ]
}

/** The dependency fields of package.json whose `"__VERSION__"` values the CLI fills in. */
const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies'] as const

/** package.json's template with every `"__VERSION__"` replaced by the range `range` gives for that package. */
function withVersions(text: string, range: (name: string) => string): string {
  const pkg = JSON.parse(text) as Record<string, unknown>
  for (const field of DEPENDENCY_FIELDS) {
    const deps = pkg[field] as Record<string, string> | undefined
    for (const [name, spec] of Object.entries(deps ?? {})) if (spec === '__VERSION__') deps![name] = range(name)
  }
  return `${JSON.stringify(pkg, null, 2)}\n`
}

/**
 * Writes a plugin package from the template folder `templateDir` into `outDir` (which must not
 * exist, or be empty: the caller checks), and returns the paths written, relative to `outDir`, sorted.
 * Every file and path gets the plugin's names in place of the placeholders (`__NAME__` the id,
 * `__RULE__` the rule-id prefix, `__Name__`/`__name__` the Pascal/camel forms, `__TITLE__` the
 * words, `__ENGINE__` the engine range); a path segment `dot-x` is written `.x` (package managers
 * drop `.gitignore` from a packed package, so the templates may not hold one); `package.json`'s
 * `"__VERSION__"` ranges come from `range`. A placeholder left anywhere is a bug of the templates (an `Error`).
 *.
 */
export function writePluginScaffold(templateDir: string, outDir: string, names: PluginNames, range: (name: string) => string): string[] {
  const subs = placeholders(names)
  const fill = (s: string) => subs.reduce((acc, [from, to]) => acc.split(from).join(to), s)
  const written: string[] = []
  for (const file of templateFiles(templateDir)) {
    const path = fill(file).split('/').map((seg) => (seg.startsWith('dot-') ? `.${seg.slice(4)}` : seg)).join('/')
    let text = fill(readFileSync(join(templateDir, file), 'utf8'))
    if (path === 'package.json') text = withVersions(text, range)
    const left = /__[A-Za-z]+__/.exec(`${path}\n${text}`)
    if (left) throw new Error(`the plugin template ${file} has an unknown placeholder ${left[0]}`)
    const target = join(outDir, ...path.split('/'))
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, text)
    written.push(path)
  }
  return written.sort()
}

/** Whether `dir` may receive a scaffold: absent, or an empty folder. Anything else is a `CliError` naming it. */
export function checkTargetFolder(dir: string, shown: string): void {
  let isDir: boolean
  try {
    isDir = statSync(dir).isDirectory()
  } catch {
    return
  }
  if (!isDir) throw new CliError('cli/folder-not-empty', `"${shown}" exists and is not a folder: choose another with --dir`)
  if (readdirSync(dir).length > 0) throw new CliError('cli/folder-not-empty', `The folder "${shown}" is not empty: hexes new-plugin writes only into a new or empty folder (choose another with --dir)`)
}
