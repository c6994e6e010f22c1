import { cloneState, nextInt, seedRng, type GameState } from '@hexes/core'
import { createTestGame } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { hexesMed } from '../hexesMedPlugin'
import { hmScenario } from '../testing/hmFixtures'

const scenario = hmScenario({
  turns: 3,
  terrain: { '3,3': 'forest', '4,4': 'ford', '2,5': 'river', '5,2': 'marsh' },
  units: [
    { id: 'a1', hex: '1,1', type: 'heavy-cavalry' },
    { id: 'a2', hex: '2,1', type: 'archer' },
    { id: 'a3', hex: '3,1' },
    { id: 'a4', hex: '4,1', type: 'light-infantry', reduced: true },
    { id: 'b1', side: 'b', hex: '1,6', type: 'light-cavalry' },
    { id: 'b2', side: 'b', hex: '3,6', type: 'horse-archer' },
    { id: 'b3', side: 'b', hex: '5,6' },
  ],
  leaders: [
    { id: 'la', side: 'a', name: 'La', unit: 'a1' },
    { id: 'lb', side: 'a', name: 'Lb', unit: 'a3', bonus: 2 },
    { id: 'lx', side: 'b', name: 'Lx', unit: 'b3' },
  ],
})

describe('hexes-med/invariants', () => {
  it('hold after every action of random games', () => {
    const seen = new Set<string>()
    for (let seed = 1; seed <= 8; seed++) {
      const t = createTestGame({ scenario, plugins: [hexesMed], seed })
      const pick = seedRng(seed * 7919)
      for (let step = 0; step < 400 && !t.state.result; step++) {
        const legal = t.legal()
        // One time in four end the phase (the last legal action), so that games reach their end.
        const end = legal.at(-1)!.type === 'end-phase' && nextInt(pick, 4) === 0
        const action = end ? legal.at(-1)! : legal[nextInt(pick, legal.length)]!
        const r = t.act(action)
        expect(r.ok, `seed ${seed} step ${step}: ${JSON.stringify(action)} → ${r.ok ? '' : r.code}`).toBe(true)
        const issues = t.game.rules.hooks.invariants.call({ state: t.state, rules: t.game.rules })
        expect(issues, `seed ${seed} step ${step} after ${JSON.stringify(action)}`).toEqual([])
      }
      expect(t.state.result, `seed ${seed} reaches the end of the game`).not.toBeNull()
      for (const e of t.game.events) seen.add(e.type)
    }
    // The random games went through the interesting cases.
    expect([...seen]).toEqual(expect.arrayContaining(['moveCommitted', 'leaderTransferred', 'combatResolved', 'gameOver']))
  })

  it('report two leaders on one unit, a fallen leader on a unit, missing stats and malformed decisions', () => {
    const t = createTestGame({ scenario, plugins: [hexesMed] })
    const s: GameState = cloneState(t.state)
    s.leaders[1]!.unit = 'a1'
    s.leaders[2]!.status = 'eliminated'
    delete s.units[0]!.stats['hexes-med']
    ;(s.plugins['hexes-med'] as { moved: string[] }).moved.push('ghost')
    s.pending.push({ kind: '', side: 'a', ruleId: 'HM-ADV-1', data: [] as unknown as Record<string, unknown> })
    const paths = t.game.rules.hooks.invariants.call({ state: s, rules: t.game.rules }).map((i) => i.path)
    expect(paths).toEqual(['leaders[1].unit', 'leaders[2].unit', 'units[0].stats.hexes-med.reduced', 'plugins.hexes-med.moved[0]', 'pending[0].kind', 'pending[0].data'])
  })
})
