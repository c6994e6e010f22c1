import { scenarioVariant, type SaveFile } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { plugins, scenarios } from '../catalog'
import { checkSetup } from './checkSetup'

const fileOf = (scenarioId: string, seed = 7) => ({ scenario: { id: scenarioId, hash: '0000000000000000' }, seed }) as SaveFile

describe('web/saves: checkSetup against the shipped scenario', () => {
  it('accepts the start screen\'s own setup of every shipped scenario (its plugins and their config, as the screen copies them)', () => {
    for (const s of scenarios) {
      const setup = { scenarioId: s.id, plugins: s.plugins.map((p) => ({ id: p.id, config: { ...(p.config ?? {}) } })), players: Object.fromEntries(s.sides.map((x) => [x.id, 'human'])), seed: 7 }
      expect(checkSetup(setup, fileOf(s.id), s, plugins), s.id).toMatchObject({ ok: true })
    }
  })

  it('accepts a plugin added on the start screen with its typed options, a plugin removed, and a computer side with its bot', () => {
    const hastings = scenarios.find((s) => s.id === 'hastings-1066')!
    const [normans, saxons] = hastings.sides.map((x) => x.id) as [string, string]
    const setup = {
      scenarioId: hastings.id, plugins: [...hastings.plugins.map((p) => ({ ...p })), { id: 'successive-waves', config: { nativeSide: saxons } }],
      players: { [normans]: 'human', [saxons]: 'computer' }, bots: { [saxons]: 'ai-hard' }, seed: 7,
    }
    expect(checkSetup(setup, fileOf(hastings.id), hastings, plugins)).toMatchObject({ ok: true })
    const isandlwana = scenarios.find((s) => s.id === 'isandlwana-1879')!
    const without = { scenarioId: isandlwana.id, plugins: isandlwana.plugins.filter((p) => p.id !== 'successive-waves'), players: Object.fromEntries(isandlwana.sides.map((x) => [x.id, 'human'])), seed: 7 }
    expect(checkSetup(without, fileOf(isandlwana.id), isandlwana, plugins)).toMatchObject({ ok: true })
  })

  it('refuses a table on a plugin the scenario does not configure, and a setup of the wrong shape, with the paths', () => {
    const teaching = scenarios.find((s) => s.id === 'teaching-ford')!
    const sides = Object.fromEntries(teaching.sides.map((x) => [x.id, 'human']))
    const table = { scenarioId: teaching.id, plugins: [{ id: 'hexes-med', config: { unitTypes: { knight: { name: 'Knight', kind: 'cavalry', strength: 9, mp: 9 } } } }], players: sides, seed: 7 }
    expect(checkSetup(table, fileOf(teaching.id), teaching, plugins)).toMatchObject({ ok: false, issues: [{ code: 'save/setup', path: 'meta.setup.plugins[0].config.unitTypes' }] })
    expect(checkSetup({ scenarioId: teaching.id, plugins: [], players: sides, seed: '7' }, fileOf(teaching.id), teaching, plugins)).toMatchObject({
      ok: false, issues: [{ path: 'meta.setup.plugins' }, { path: 'meta.setup.seed' }],
    })
  })

  it('accepts a variant\'s setup with the variant\'s tables, refuses them without the variant, and refuses a variant the scenario does not have', () => {
    const teaching = scenarios.find((s) => s.id === 'teaching-ford')!
    const knight = { knight: { name: 'Knight', kind: 'cavalry', strength: 4, mp: 6 } }
    const scenario = { ...teaching, variants: [{ id: 'knights', name: 'Knights', description: 'With knights.', plugins: [{ id: 'hexes-med', config: { unitTypes: knight } }] }] }
    const sides = Object.fromEntries(teaching.sides.map((x) => [x.id, 'human']))
    const mix = scenarioVariant(scenario, 'knights').plugins
    expect(mix[0]!.config).toMatchObject({ unitTypes: knight })
    expect(checkSetup({ scenarioId: teaching.id, variant: 'knights', plugins: mix, players: sides, seed: 7 }, fileOf(teaching.id), scenario, plugins)).toMatchObject({ ok: true })
    expect(checkSetup({ scenarioId: teaching.id, plugins: mix, players: sides, seed: 7 }, fileOf(teaching.id), scenario, plugins)).toMatchObject({ ok: false, issues: [{ path: 'meta.setup.plugins[0].config.unitTypes' }] })
    expect(checkSetup({ scenarioId: teaching.id, variant: 'giants', plugins: teaching.plugins, players: sides, seed: 7 }, fileOf(teaching.id), scenario, plugins)).toMatchObject({ ok: false, issues: [{ path: 'meta.setup.variant', message: 'scenario "teaching-ford" has no variant "giants"' }] })
    const hastings = scenarios.find((s) => s.id === 'hastings-1066')!
    const dice = { scenarioId: hastings.id, variant: 'skirmish-dice', plugins: scenarioVariant(hastings, 'skirmish-dice').plugins, players: Object.fromEntries(hastings.sides.map((x) => [x.id, 'human'])), seed: 7 }
    expect(checkSetup(dice, fileOf(hastings.id), hastings, plugins)).toMatchObject({ ok: true })
  })
})
