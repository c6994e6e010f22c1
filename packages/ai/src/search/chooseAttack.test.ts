import type { AttackAction, GameState } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { AI_EFFORT } from '../bots/aiLevels'
import { hmTestRules, initial, play, testSearchContext } from '../testing/aiFixtures'
import { chooseAttack } from './planStep'
import type { SearchEffort } from './SearchContext'

function run<T>(gen: Generator<void, T>): T {
  for (;;) {
    const r = gen.next()
    if (r.done) return r.value
  }
}

/**
 * The only turn of a game side `a` wins by holding 3,3 when it ends. `a1` holds it, enemy
 * crossbowmen stand next to it, and `a`'s longbowmen can shoot either them or a weakened light
 * horse unit away from the hex (the better target on material alone).
 */
function lastTurn(): { rules: ReturnType<typeof hmTestRules>; state: GameState } {
  const rules = hmTestRules({
    turns: 1,
    units: [
      { id: 'a1', hex: '3,3' }, { id: 'a2', type: 'heavy-archer', hex: '1,4' },
      { id: 'b1', side: 'b', type: 'crossbowman', hex: '3,4' },
      { id: 'b2', side: 'b', type: 'light-cavalry', hex: '1,6', reduced: true },
    ],
    victory: {
      conditions: [{ id: 'church', winner: 'a', timing: 'endOfGame', kind: 'holdHexes', hexes: ['3,3'], count: 1, text: 'A holds the church' }],
      default: { winner: 'b', text: 'B holds out' },
    },
  })
  let state = initial(rules)
  while (rules.phases[state.turn.phaseIndex]!.id !== 'combat') state = play(rules, state, { type: 'end-phase', side: 'a' })
  return { rules, state }
}

function choice(effort: SearchEffort): AttackAction | null {
  const { rules, state } = lastTurn()
  return run(chooseAttack({ ...testSearchContext(rules, 'a'), effort }, state))
}

describe('ai/chooseAttack', () => {
  it('on the last turn, shoots the enemy that could push a holder off the objective hex rather than a better target elsewhere', () => {
    expect(choice(AI_EFFORT.normal)).toMatchObject({ attackers: ['a2'], defender: 'b1' })
    // Judged on the static evaluation (no exact reply of the enemy), the weakened horse is the target.
    expect(choice({ ...AI_EFFORT.normal, contactThreat: false })).toMatchObject({ attackers: ['a2'], defender: 'b2' })
  })
})
