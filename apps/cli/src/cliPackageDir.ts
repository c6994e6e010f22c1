import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The folder of the `@hexes/cli` package (where its package.json and `templates/` are), found
 * upwards from this module: the same from `src/` in the workspace and from a built copy.
 */
export function cliPackageDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  for (;;) {
    try {
      if ((JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string }).name === '@hexes/cli') return dir
    } catch {
      // no package.json here: look further up
    }
    const up = dirname(dir)
    if (up === dir) throw new Error('cannot find the @hexes/cli package folder')
    dir = up
  }
}
