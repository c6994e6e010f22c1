// Post-build step of scripts/buildPackage.mjs: the sources import each other without extensions
// (moduleResolution Bundler), which Node's ESM loader cannot resolve. This rewrites every relative
// specifier of the emitted .js and .d.ts files to the file that exists: `./x` becomes `./x.js` or
// `./x/index.js`. Specifiers that already name a file (`../a.json`, `./Panel.vue`, `./x.js`) stay.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'

// `from './x'`, `import './x'`, `import('./x')` and `export … from './x'`, in code and in types
// (declarations also say `import("..").T` for a folder's index).
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}(?:\/[^'"\n]*)?)\2/g
// Lines of JSDoc and line comments: their examples are left as written.
const COMMENT = /^\s*(\*|\/\*|\/\/)/

/** Every emitted file under `dir` that can import: .js and .d.ts. */
function emittedFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return emittedFiles(path)
    return name.endsWith('.js') || name.endsWith('.d.ts') ? [path] : []
  })
}

/** The specifier Node resolves for `spec` imported from `file`, or undefined when nothing matches. */
function resolvedSpecifier(file, spec) {
  const base = join(dirname(file), spec)
  if (/\.[cm]?js$|\.json$|\.vue$/.test(spec) && existsSync(base)) return spec
  // A declaration file imports `./x.js` too: TypeScript maps it to `./x.d.ts`.
  const ext = file.endsWith('.d.ts') ? '.d.ts' : '.js'
  const folder = spec === '.' || spec === '..' || spec.endsWith('/')
  if (!folder && existsSync(`${base}${ext}`)) return `${spec}.js`
  if (existsSync(join(base, `index${ext}`))) return `${spec.replace(/\/$/, '')}/index.js`
  return undefined
}

/**
 * Rewrites the relative specifiers of every .js and .d.ts file under `dist`. Returns the
 * specifiers that match no file (`file: spec`), which the caller reports as a failed build.
 */
export function fixEsmImports(dist) {
  const unresolved = []
  for (const file of emittedFiles(dist)) {
    const text = readFileSync(file, 'utf8')
    const fixed = text.split('\n').map((line) => COMMENT.test(line) ? line : line.replace(SPECIFIER, (all, head, quote, spec) => {
      const to = resolvedSpecifier(file, spec)
      if (to === undefined) {
        unresolved.push(`${relative(dist, file)}: ${spec}`)
        return all
      }
      return `${head}${quote}${to}${quote}`
    })).join('\n')
    if (fixed !== text) writeFileSync(file, fixed)
  }
  return unresolved
}
