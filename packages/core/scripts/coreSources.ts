import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** `packages/core/src`. */
export const CORE_SRC = fileURLToPath(new URL('../src/', import.meta.url))

/**
 * The core's source files for the source checks of these scripts: every `.ts` file under
 * `packages/core/src` but the tests, and but the test fixtures unless `fixtures` (they emit events
 * and rejections too, which the neutrality check reads).
 */
export function coreSources(options: { fixtures: boolean }, dir = CORE_SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) return coreSources(options, p)
    return p.endsWith('.ts') && !p.endsWith('.test.ts') && (options.fixtures || !p.endsWith('.fixture.ts')) ? [p] : []
  })
}
