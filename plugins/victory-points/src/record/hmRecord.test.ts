import { BATTLE_RECORD, type BattleRecordService } from '@hexes/core'
import { hexesMed } from '@hexes/plugin-hexes-med'
import { createTestGame, installMatchers, testScenario } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { scoreVictoryPoints } from '../score/scoreVictoryPoints'
import { victoryPoints } from '../victoryPointsPlugin'

installMatchers()

describe('victory-points/HEXES Med', () => {
  it('I-09 a HEXES Med battle with the victory points: a step is 3 HP killed by the attacking side, a leader flagged general eliminated with his unit is a general killed; SK-VP ranks it', () => {
    // HEXES Med's own test position: 6 against a reduced 2 is 3:1, a 6 is DL: b1, reduced, is eliminated with its general.
    const scenario = testScenario({
      plugins: [{ id: 'hexes-med' }, { id: 'victory-points' }],
      units: [{ id: 'a1', type: 'heavy-infantry', hex: '2,2' }, { id: 'a2', type: 'heavy-infantry', hex: '2,3' }, { id: 'b1', side: 'b', type: 'heavy-infantry', hex: '3,2', reduced: true }, { id: 'b2', side: 'b', type: 'heavy-infantry', hex: '7,7' }],
      leaders: [{ id: 'earl', side: 'b', name: 'Earl', unit: 'b1', general: true }],
    })
    const t = createTestGame({ scenario, plugins: [hexesMed, victoryPoints], dice: [6] })
    t.advanceUntil((s) => s.turn.phase === 'combat' && s.turn.activeSide === 'a')
    t.play({ type: 'attack', side: 'a', attackers: ['a1', 'a2'], defender: 'b1', mode: 'close' })
    expect(t.leader('earl').status).toBe('eliminated')
    const record = t.game.rules.container.resolve<BattleRecordService>(BATTLE_RECORD).record({ state: t.state, rules: t.game.rules })
    const [a, b] = record.sides
    expect(record.attributed).toBe(true)
    expect(a).toMatchObject({ hpKilled: 3, generalsKilled: ['earl'], hpOnTable: 12, bannersTaken: [], spellcastersCaptured: [] })
    expect(b).toMatchObject({ hpKilled: 0, hpLost: 3, hpOnTable: 6 })
    expect(b!.roles).toEqual([expect.objectContaining({ piece: 'earl', role: 'general', fate: 'killed' })])
    // SK-VP for a HEXES Med battle: 3 − 10 + 50 (more HP on the table) against 25.
    expect(scoreVictoryPoints(record).map((s) => [s.side, s.total, s.rank])).toEqual([['a', 43, 1], ['b', 25, 2]])
  })
})
