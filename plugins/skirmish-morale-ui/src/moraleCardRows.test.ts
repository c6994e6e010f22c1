import { createGame, parseScenario, scenarioVariant, type GameState } from '@hexes/core'
import { hexesMed } from '@hexes/plugin-hexes-med'
import { moraleState, skirmishMorale, type MoraleConfig } from '@hexes/plugin-skirmish-morale'
import { SK_TABLES, skirmishDice, type SkTables } from '@hexes/plugin-skirmish'
import hastings from '@hexes/scenarios/hastings-1066.json' with { type: 'json' }
import { describe, expect, it } from 'vitest'
import { keyWords, lewes, stepOf } from './lewes.fixture'
import { moraleCardRows } from './moraleCardRows'

function rowsOf(p: ReturnType<typeof lewes>, id: string, state: GameState = p.game.state) {
  const rules = p.game.rules
  const tables = rules.container.resolve<SkTables>(SK_TABLES)
  const unit = state.units.find((u) => u.id === id)!
  return Object.fromEntries(moraleCardRows(rules, state, tables, rules.config<MoraleConfig>('skirmish-morale')!, unit, keyWords).map((r) => [r.id, r.value]))
}

describe('skirmish morale UI: the unit card', () => {
  it('SK-MORALE-20, SK-MORALE-4, GAP-SK-27: steady, the Cd it tests on (its own, or the general\'s within the aura) and the default standing orders', () => {
    const p = lewes(0)
    expect(rowsOf(p, 'b-londoners')).toEqual({
      morale: 'card.steady',
      cd: 'card.cdGeneral{"cd":9,"general":"b-montfort","paces":12}',
      orders: 'card.ordersValue{"pursuit":"orders.pursuit.default","capture":"orders.capture.always"}',
    })
    // Richard of Cornwall is near, but his Cd 8 is no better than the knights' own (SK-MORALE-20: the better one).
    expect(rowsOf(p, 'r-edward').cd).toBe('card.cdOwn{"cd":8}')
    // Further than 12 paces from Montfort, the rearward tests on its own Cd 5.
    expect(rowsOf(lewes(stepOf('sk/charge')), 'b-londoners-2').cd).toBe('card.cdOwn{"cd":5}')
  })

  it('SK-MORALE-1, SK-MORALE-7, GAP-SK-14: fleeing, then rallied this turn; a standing order set', () => {
    expect(rowsOf(lewes(stepOf('attack')), 'b-londoners').morale).toBe('card.fleeing')
    const p = lewes(stepOf('sk-morale/rally'))
    expect(rowsOf(p, 'b-londoners').morale).toBe('card.rallied')
    const state = structuredClone(p.game.state)
    moraleState(state).orders.push({ unit: 'b-londoners', pursuit: 'never', capture: 'never' })
    expect(rowsOf(p, 'b-londoners', state).orders).toBe('card.ordersValue{"pursuit":"orders.pursuit.never","capture":"orders.capture.never"}')
  })

  it('SK-PRIS-1: the prisoners a guard holds, out of two a living figure', () => {
    const p = lewes(0)
    const state = structuredClone(p.game.state)
    const richard = state.units.find((u) => u.id === 'r-richard')!
    richard.status = 'reserve'
    richard.hex = null
    moraleState(state).prisoners.push({ unit: 'r-richard', side: 'barons', guard: 'b-clare', building: null })
    expect(rowsOf(p, 'b-clare', state).prisoners).toBe('card.prisonersValue{"names":"r-richard","n":1,"of":10}')
  })

  it('SK-MORALE-22: an undead unit ignores morale (no Cd, no orders)', () => {
    const p = lewes(0, (doc) => {
      const types = (doc.plugins as { config: { unitTypes: Record<string, { keywords: string[] }> } }[])[0]!.config.unitTypes
      types.spearmen!.keywords.push('undead')
    })
    expect(rowsOf(p, 'r-cornwall')).toEqual({ morale: 'card.undead' })
  })
})

describe('skirmish morale UI: the unit card in a HEXES Med game', () => {
  it('I-03: a HEXES Med unit of Hastings\' variant Skirmish dice and panic takes HEXES Med\'s test, not a Cd', () => {
    const game = createGame({ scenario: scenarioVariant(parseScenario(hastings), 'panic'), plugins: [hexesMed, skirmishDice, skirmishMorale], seed: 3 })
    const tables = game.rules.container.resolve<SkTables>(SK_TABLES)
    const unit = game.state.units.find((u) => u.id === 'n-hc-1')!
    const rows = moraleCardRows(game.rules, game.state, tables, game.rules.config<MoraleConfig>('skirmish-morale')!, unit, keyWords)
    expect(rows.find((r) => r.id === 'cd')).toEqual({ id: 'cd', label: 'card.test', value: 'card.hmTest' })
    expect(rows.find((r) => r.id === 'morale')?.value).toBe('card.steady')
  })
})
