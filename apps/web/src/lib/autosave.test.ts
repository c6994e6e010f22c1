import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTOSAVE_EVERY, AUTOSAVE_KEY, createAutosaver, readAutosave, writeAutosave, type Autosave } from './autosave'

describe('web/autosave', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('writes at once, at most every AUTOSAVE_EVERY ms when asked "soon", and flushes a pending write', () => {
    const write = vi.fn()
    const a = createAutosaver(write)
    a.now()
    expect(write).toHaveBeenCalledTimes(1)
    a.soon()
    a.soon()
    expect(write).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(AUTOSAVE_EVERY - 1)
    expect(write).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(write).toHaveBeenCalledTimes(2)
    a.soon()
    a.flush()
    expect(write).toHaveBeenCalledTimes(3)
    a.flush()
    vi.advanceTimersByTime(AUTOSAVE_EVERY * 2)
    expect(write).toHaveBeenCalledTimes(3)
  })

  it('reads back what it wrote, and nothing from a broken entry', () => {
    localStorage.clear()
    expect(readAutosave()).toBeNull()
    const a: Autosave = { setup: { scenarioId: 'teaching-ford', plugins: [], players: {}, seed: 1 }, save: { format: 'hexes-save/1' }, scenarioName: 'Ford', turn: 2, savedAt: '2026-12-02T00:00:00.000Z', over: false }
    writeAutosave(a)
    expect(readAutosave()).toEqual(a)
    localStorage.setItem(AUTOSAVE_KEY, '{broken')
    expect(readAutosave()).toBeNull()
  })
})
