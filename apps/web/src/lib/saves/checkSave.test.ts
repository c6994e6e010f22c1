import { createGame, loadGame, type PluginRequest, type SaveFile, type Scenario } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { loadScenario, plugins } from '../catalog'
import type { GameSetup } from '../gameFactory'
import { checkSave } from './checkSave'

const ctx = { loadScenario, plugins }

/** A real game of `scenarioId` with `setup`'s rule mix, two actions played, saved with the setup in `meta`. */
async function savedGame(scenarioId: string, change: (plugins: PluginRequest[]) => PluginRequest[] = (p) => p, options: { dice?: number[] } = {}): Promise<{ save: SaveFile; setup: GameSetup }> {
  const base = (await loadScenario(scenarioId))!
  const setup: GameSetup = {
    scenarioId, plugins: change(base.plugins.map((p) => ({ id: p.id, config: structuredClone(p.config ?? {}) }))),
    players: Object.fromEntries(base.sides.map((s) => [s.id, 'human' as const])), seed: 4,
  }
  const game = createGame({ scenario: { ...base, plugins: setup.plugins } as Scenario, plugins, seed: 4, ...(options.dice ? { dice: options.dice } : {}) })
  for (let i = 0; i < 2; i++) expect(game.act(game.legalActions().find((a) => a.type === 'move') ?? game.legalActions()[0]!)).toMatchObject({ ok: true })
  return { save: JSON.parse(JSON.stringify(game.save({ app: 'hexes-web', setup }))) as SaveFile, setup }
}

const withHm = (config: Record<string, unknown>) => (ps: PluginRequest[]) => ps.map((p) => (p.id === 'hexes-med' ? { ...p, config: { ...p.config, ...config } } : p))

