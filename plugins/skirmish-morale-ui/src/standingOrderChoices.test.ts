import type { MoraleConfig } from '@hexes/plugin-skirmish-morale'
import { describe, expect, it } from 'vitest'
import { lewes } from './lewes.fixture'
import { standingOrder, standingOrderChoices } from './standingOrderChoices'

describe('skirmish morale UI: standing orders', () => {
  it('SK-MORALE-4, GAP-SK-27: the side acting may set every option on its own units, none on the enemy\'s; the orders set are read back', () => {
    const { game } = lewes(0)
    const config = game.rules.config<MoraleConfig>('skirmish-morale')!
    const check = (a: Parameters<typeof game.check>[0]) => game.check(a)
    const side = game.state.turn.activeSide!
    expect(side).toBe('barons')
    expect(standingOrderChoices(game.state, config, 'b-londoners', side, check)).toEqual({
      unit: 'b-londoners', side: 'barons', pursuit: 'default', capture: 'always', pursuitOptions: ['ask', 'always', 'never'], captureOptions: ['always', 'never'],
    })
    expect(standingOrderChoices(game.state, config, 'r-edward', side, check)).toBeNull()
    expect(game.act(standingOrder(side, 'b-londoners', 'pursuit', 'never')).ok).toBe(true)
    expect(standingOrderChoices(game.state, config, 'b-londoners', side, check)).toMatchObject({ pursuit: 'never', capture: 'always' })
  })
})
