#!/usr/bin/env node
// The JavaScript build of the published packages: `node scripts/buildPackages.mjs [dir...]` (no
// folder: every published package; each package's `build` script passes its own folder).
// For each package, compiles src/ to dist/ with its tsconfig.build.json (JavaScript and
// declarations, see tsconfig.build.json at the root), copies the Vue single-file components tsc
// does not compile (the app's Vite compiles them), then makes the relative imports loadable by
// Node (fixEsmImports.mjs). All packages build in one process that parses each source file once:
// a package imports its dependencies' sources, so separate tsc runs would parse core ~20 times.
// Type errors are the `typecheck` task's job (noCheck); syntax, option and declaration errors fail.
// The workspace never uses dist/: `exports` point at src/; `publishConfig` (applied by `pnpm pack`
// and `pnpm publish`) points the published package at dist/.
/* global process, console, performance */
import { cpSync, readdirSync, rmSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { fixEsmImports } from './fixEsmImports.mjs'
import { publishedPackages } from './publishedPackages.mjs'

/** Parsed source files shared by every package's program (same parse options for all). */
const parsed = new Map()

/** A compiler host that parses each file once for the whole run. */
function sharedHost(options) {
  const host = ts.createCompilerHost(options)
  const parse = host.getSourceFile.bind(host)
  host.getSourceFile = (fileName, version, onError, shouldCreate) => {
    const v = typeof version === 'object' ? `${version.languageVersion}/${version.impliedNodeFormat}/${version.jsDocParsingMode}` : version
    const key = `${fileName}\0${v}`
    if (!parsed.has(key)) parsed.set(key, parse(fileName, version, onError, shouldCreate))
    return parsed.get(key)
  }
  return host
}

/** The files of `dir` (recursively) whose name ends with `ext`. */
function filesEndingWith(dir, ext) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return filesEndingWith(path, ext)
    return name.endsWith(ext) ? [path] : []
  })
}

/** Builds one package folder into its dist/; returns its error messages (none: built). */
function build(dir) {
  const config = ts.getParsedCommandLineOfConfigFile(join(dir, 'tsconfig.build.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n')) },
  })
  const dist = config.options.outDir
  rmSync(dist, { recursive: true, force: true })
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, host: sharedHost(config.options) })
  const emitted = program.emit()
  const diagnostics = [...config.errors, ...program.getOptionsDiagnostics(), ...program.getSyntacticDiagnostics(), ...emitted.diagnostics]
    .filter((d) => d.category === ts.DiagnosticCategory.Error)
  if (diagnostics.length) {
    return [ts.formatDiagnostics(diagnostics, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => dir, getNewLine: () => '\n' })]
  }
  const src = join(dir, 'src')
  for (const vue of filesEndingWith(src, '.vue')) cpSync(vue, join(dist, relative(src, vue)))
  return fixEsmImports(dist).map((u) => `import matches no emitted file: ${u}`)
}

const dirs = process.argv.length > 2 ? process.argv.slice(2).map((d) => resolve(d)) : publishedPackages().map((p) => p.dir)
let failed = false
for (const dir of dirs) {
  const started = performance.now()
  const errors = build(dir)
  const name = relative(process.cwd(), dir) || '.'
  if (errors.length) {
    failed = true
    console.error(`build: ${name} failed:\n${errors.join('\n')}`)
  } else if (dirs.length > 1) console.log(`build: ${name} (${Math.round(performance.now() - started)} ms)`)
}
process.exitCode = failed ? 1 : 0
