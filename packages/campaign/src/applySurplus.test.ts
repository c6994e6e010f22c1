import { describe, expect, it } from 'vitest'
import { applySurplus } from './applySurplus'
import type { GoldResult } from './computeGold'

/** Winner a at 170; b at 200 (30 over), c at 160, e at 190 (20 over); d is not at the battle. */
const gold: GoldResult = {
  awards: [], winners: ['a'], cap: 170,
  earned: { a: 170, b: 200, c: 160, e: 190 },
  surpluses: [{ player: 'b', amount: 30 }, { player: 'e', amount: 20 }],
}
const players = ['a', 'b', 'c', 'd', 'e']
const onlyB: GoldResult = { ...gold, surpluses: [{ player: 'b', amount: 30 }] }

describe('campaign/applySurplus', () => {
  it('CAMP-GOLD-10 the 30 gp surplus goes to a player who was not at the battle', () => {
    expect(applySurplus(onlyB, [{ player: 'b', giveTo: 'd' }], players)).toEqual([{ kind: 'surplusGiven', from: 'b', to: 'd', amount: 30, received: 30 }])
  })

  it('CAMP-GOLD-10 or is lost for good', () => {
    expect(applySurplus(onlyB, [{ player: 'b', giveTo: null }], players)).toEqual([{ kind: 'surplusLost', from: 'b', amount: 30 }])
  })

  it('GAP-CAMP-10 the gift is capped in turn: c at 160 of 170 receives 10, 20 are destroyed', () => {
    expect(applySurplus(onlyB, [{ player: 'b', giveTo: 'c' }], players)).toEqual([{ kind: 'surplusGiven', from: 'b', to: 'c', amount: 30, received: 10 }])
  })

  it('R-14 several owners choose in VP rank order; the recipient is capped on what he already received', () => {
    const moves = applySurplus(gold, [{ player: 'e', giveTo: 'd' }, { player: 'b', giveTo: 'd' }], players)
    // b ranks before e (surpluses are in rank order): d takes b's 30, then 20 of e's 20.
    expect(moves).toEqual([
      { kind: 'surplusGiven', from: 'b', to: 'd', amount: 30, received: 30 },
      { kind: 'surplusGiven', from: 'e', to: 'd', amount: 20, received: 20 },
    ])
    const toC = applySurplus(gold, [{ player: 'e', giveTo: 'c' }, { player: 'b', giveTo: 'c' }], players)
    expect(toC).toEqual([
      { kind: 'surplusGiven', from: 'b', to: 'c', amount: 30, received: 10 },
      { kind: 'surplusGiven', from: 'e', to: 'c', amount: 20, received: 0 },
    ])
  })

  it('R-14 a surplus may not be given to a winner', () => {
    expect(applySurplus(onlyB, [{ player: 'b', giveTo: 'a' }], players)).toMatchObject({ ok: false, code: 'camp/gift-to-winner', ruleId: 'R-14', path: 'surplusChoices[0].giveTo' })
  })

  it('CAMP-GOLD-10 a gift of surplus that does not exist, to oneself or to a stranger, or no choice, is refused', () => {
    expect(applySurplus(onlyB, [{ player: 'c', giveTo: 'd' }], players)).toMatchObject({ code: 'camp/no-surplus', path: 'surplusChoices[0].player' })
    expect(applySurplus(onlyB, [{ player: 'b', giveTo: 'b' }], players)).toMatchObject({ code: 'camp/gift-to-self', path: 'surplusChoices[0].giveTo' })
    expect(applySurplus(onlyB, [{ player: 'b', giveTo: 'zz' }], players)).toMatchObject({ code: 'camp/not-a-player', path: 'surplusChoices[0].giveTo' })
    expect(applySurplus(onlyB, [], players)).toMatchObject({ code: 'camp/surplus-choice-missing', path: 'surplusChoices' })
    expect(applySurplus(onlyB, [{ player: 'b', giveTo: null }, { player: 'b', giveTo: 'd' }], players)).toMatchObject({ code: 'camp/duplicate-choice', path: 'surplusChoices[1].player' })
  })
})
