import { describe, expect, it } from 'vitest'
import { callerDir } from '../src/callerDir'

describe('cli/callerDir', () => {
  it('uses INIT_CWD only when pnpm runs the binary in the package directory', () => {
    expect(callerDir({ INIT_CWD: '/home/me/repo' }, '/repo/apps/cli', '/repo/apps/cli/')).toBe('/home/me/repo')
    expect(callerDir({ INIT_CWD: '/home/me/repo' }, '/tmp/work', '/repo/apps/cli/')).toBe('/tmp/work')
    expect(callerDir({}, '/repo/apps/cli', '/repo/apps/cli')).toBe('/repo/apps/cli')
    expect(callerDir({ INIT_CWD: '' }, '/repo/apps/cli', '/repo/apps/cli')).toBe('/repo/apps/cli')
  })
})
