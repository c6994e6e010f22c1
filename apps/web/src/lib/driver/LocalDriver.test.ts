import { createGame, loadGame } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { loadScenario, plugins } from '../catalog'
import { LocalDriver } from './LocalDriver'

async function teachingDriver() {
  const scenario = (await loadScenario('teaching-ford'))!
  return new LocalDriver(createGame({ scenario, plugins, seed: 4 }), scenario, plugins)
}

describe('web/driver: LocalDriver', () => {
  it('plays, checks, refuses and undoes through the engine, and answers with snapshots', async () => {
    const driver = await teachingDriver()
    const move = { type: 'move', side: 'routiers', unit: 'r-hc-1', to: '5,5' }
    expect(driver.check(move)).toBeUndefined()
    expect(driver.check({ ...move, side: 'french' })).toMatchObject({ ok: false, ruleId: 'HM-SEQ-4' })
    const start = driver.state()
    expect(driver.act(move)).toMatchObject({ ok: true, events: expect.any(Array) })
    expect(driver.act(move)).toMatchObject({ ok: false })
    const log = driver.log()
    expect(log).toEqual([move])
    expect(driver.canUndo()).toBe(true)
    expect(driver.undo()).toEqual({ ok: true })
    expect(driver.state()).toBe(start)
    // the log handed out before is a copy: the undo did not change it
    expect(log).toHaveLength(1)
    expect(driver.log()).toHaveLength(0)
    expect(driver.undo()).toMatchObject({ ok: false, code: 'undo/irreversible' })
  })

  it('replays every state from the seed without touching the live game, and saves a file the engine reloads', async () => {
    const driver = await teachingDriver()
    driver.act({ type: 'move', side: 'routiers', unit: 'r-hc-1', to: '5,5' })
    driver.act({ type: 'end-phase', side: 'routiers' })
    const live = driver.state()
    const r = await driver.replayStates()
    expect(r.actions).toEqual(driver.log())
    expect(r.states).toHaveLength(3)
    expect(r.states[2]).toEqual(live)
    expect(r.eventCounts[2]).toBe(driver.events().length)
    expect(driver.state()).toBe(live)
    const file = driver.saveFile({ app: 'test' })
    expect(file.meta).toEqual({ app: 'test' })
    expect(loadGame(JSON.parse(JSON.stringify(file)), { scenario: driver.scenario, plugins }).state).toEqual(live)
  })

  it('gives a player\'s view without the dice generator, and leaks no engine game', async () => {
    const driver = await teachingDriver()
    const view = driver.viewFor('french')
    expect(view.viewer).toBe('french')
    expect('rng' in view).toBe(false)
    expect(view.units).toEqual(driver.state().units)
    expect(Object.keys(driver).sort()).toEqual(['rules', 'scenario', 'textSource'])
    expect(driver.textSource.rules).toBe(driver.rules)
  })
})
