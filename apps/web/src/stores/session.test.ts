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

describe('web/session store: saves are not trusted', () => {
  beforeEach(() => {
    setActivePinia(createPinia())
    localStorage.clear()
  })

  /** A hot-seat teaching game with one move played, and its save file. */
  async function playedSave() {
    const session = useSessionStore()
    const scenario = (await loadScenario('teaching-ford'))!
    expect(await session.start({ scenarioId: scenario.id, plugins: scenario.plugins.map((p) => ({ ...p })) as PluginRequest[], players: { routiers: 'human', french: 'human' }, seed: 4 })).toBe(true)
    expect(session.act({ type: 'move', side: 'routiers', unit: 'r-hc-1', to: '5,5' })).toMatchObject({ ok: true })
    const save = session.saveFile()
    session.quit()
    return { session, save }
  }

  it('refuses to load a save with scripted dice, naming the field, and keeps no game', async () => {
    const { session, save } = await playedSave()
    expect(await session.load(JSON.stringify({ ...save, dice: [6, 6, 6] }))).toBe(false)
    expect(session.error).toMatchObject({ key: 'saves.scriptedDice', message: 'This save plays scripted dice (dice): it is a test file, not a game, and is refused', issues: [{ path: 'dice' }] })
    expect(session.state).toBeNull()
  })

  it('refuses to resume an autosave whose save was tampered with (a CRT table in the setup), whatever the summary says', async () => {
    const { session, save } = await playedSave()
    const autosave = JSON.parse(localStorage.getItem(AUTOSAVE_KEY)!)
    expect(await session.resume()).toBe(true)
    session.quit()
    const crt = Array.from({ length: 8 }, () => Array.from({ length: 6 }, () => 'DE'))
    const meta = save.meta as { setup: { plugins: PluginRequest[] } }
    const tampered = { ...save, meta: { ...meta, setup: { ...meta.setup, plugins: [{ id: 'hexes-med', config: { crt } }] } } }
    localStorage.setItem(AUTOSAVE_KEY, JSON.stringify({ ...autosave, save: tampered }))
    expect(await session.resume()).toBe(false)
    expect(session.error).toMatchObject({ key: 'saves.tampered', params: { path: 'meta.setup.plugins[0].config.crt' } })
    expect(session.state).toBeNull()
    localStorage.setItem(AUTOSAVE_KEY, JSON.stringify({ ...autosave, save: { ...save, dice: [] } }))
    expect(await session.resume()).toBe(false)
    expect(session.error).toMatchObject({ key: 'saves.scriptedDice' })
  })

  it('refuses a file that continues the game in this browser with its rule options changed', async () => {
    const { session, save } = await playedSave()
    const meta = save.meta as { setup: { plugins: PluginRequest[] } }
    const changed = { ...save, meta: { ...meta, setup: { ...meta.setup, plugins: [{ id: 'hexes-med', config: { chargeBonus: 3 } }] } } }
    expect(await session.load(changed)).toBe(false)
    expect(session.error).toMatchObject({ key: 'saves.tampered', params: { path: 'meta.setup.plugins[0].config.chargeBonus' } })
    expect(await session.load(save)).toBe(true)
  })
})

describe('web/session store: undo of an end of phase (core/undo)', () => {
  beforeEach(() => setActivePinia(createPinia()))

  async function startTeaching(players: Record<string, 'human' | 'computer'>) {
    const session = useSessionStore()
    const scenario = (await loadScenario('teaching-ford'))!
    expect(await session.start({ scenarioId: scenario.id, plugins: scenario.plugins.map((p) => ({ ...p })) as PluginRequest[], players, seed: 4 })).toBe(true)
    return session
  }
  /** Ends phases of `side` until another side is to act. */
  function handOver(session: ReturnType<typeof useSessionStore>, side: string) {
    while (session.actingSide === side) expect(session.act({ type: 'end-phase', side })).toMatchObject({ ok: true })
  }

  it('hot-seat: takes back the end of phase until the next side acts, then only that side\'s own actions', async () => {
    const session = await startTeaching({ routiers: 'human', french: 'human' })
    expect(session.act({ type: 'move', side: 'routiers', unit: 'r-hc-1', to: '5,5' })).toMatchObject({ ok: true })
    const moved = JSON.stringify(session.state)
    handOver(session, 'routiers')
    expect(session.actingSide).toBe('french')
    expect(session.canUndo).toBe(true)
    while (session.actionCount > 1) expect(session.undo()).toBe(true)
    expect(JSON.stringify(session.state)).toBe(moved)
    handOver(session, 'routiers')
    const move = session.legal.find((a) => a.type === 'move' && a.side === 'french')!
    expect(session.act(move as typeof move & Record<string, unknown>)).toMatchObject({ ok: true })
    const before = session.actionCount
    expect(session.undo()).toBe(true)
    expect(session.actionCount).toBe(before - 1)
    expect(session.undo()).toBe(false)
    expect(session.rejection).toMatchObject({ code: 'undo/irreversible', ruleId: 'core/undo' })
    expect(session.actingSide).toBe('french')
  })

  it('against the computer: the human takes back an end of phase the computer has not answered, never the computer\'s actions', async () => {
    const session = await startTeaching({ routiers: 'human', french: 'computer' })
    handOver(session, 'routiers')
    expect(session.computerToAct).toBe(true)
    const epoch = session.epoch
    expect(session.undo()).toBe(true)
    expect(session.epoch).toBe(epoch + 1)
    expect(session.actingSide).toBe('routiers')
    handOver(session, 'routiers')
    const move = session.legal.find((a) => a.type === 'move' && a.side === 'french')!
    expect(session.act(move as typeof move & Record<string, unknown>, 'computer')).toMatchObject({ ok: true })
    const after = JSON.stringify(session.state)
    const count = session.actionCount
    expect(session.undo()).toBe(false)
    expect(session.rejection).toMatchObject({ code: 'undo/irreversible' })
    expect(session.actionCount).toBe(count)
    expect(JSON.stringify(session.state)).toBe(after)
  })
})

describe('web/session store: undo after a load', () => {
  beforeEach(() => {
    setActivePinia(createPinia())
    localStorage.clear()
  })

  it('a file\'s history is the sender\'s: its end of phase is not taken back by the receiver; the autosave\'s is this device\'s own', async () => {
    const session = useSessionStore()
    const scenario = (await loadScenario('teaching-ford'))!
    expect(await session.start({ scenarioId: scenario.id, plugins: scenario.plugins.map((p) => ({ ...p })) as PluginRequest[], players: { routiers: 'human', french: 'human' }, seed: 4 })).toBe(true)
    while (session.actingSide === 'routiers') session.act({ type: 'end-phase', side: 'routiers' })
    const save = session.saveFile()
    session.quit()
    expect(await session.resume()).toBe(true)
    expect(session.canUndo).toBe(true)
    session.quit()
    localStorage.clear()
    expect(await session.load(JSON.stringify(save))).toBe(true)
    expect(session.canUndo).toBe(false)
    expect(session.undo()).toBe(false)
    expect(session.rejection).toMatchObject({ code: 'undo/irreversible', ruleId: 'core/undo' })
    const move = session.legal.find((a) => a.type === 'move' && a.side === 'french')!
    expect(session.act(move as typeof move & Record<string, unknown>)).toMatchObject({ ok: true })
    expect(session.undo()).toBe(true)
    expect(session.undo()).toBe(false)
    expect(session.actionCount).toBe(save.actions.length)
  })
})
