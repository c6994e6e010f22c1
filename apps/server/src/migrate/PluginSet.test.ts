import { hexesMed } from '@hexes/plugin-hexes-med'
import { builtinPlugins } from '@hexes/registry'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { changedHexesMed } from '../../test/fixtures/changedHexesMed'
import { loadExtraPlugins } from './loadExtraPlugins'
import { compareVersions, PluginSet } from './PluginSet'

const fixture = fileURLToPath(new URL('../../test/fixtures/changedHexesMed.ts', import.meta.url))

describe('migrate/PluginSet', () => {
  it('resolves pins to the definition of that id and version, old or installed', () => {
    const set = new PluginSet([hexesMed, changedHexesMed])
    expect(set.resolve([{ id: 'hexes-med', version: '0.1.0' }])).toEqual([hexesMed])
    expect(set.resolve([{ id: 'hexes-med', version: '0.2.0' }])).toEqual([changedHexesMed])
    expect(set.currentPins(['hexes-med', 'nope'])).toEqual([{ id: 'hexes-med', version: '0.2.0' }])
    expect(set.isCurrent([{ id: 'hexes-med', version: '0.1.0' }])).toBe(false)
    expect(new PluginSet([changedHexesMed, hexesMed]).installed).toEqual([changedHexesMed])
  })

  it('orders versions by their numbers, a pre-release before its release', () => {
    expect(['0.10.0', '0.2.0', '0.2.0-rc.1', '1.0.0', '0.2.1'].sort(compareVersions)).toEqual(['0.2.0-rc.1', '0.2.0', '0.2.1', '0.10.0', '1.0.0'])
  })

  it('refuses an unknown pin and two different definitions of one version, with their codes', () => {
    const set = new PluginSet(builtinPlugins)
    expect(() => set.resolve([{ id: 'hexes-med', version: '9.9.9' }])).toThrow(expect.objectContaining({ code: 'server/unknown-pin', subject: 'hexes-med@9.9.9' }))
    expect(() => new PluginSet([hexesMed, { ...hexesMed }])).toThrow(expect.objectContaining({ code: 'server/duplicate-plugin' }))
  })

  it('loads the definitions that HEXES_EXTRA_PLUGINS names, and names a bad module', async () => {
    const extra = await loadExtraPlugins(` ${fixture} ,`)
    expect(extra.map((d) => `${d.manifest.id}@${d.manifest.version}`)).toEqual(['hexes-med@0.2.0'])
    expect(await loadExtraPlugins(undefined)).toEqual([])
    await expect(loadExtraPlugins('./no-such-module.mjs')).rejects.toMatchObject({ code: 'server/extra-plugins', subject: './no-such-module.mjs' })
  })
})
