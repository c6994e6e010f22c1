import { describe, expect, it } from 'vitest'
import { parseScenario } from '@hexes/core'
import type { CampaignPlayer } from './Campaign'
import type { BattleDefinition } from './CampaignDefinition'
import { battleFromRoster } from './battleFromRoster'
import { clone, ok } from './testCampaign'
import { scenario, start1066 } from './testBattles1066'

const start = start1066()
const [stamfordDef, hastingsDef] = start.definition!.battles as [BattleDefinition, BattleDefinition]

/** Harold's roster with some units gone and some carrying lost steps. */
function rosterAfter(lost: string[], steps: Record<string, number>): CampaignPlayer[] {
  return clone(start.players).map((p) => p.id !== 'harold' ? p : {
    ...p, units: p.units.filter((u) => !lost.includes(u.id)).map((u) => (steps[u.id] ? { ...u, stepsLost: steps[u.id] } : u)),
  })
}

describe('campaign/battleFromRoster', () => {
  it('the starting roster plays the scenario as written (roster ids are scenario ids by default)', () => {
    const b = ok(battleFromRoster(scenario('stamford-bridge-1066'), stamfordDef, start.players))
    expect(b.scenario).toEqual(scenario('stamford-bridge-1066'))
    expect(b.bindings.find((x) => x.player === 'harold')!.units['s-ei-1']).toBe('s-ei-1')
    expect(b.bindings.find((x) => x.player === 'invaders')!.units).toEqual({})
  })

  it('a unit lost in an earlier battle is left out; one that carries a lost step starts reduced (HEXES Med reduced: true)', () => {
    const b = ok(battleFromRoster(scenario('hastings-1066'), hastingsDef, rosterAfter(['s-ei-2'], { 's-ei-1': 1 })))
    const ids = b.scenario.units.map((u) => u.id)
    expect(ids).not.toContain('s-ei-2')
    expect(b.scenario.units.find((u) => u.id === 's-ei-1')!.reduced).toBe(true)
    expect(b.scenario.units.find((u) => u.id === 's-ei-3')!.reduced).toBeUndefined()
    // reinforcements and the fresh Norman army are there as written
    expect(ids).toEqual(scenario('hastings-1066').units.map((u) => u.id).filter((id) => id !== 's-ei-2'))
    expect(() => parseScenario(b.scenario)).not.toThrow()
  })

  it('a leader whose unit is gone rides the first roster unit of his side with no leader', () => {
    const b = ok(battleFromRoster(scenario('hastings-1066'), hastingsDef, rosterAfter(['s-ei-2', 's-ei-3'], {})))
    // s-ei-4 carries Leofwine and s-ei-1 Harold: Gyrth takes the first reinforcement with no leader
    expect(b.scenario.leaders.find((l) => l.id === 'gyrth')!.unit).toBe('s-hi-1')
    const c = ok(battleFromRoster(scenario('hastings-1066'), hastingsDef, rosterAfter(['s-ei-2'], {})))
    expect(c.scenario.leaders.find((l) => l.id === 'gyrth')!.unit).toBe('s-ei-3')
  })

  it('a leader who fell earlier is left out, and so are the victory conditions on his death', () => {
    const b = ok(battleFromRoster(scenario('hastings-1066'), hastingsDef, start.players, new Map([['harold', new Set(['harold'])]])))
    expect(b.scenario.leaders.map((l) => l.id)).not.toContain('harold')
    expect(b.scenario.victory.conditions.map((c) => c.id)).not.toContain('harold-slain')
    expect(b.scenario.translations!.fr!.leaders).not.toHaveProperty('harold')
    expect(() => parseScenario(b.scenario)).not.toThrow()
    // the campaign's generals are flagged (I-09: an HM leader is a general when flagged)
    expect(b.scenario.leaders.find((l) => l.id === 'william')!.general).toBe(true)
  })

  it('a roster naming a unit the scenario lacks is a clear error naming the field', () => {
    const { muster: _muster, ...noMuster } = hastingsDef.players[0]!
    const identity: BattleDefinition = { ...hastingsDef, players: [{ ...noMuster, units: {} }, hastingsDef.players[1]!] }
    expect(battleFromRoster(scenario('hastings-1066'), identity, start.players)).toMatchObject({
      ok: false, code: 'camp/roster-mismatch', path: 'players[0].player', message: expect.stringContaining('"e-hi-1"'),
    })
    const mapped: BattleDefinition = { ...hastingsDef, players: [{ ...hastingsDef.players[0]!, units: { ...hastingsDef.players[0]!.units, 'e-hi-1': 'n-hc-1' } }, hastingsDef.players[1]!] }
    expect(battleFromRoster(scenario('hastings-1066'), mapped, start.players)).toMatchObject({ ok: false, code: 'camp/roster-mismatch', path: 'players[0].units.e-hi-1' })
    const reinforced: BattleDefinition = { ...hastingsDef, players: [{ ...hastingsDef.players[0]!, reinforcements: ['s-ei-1'] }, hastingsDef.players[1]!] }
    expect(battleFromRoster(scenario('hastings-1066'), reinforced, start.players)).toMatchObject({ ok: false, code: 'camp/roster-mismatch', path: 'players[0].reinforcements[0]' })
    const side: BattleDefinition = { ...hastingsDef, players: [{ ...hastingsDef.players[0]!, side: 'english' }, hastingsDef.players[1]!] }
    expect(battleFromRoster(scenario('hastings-1066'), side, start.players)).toMatchObject({ ok: false, code: 'camp/roster-mismatch', path: 'players[0].side' })
  })

  it('a unit bought between battles musters on the first free muster hex of its player, in roster order (a campaign choice, no catalogue rule)', () => {
    const bought = (n: number) => ({ id: `harold-hi-${n}`, type: 'heavy-infantry', cost: 30, bought: true, xp: 0, advances: [], history: [] })
    const players = clone(start.players).map((p) => (p.id === 'harold' ? { ...p, units: [...p.units, bought(1), bought(2)] } : p))
    const b = ok(battleFromRoster(scenario('hastings-1066'), hastingsDef, players))
    expect(b.scenario.units.slice(-2)).toEqual([
      { id: 'harold-hi-1', side: 'saxons', type: 'heavy-infantry', hex: '6,1' },
      { id: 'harold-hi-2', side: 'saxons', type: 'heavy-infantry', hex: '7,1' },
    ])
    expect(b.bindings.find((x) => x.player === 'harold')!.units['harold-hi-2']).toBe('harold-hi-2')
    expect(b.absent).toEqual([])
    expect(() => parseScenario(b.scenario)).not.toThrow()
  })

  it('a bought unit with no free muster hex left stays out of the battle and is listed absent', () => {
    const players = clone(start.players).map((p) => (p.id === 'harold' ? { ...p, units: [...p.units, ...[1, 2, 3].map((n) => ({ id: `harold-hi-${n}`, type: 'heavy-infantry', cost: 30, bought: true, xp: 0, advances: [], history: [] }))] } : p))
    const two: BattleDefinition = { ...hastingsDef, players: [{ ...hastingsDef.players[0]!, muster: ['6,1', '4,3', '7,1'] }, hastingsDef.players[1]!] }
    const b = ok(battleFromRoster(scenario('hastings-1066'), two, players))
    // 4,3 holds s-hi-1: the second unit takes 7,1, the third finds no hex
    expect(b.scenario.units.filter((u) => u.id.startsWith('harold-')).map((u) => u.hex)).toEqual(['6,1', '7,1'])
    expect(b.absent).toEqual([{ player: 'harold', unit: 'harold-hi-3' }])
    const off: BattleDefinition = { ...hastingsDef, players: [{ ...hastingsDef.players[0]!, muster: ['16,1'] }, hastingsDef.players[1]!] }
    expect(battleFromRoster(scenario('hastings-1066'), off, players)).toMatchObject({ ok: false, code: 'camp/roster-mismatch', path: 'players[0].muster[0]' })
  })
})
