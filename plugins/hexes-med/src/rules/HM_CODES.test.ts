import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { HM_CODES } from './HM_CODES'

describe('hexes-med/HM_CODES', () => {
  it('lists exactly the codes the plugin rejects with', () => {
    const src = new URL('..', import.meta.url).pathname
    const files = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : n.endsWith('.ts') && !n.endsWith('.test.ts') && !n.endsWith('.fixture.ts') ? [join(dir, n)] : []))
    const used = new Set<string>()
    for (const f of files(src)) for (const m of readFileSync(f, 'utf8').matchAll(/\breject(?:With)?\('([a-z]+\/[a-z-]+)'/g)) used.add(m[1]!)
    expect([...used].sort()).toEqual(Object.values(HM_CODES).sort())
  })
})
