import type { MoraleRecord } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { hmConfigSchema } from '../config/hmConfig'
import { HmTables } from '../config/HmTables'
import { hmGame } from '../testing/hmFixtures'
import { oddsOf, toCombat } from './combatTestKit'
import { hmOutcomeEffects } from './outcomeEffects'
import type { HmCombatData } from './resolveHmCombat'

const tables = new HmTables(hmConfigSchema.parse({}))

/** a1 (and a2) against b1; `reduced` units start reduced; the leaders ride with the named units. */
function fight(o: { reduced?: string[]; leaders?: string[]; attackers?: number } = {}) {
  const units = [{ id: 'a1', hex: '2,2' }, ...(o.attackers === 2 ? [{ id: 'a2', hex: '2,3' }] : []), { id: 'b1', side: 'b', hex: '3,2' }]
    .map((u) => ({ ...u, ...(o.reduced?.includes(u.id) ? { reduced: true } : {}) }))
  const leaders = (o.leaders ?? []).map((unit) => ({ id: `l-${unit}`, side: unit.startsWith('b') ? 'b' : 'a', name: `Leader of ${unit}`, unit }))
  const t = hmGame({ units, leaders })
  toCombat(t)
  const attackers = t.state.units.filter((u) => u.side === 'a')
  return { state: t.state, attackers, defender: t.unit('b1'), t }
}

const data = (result: HmCombatData['result'], mode: 'close' | 'ranged' = 'close', morale: string[] = []): HmCombatData => ({
  source: 'hexes-med', mode, attack: 3, defence: 3, column: '1:1', columnIndex: 3, die: 3, drm: 0, modified: 3, result,
  morale: morale.map((key) => ({ result: { key } }) as unknown as MoraleRecord),
})

describe('hexes-med/combat/outcomeEffects', () => {
  it('HM-COMBAT-12 names what each CRT result does to a full-strength defender and the attackers', () => {
    const c = fight()
    expect(hmOutcomeEffects(data('NE'), c, tables)).toEqual(['no-effect'])
    expect(hmOutcomeEffects(data('DE'), c, tables)).toEqual(['defender-eliminated'])
    expect(hmOutcomeEffects(data('DL'), c, tables)).toEqual(['defender-loses'])
    expect(hmOutcomeEffects(data('DR'), c, tables)).toEqual(['defender-retreats'])
    expect(hmOutcomeEffects(data('DRL'), c, tables)).toEqual(['defender-loses', 'defender-retreats'])
    expect(hmOutcomeEffects(data('EX'), c, tables)).toEqual(['defender-loses', 'exchange', 'attacker-loses'])
    expect(hmOutcomeEffects(data('AL'), c, tables)).toEqual(['attacker-loses'])
    expect(hmOutcomeEffects(data('AR'), c, tables)).toEqual(['attacker-retreats'])
  })

  it('HM-MORALE-3..5 the morale tests decide a DM or an AM: none, retreat, reduced', () => {
    const c = fight()
    expect(hmOutcomeEffects(data('DM', 'close', ['none']), c, tables)).toEqual(['no-effect'])
    expect(hmOutcomeEffects(data('DM', 'close', ['retreat']), c, tables)).toEqual(['defender-retreats'])
    expect(hmOutcomeEffects(data('DM', 'close', ['reduce']), c, tables)).toEqual(['defender-loses'])
    expect(hmOutcomeEffects(data('AM', 'close', ['retreat']), c, tables)).toEqual(['attacker-retreats'])
    expect(hmOutcomeEffects(data('AM', 'close', ['reduce']), c, tables)).toEqual(['attacker-loses'])
  })

  it('HM-LDR-11 a leader is lost when his unit is eliminated: a reduced defender losing a step, a lone reduced attacker', () => {
    const d = fight({ reduced: ['b1'], leaders: ['b1'] })
    expect(hmOutcomeEffects(data('DL'), d, tables)).toEqual(['defender-eliminated', 'leader-lost'])
    expect(hmOutcomeEffects(data('DRL'), d, tables)).toEqual(['defender-eliminated', 'leader-lost'])
    expect(hmOutcomeEffects(data('DR'), d, tables)).toEqual(['defender-retreats'])
    expect(hmOutcomeEffects(data('DE'), fight({ leaders: ['b1'] }), tables)).toEqual(['defender-eliminated', 'leader-lost'])
    // No leader in the combat: never a leader lost.
    expect(hmOutcomeEffects(data('DE'), fight(), tables)).toEqual(['defender-eliminated'])
    const a = fight({ reduced: ['a1'], leaders: ['a1'] })
    expect(hmOutcomeEffects(data('AL'), a, tables)).toEqual(['attacker-loses', 'leader-lost'])
    expect(hmOutcomeEffects(data('AM', 'close', ['reduce']), a, tables)).toEqual(['attacker-loses', 'leader-lost'])
    // Two attackers: the player allocates the loss (HM-COMBAT-12) and may spare the leader's unit.
    expect(hmOutcomeEffects(data('AL'), fight({ reduced: ['a1'], leaders: ['a1'], attackers: 2 }), tables)).toEqual(['attacker-loses'])
  })

  it('GAP-HM-07 shooters ignore AL, AR, AM and their half of EX: no risk listed for them', () => {
    const c = fight()
    expect(hmOutcomeEffects(data('AL', 'ranged'), c, tables)).toEqual(['no-effect'])
    expect(hmOutcomeEffects(data('AR', 'ranged'), c, tables)).toEqual(['no-effect'])
    expect(hmOutcomeEffects(data('AM', 'ranged'), c, tables)).toEqual(['no-effect'])
    expect(hmOutcomeEffects(data('EX', 'ranged'), c, tables)).toEqual(['defender-loses'])
  })

  it('HM-COMBAT-15 the exact odds carry each outcome\'s effects, and so does the resolved combat', () => {
    const { t } = fight({ reduced: ['b1'], leaders: ['b1'] })
    const odds = oddsOf(t.game.odds({ attackers: ['a1'], defender: 'b1', mode: 'close' }))
    for (const o of odds.distribution.outcomes) expect(o.example.effects?.length).toBeGreaterThan(0)
    // Against a reduced defender with a leader, every outcome that eliminates him loses the leader too.
    const gone = odds.distribution.outcomes.filter((o) => o.example.effects?.includes('defender-eliminated'))
    expect(gone.length).toBeGreaterThan(0)
    for (const o of gone) expect(o.example.effects).toContain('leader-lost')
    expect(JSON.parse(JSON.stringify(odds.distribution.outcomes[0]!.example)).effects).toEqual(odds.distribution.outcomes[0]!.example.effects)
  })
})
