import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** What the scaffold reads of a package.json. */
interface PackageJson {
  name?: string
  version?: string
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}

function readPackageJson(path: string): PackageJson {
  return JSON.parse(readFileSync(path, 'utf8')) as PackageJson
}

/** The package.json of the installed package `name`, found from its entry point upwards (its `exports` may not list `./package.json`). */
function installedPackageJson(fromDir: string, name: string): PackageJson {
  let dir = dirname(createRequire(join(fromDir, 'package.json')).resolve(name))
  for (;;) {
    try {
      const pkg = readPackageJson(join(dir, 'package.json'))
      if (pkg.name === name) return pkg
    } catch {
      // no package.json here: look further up
    }
    const up = dirname(dir)
    if (up === dir) throw new Error(`cannot find the package.json of ${name} from ${fromDir}`)
    dir = up
  }
}

/**
 * The version ranges a plugin scaffold depends on, read where the CLI runs: the CLI's own
 * dependencies and devDependencies (the tools the workspace uses: `typescript`, `vitest`...), and
 * `@hexes/core`'s (`zod`). A package of Hexes gets `^` and its current version: in the workspace
 * its spec is `workspace:*`, so the version is read from the package itself; in a published CLI,
 * packing has already written the version. `range(name)` throws for a package neither lists.
 *
 * @param cliDir - the CLI package's folder
 */
export function kitVersions(cliDir: string): (name: string) => string {
  const cli = readPackageJson(join(cliDir, 'package.json'))
  const core = installedPackageJson(cliDir, '@hexes/core')
  const specs: Record<string, string> = { ...core.dependencies, ...cli.devDependencies, ...cli.dependencies }
  return (name) => {
    const spec = specs[name]
    if (spec === undefined) throw new Error(`the plugin template depends on ${name}, which neither @hexes/cli nor @hexes/core lists`)
    if (!name.startsWith('@hexes/')) return spec
    const version = spec.startsWith('workspace:') ? installedPackageJson(cliDir, name).version : spec.replace(/^[\^~]/, '')
    return `^${version}`
  }
}
