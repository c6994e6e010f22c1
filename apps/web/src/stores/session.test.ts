import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { useSessionStore } from './session'

describe('web/session store: loading a save file', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it('refuses a document with a prototype key before reading it, naming the path of the key', async () => {
    const session = useSessionStore()
    const text = '{"format":"hexes-save/1","meta":{"__proto__":{"polluted":true}}}'
    expect(await session.load(text)).toBe(false)
    expect(session.error?.message).toBe('Not a Hexes save file')
    expect(session.error?.issues).toEqual([{ code: 'json/forbidden-key', path: 'meta.__proto__', message: 'forbidden key "__proto__"' }])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(session.state).toBeNull()
  })

  it('reports a file that is not JSON, and one that is not a save file by the schema', async () => {
    const session = useSessionStore()
    expect(await session.load('not json')).toBe(false)
    expect(session.error?.message).toMatch(/^Not a JSON file: /)
    expect(await session.load('{"format":"something-else"}')).toBe(false)
    expect(session.error?.message).toBe('Not a Hexes save file')
    expect(session.error?.issues.length).toBeGreaterThan(0)
    expect(session.error?.issues.every((i) => i.code.startsWith('save/'))).toBe(true)
  })
})
