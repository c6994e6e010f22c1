import { buildRules, isEngineError, parseScenario, type EngineError } from '@hexes/core'
import { hexesMed } from '@hexes/plugin-hexes-med'
import { testScenario } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { skMessages } from '../i18n/skMessages'
import { skirmish } from '../skirmishPlugin'
import { mixGame } from './mixGame.fixture'
import { skirmishDice } from './skirmishDicePlugin'

const mixed = mixGame
const toCombat = (t: ReturnType<typeof mixed>) => t.advanceUntil((s) => s.turn.phase === 'combat' && s.turn.activeSide === 'a')
const lastData = (t: ReturnType<typeof mixed>) => (t.game.events.filter((e) => e.type === 'combatResolved').at(-1)!.outcome as { data: { strikes: { unit: string; dice: number; hits: number }[] } }).data

describe('skirmish/mix with HEXES Med (skirmish-dice)', () => {
  it('I-02 the CRT is replaced: a close attack is refused; a melee is fought with skirmish dice; half HP is the HM reduced state', () => {
    // a1 heavy infantry (3 dice +1, damage 2) on b1 militia (defence 3, constitution 2, 6 HP):
    // 3, 3, 1 → 2 hits; damage dice 2 and 4: 1 + 2 HP. b1 (reduced at 3 HP: one die fewer, R-15; −1 at half HP)
    // strikes back with 1 die: a natural 6; its KO becomes 1 HP.
    const t = mixed({ units: [{ id: 'a1', hex: '3,4' }, { id: 'b1', side: 'b', type: 'militia', hex: '3,3' }] }, [3, 3, 1, 2, 4, 6, 1])
    toCombat(t)
    expect(t.act({ type: 'attack', side: 'a', attackers: ['a1'], defender: 'b1', mode: 'close' })).toMatchObject({ ok: false, code: 'combat/crt-replaced', ruleId: 'I-02' })
    expect(t.legal().filter((a) => a.type === 'attack')).toEqual([{ type: 'attack', side: 'a', attackers: ['a1'], defender: 'b1', mode: 'melee' }])
    t.play({ type: 'attack', side: 'a', attackers: ['a1'], defender: 'b1', mode: 'melee' })
    expect(lastData(t).strikes.map((s) => [s.unit, s.dice, s.hits])).toEqual([['a1', 3, 2], ['b1', 1, 1]])
    expect(t.unit('b1').stats.sk).toEqual({ hp: 3, startHp: 6 })
    expect(t.unit('b1').stats['hexes-med']).toEqual({ reduced: true })
    expect(t.unit('a1').stats.sk!.hp).toBe(5)
    expect(t.state.counters.find((c) => c.side === 'b')).toMatchObject({ stepsLost: 1, strengthEliminated: 0 })
    expect(t.act({ type: 'attack', side: 'a', attackers: ['a1'], defender: 'b1', mode: 'melee' })).toMatchObject({ ok: false, code: 'melee/already-fought' })
    expect(t.diceLeft()).toBe(0)
  })

  it('I-02 a unit at 0 HP is eliminated with the strength it still had; a unit deployed reduced starts at half HP', () => {
    // b1 reduced militia (3 HP): 3 hits of a1: 6, 6, 6 → damage dice 6, 6, 6: 2 HP each.
    const t = mixed({ units: [{ id: 'a1', hex: '3,4' }, { id: 'b1', side: 'b', type: 'militia', hex: '3,3', reduced: true }] }, [6, 6, 6, 6, 6, 6])
    expect(t.unit('b1').stats.sk).toEqual({ hp: 3, startHp: 6 })
    toCombat(t)
    t.play({ type: 'attack', side: 'a', attackers: ['a1'], defender: 'b1', mode: 'melee' })
    expect(t.unit('b1').status).toBe('eliminated')
    expect(t.state.counters.find((c) => c.side === 'b')).toMatchObject({ unitsEliminated: 1, stepsLost: 1, strengthEliminated: 1 })
  })

  it('I-05 shots go by the HM counter range in hexes, with ranged strength + 1 dice', () => {
    const t = mixed({ units: [{ id: 'a1', type: 'archer', hex: '3,5' }, { id: 'b1', side: 'b', type: 'militia', hex: '3,3' }, { id: 'b2', side: 'b', type: 'militia', hex: '6,2' }] }, [4, 1, 1, 5])
    toCombat(t)
    expect(t.act({ type: 'attack', side: 'a', attackers: ['a1'], defender: 'b2', mode: 'missile' })).toMatchObject({ ok: false, code: 'combat/out-of-range', ruleId: 'I-05' })
    t.play({ type: 'attack', side: 'a', attackers: ['a1'], defender: 'b1', mode: 'missile' })
    expect(lastData(t).strikes).toMatchObject([{ unit: 'a1', dice: 3, hits: 1 }])
    expect(t.unit('b1').stats.sk!.hp).toBe(4)
  })

  it('I-11 under HEXES Med movement a unit faces the direction of the last hex it entered', () => {
    const t = mixed({ units: [{ id: 'a1', hex: '3,5' }, { id: 'b1', side: 'b', type: 'militia', hex: '7,0' }] })
    expect(t.unit('a1').facing).toBe(0)
    t.play({ type: 'move', side: 'a', unit: 'a1', to: '3,6' })
    expect(t.unit('a1').facing).toBe(3)
  })

  it('§3.3 skirmish-dice needs HEXES Med, and the standalone skirmish rules do not mix with it', () => {
    const load = (plugins: { id: string }[]) => {
      try {
        buildRules(parseScenario(testScenario({ plugins, units: [{ id: 'a1', type: 'heavy-infantry', hex: '3,5' }, { id: 'b1', side: 'b', type: 'militia', hex: '7,0' }] })), [hexesMed, skirmish, skirmishDice])
        return []
      } catch (e) {
        if (!isEngineError(e)) throw e
        return ((e as EngineError).issues ?? []).map((i) => i.code)
      }
    }
    expect(load([{ id: 'skirmish-dice' }])).toContain('loader/missing-dependency')
    expect(load([{ id: 'hexes-med' }, { id: 'skirmish' }])).toContain('loader/conflict')
    expect(load([{ id: 'hexes-med' }, { id: 'skirmish-dice' }])).toEqual([])
  })

  it('skirmish-dice has its own name and description, in English and French (the start screen and the plugin lists show them)', () => {
    const m = skirmishDice.manifest
    expect(m.name).toBe('Skirmish dice for HEXES Med')
    for (const lang of ['en', 'fr']) {
      const text = m.messages![lang]!['plugin/description']!
      expect(text).not.toBe(skMessages[lang]!['plugin/description'])
      expect(text).toMatch(/HEXES Med/)
      // The rest of the catalogue is the skirmish rules' own.
      expect({ ...m.messages![lang], 'plugin/description': '' }).toEqual({ ...skMessages[lang], 'plugin/description': '' })
    }
    expect(m.messages!.en!['plugin/description']).toMatch(/charges/)
    expect(m.messages!.fr!['plugin/description']).toMatch(/charges/)
  })
})
