import { describe, expect, it } from 'vitest'
import { counterBadges } from './counterBadges'
import { keyWords, lewes, stepOf } from './lewes.fixture'

describe('skirmish morale UI: badges on the counters', () => {
  it('SK-MORALE-1, SK-MORALE-7, GAP-SK-14: a fleeing unit\'s badge, then the rallied one', () => {
    const fled = lewes(stepOf('attack')).game.state
    const unit = (s: typeof fled, id: string) => s.units.find((u) => u.id === id)!
    expect(counterBadges(fled, unit(fled, 'b-londoners'), keyWords)).toEqual([{ kind: 'badge', text: 'badges.fleeing', tone: 'caution', title: 'badges.fleeingTitle' }])
    expect(counterBadges(fled, unit(fled, 'r-edward'), keyWords)).toEqual([])
    // Off the battlefield: no counter to mark.
    expect(counterBadges(fled, unit(fled, 'b-londoners-2'), keyWords)).toEqual([])
    const rallied = lewes(stepOf('sk-morale/rally')).game.state
    expect(counterBadges(rallied, unit(rallied, 'b-londoners'), keyWords)).toEqual([{ kind: 'badge', text: 'badges.rallied', tone: 'good', title: 'badges.ralliedTitle' }])
  })
})
