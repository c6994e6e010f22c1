import type { PluginRequest } from '@hexes/core'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { loadScenario } from '../lib/catalog'
import { AUTOSAVE_KEY, useSessionStore } from './session'

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

describe('web/session store: undo', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it('refuses an undo while the replay is open (the board shows the replay), and undoes once it is closed', async () => {
    const session = useSessionStore()
    const scenario = (await loadScenario('teaching-ford'))!
    const players = { routiers: 'human', french: 'human' } as const
    expect(await session.start({ scenarioId: scenario.id, plugins: scenario.plugins.map((p) => ({ ...p })) as PluginRequest[], players, bots: {}, seed: 4 })).toBe(true)
    expect(session.act({ type: 'move', side: 'routiers', unit: 'r-hc-1', to: '5,5' })).toMatchObject({ ok: true })
    const moved = JSON.stringify(session.state)
    await session.openReplay('all')
    expect(session.replay).not.toBeNull()
    expect(session.undo()).toBe(false)
    expect(session.actionCount).toBe(1)
    expect(JSON.stringify(session.state)).toBe(moved)
    session.closeReplay()
    expect(session.undo()).toBe(true)
    expect(session.actionCount).toBe(0)
  })
})

describe('web/session store: resume', () => {
  beforeEach(() => {
    setActivePinia(createPinia())
    localStorage.clear()
  })

  it('says why a damaged autosave cannot be resumed, naming the bad field, and can be dismissed', async () => {
    localStorage.setItem(AUTOSAVE_KEY, JSON.stringify({ save: { format: 'hexes-save/1', seed: null }, setup: {} }))
    const session = useSessionStore()
    expect(await session.resume()).toBe(false)
    expect(session.error?.message).toBe('The saved game in this browser is damaged and cannot be resumed')
    expect(session.error?.issues.some((i) => i.path !== '' && i.code.startsWith('save/'))).toBe(true)
    session.dismissError()
    expect(session.error).toBeNull()
  })
})
