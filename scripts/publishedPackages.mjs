/* global URL */
// The workspace's published packages (the ones not marked private), for the JavaScript build
// (buildPackages.mjs) and the pack-and-install check (packCheck.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository root. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url))

/** The folders of pnpm-workspace.yaml (`packages/*`, `scenarios`), relative to the root. */
function workspaceDirs() {
  const globs = [...readFileSync(join(ROOT, 'pnpm-workspace.yaml'), 'utf8').matchAll(/^\s+- (\S+)$/gm)].map((m) => m[1])
  return globs.flatMap((glob) => glob.endsWith('/*')
    ? readdirSync(join(ROOT, glob.slice(0, -2)), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => `${glob.slice(0, -2)}/${e.name}`)
    : [glob])
}

/** Every published package: `{ dir, name }`, `dir` absolute, sorted by folder. */
export function publishedPackages() {
  return workspaceDirs()
    .filter((dir) => existsSync(join(ROOT, dir, 'package.json')))
    .map((dir) => ({ dir: join(ROOT, dir), pkg: JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) }))
    .filter(({ pkg }) => pkg.private !== true)
    .map(({ dir, pkg }) => ({ dir, name: pkg.name }))
    .sort((a, b) => a.dir.localeCompare(b.dir))
}
