/* global URL */
// Loads an entry module of @hexes/cli for bin/hexes.mjs and the worker threads. In the workspace
// (src/ is there) it registers tsx's ESM loader with tsconfig.runtime.json (legacy decorators
// for the plugins' @injectable/@inject, for every TypeScript file of the monorepo) and imports
// the TypeScript source; the published package has no src/, only the compiled JavaScript of
// dist/ (scripts/buildPackages.mjs), which Node imports as it is: no tsx at run time.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * Imports `src/<name>.ts` through tsx in the workspace, else `dist/<name>.js`.
 * @param {string} name - the module's path under src/ without extension (`main`, `simulate/simulateWorker`)
 */
export async function importEntry(name) {
  const source = new URL(`../src/${name}.ts`, import.meta.url)
  if (!existsSync(source)) return import(new URL(`../dist/${name}.js`, import.meta.url).href)
  const { register } = await import('tsx/esm/api')
  register({ tsconfig: fileURLToPath(new URL('../tsconfig.runtime.json', import.meta.url)) })
  return import(source.href)
}