describe('web/saves: checkSave refuses what a game cannot have made', () => {
  it('accepts a save the start screen made, with its edited options (HEXES Med charge bonus 3, eliminate on a blocked retreat)', async () => {
    const { save, setup } = await savedGame('teaching-ford', withHm({ chargeBonus: 3, blockedRetreat: 'eliminate' }))
    expect(await checkSave(JSON.stringify(save), 'file', ctx)).toMatchObject({ ok: true, setup, file: { seed: 4 } })
  })

  it('refuses a save with scripted dice, naming the field (dice)', async () => {
    const { save } = await savedGame('teaching-ford', undefined, { dice: [6, 6, 6, 6] })
    expect(save.dice).toBeDefined()
    const r = await checkSave(save, 'file', ctx)
    expect(r).toMatchObject({ ok: false, error: { key: 'saves.scriptedDice', params: { path: 'dice' }, issues: [{ code: 'save/scripted-dice', path: 'dice' }] } })
    // the autosave too
    expect(await checkSave(save, 'autosave', ctx)).toMatchObject({ ok: false, error: { key: 'saves.scriptedDice' } })
  })

  it('refuses a scenario table changed in the setup even when every hash was recomputed (the engine alone accepts it)', async () => {
    // A save whose whole game was replayed with a CRT that only ever eliminates the defender:
    // its scenario hash and state hash are right, so the engine's loadGame takes it.
    const crt = Array.from({ length: 8 }, () => Array.from({ length: 6 }, () => 'DE'))
    const { save, setup } = await savedGame('teaching-ford', withHm({ crt }))
    const base = (await loadScenario('teaching-ford'))!
    expect(loadGame(save, { scenario: { ...base, plugins: setup.plugins }, plugins }).log).toHaveLength(2)
    const r = await checkSave(save, 'file', ctx)
    expect(r).toMatchObject({ ok: false, error: { key: 'saves.tampered', params: { path: 'meta.setup.plugins[0].config.crt' } } })
    expect(r.ok ? '' : r.error.message).toBe('This save was changed by hand and is refused: meta.setup.plugins[0].config.crt')
  })

  it('refuses a scenario table edited (Hastings\' ravine made passable) or removed from the setup', async () => {
    const ravine = { name: 'Ravine', cost: 1, defence: 0, clear: true, blocksLos: false }
    const { save } = await savedGame('hastings-1066', withHm({ terrain: { ravine } }))
    expect(await checkSave(save, 'file', ctx)).toMatchObject({ ok: false, error: { key: 'saves.tampered', params: { path: 'meta.setup.plugins[0].config.terrain' } } })
    const removed = structuredClone(save) as SaveFile & { meta: { setup: { plugins: PluginRequest[] } } }
    delete removed.meta.setup.plugins[0]!.config!.terrain
    const r = await checkSave(removed, 'file', ctx)
    expect(r).toMatchObject({ ok: false, error: { key: 'saves.tampered', params: { path: 'meta.setup.plugins[0].config.terrain' } } })
    expect(r.ok ? '' : r.error.issues[0]!.message).toMatch(/cannot be removed/)
  })

  it('refuses options the start screen cannot hold, each with its path', async () => {
    const { save } = await savedGame('teaching-ford')
    const tamper = (f: (setup: Record<string, any>) => void) => {
      const copy = structuredClone(save) as SaveFile & { meta: { setup: Record<string, any> } }
      f(copy.meta.setup)
      return checkSave(copy, 'file', ctx)
    }
    const paths = async (f: (setup: Record<string, any>) => void) => {
      const r = await tamper(f)
      return r.ok ? [] : r.error.issues.map((i) => i.path)
    }
    expect(await paths((s) => (s.plugins[0].config.chargeBonus = 4))).toEqual(['meta.setup.plugins[0].config.chargeBonus'])
    expect(await paths((s) => (s.plugins[0].config.chargeBonus = 1.5))).toEqual(['meta.setup.plugins[0].config.chargeBonus'])
    expect(await paths((s) => (s.plugins[0].config.minimumMove = 'yes'))).toEqual(['meta.setup.plugins[0].config.minimumMove'])
    expect(await paths((s) => (s.plugins[0].config.reduce = 'third'))).toEqual(['meta.setup.plugins[0].config.reduce'])
    expect(await paths((s) => (s.plugins[0].config.luck = 6))).toEqual(['meta.setup.plugins[0].config.luck'])
    expect(await paths((s) => s.plugins.push({ id: 'loaded-dice' }))).toEqual(['meta.setup.plugins[1].id'])
    expect(await paths((s) => s.plugins.push({ id: 'hexes-med' }))).toEqual(['meta.setup.plugins[1].id'])
    expect(await paths((s) => (s.seed = 5))).toEqual(['meta.setup.seed'])
    expect(await paths((s) => (s.scenarioId = 'hastings-1066'))).toEqual(['meta.setup.scenarioId'])
    expect(await paths((s) => (s.players = { routiers: 'human', french: 'human', english: 'human' }))).toEqual(['meta.setup.players.english'])
    expect(await paths((s) => (s.players = { routiers: 'human' }))).toEqual(['meta.setup.players.french'])
    expect(await paths((s) => (s.bots = { routiers: 'ai' }))).toEqual(['meta.setup.bots.routiers'])
    expect(await paths((s) => (s.cheat = true))).toEqual(['meta.setup.cheat'])
    expect(await tamper((s) => (s.plugins[0].config.chargeBonus = 4))).toMatchObject({ ok: false, error: { key: 'saves.tampered' } })
  })

  it('refuses a file that continues this browser\'s game with other rule options (charge bonus 3 after 1)', async () => {
    const mine = await savedGame('teaching-ford')
    const theirs = await savedGame('teaching-ford', withHm({ chargeBonus: 3 }))
    // the same game (seed, actions), the options changed and every hash recomputed
    expect(theirs.save.actions).toEqual(mine.save.actions)
    expect(await checkSave(theirs.save, 'file', ctx)).toMatchObject({ ok: true })
    const r = await checkSave(theirs.save, 'file', { ...ctx, witness: mine.save })
    expect(r).toMatchObject({ ok: false, error: { key: 'saves.tampered', params: { path: 'meta.setup.plugins[0].config.chargeBonus' }, issues: [{ code: 'save/options-changed' }] } })
    // the witness's own file, and another game, go through
    expect(await checkSave(mine.save, 'file', { ...ctx, witness: mine.save })).toMatchObject({ ok: true })
    expect(await checkSave(theirs.save, 'file', { ...ctx, witness: { ...mine.save, seed: 5 } })).toMatchObject({ ok: true })
    // a copy in this browser that is itself tampered with is no witness
    const bad = structuredClone(mine.save) as SaveFile & { meta: { setup: { plugins: PluginRequest[] } } }
    bad.meta.setup.plugins[0]!.config = { crt: [] }
    expect(await checkSave(theirs.save, 'file', { ...ctx, witness: bad })).toMatchObject({ ok: true })
  })

  it('takes a save without the app\'s setup (the command-line tool\'s) as the shipped scenario, hot-seat', async () => {
    const { save } = await savedGame('teaching-ford')
    delete save.meta
    expect(await checkSave(save, 'file', ctx)).toMatchObject({ ok: true, setup: { scenarioId: 'teaching-ford', players: { routiers: 'human', french: 'human' }, seed: 4 } })
  })
})
