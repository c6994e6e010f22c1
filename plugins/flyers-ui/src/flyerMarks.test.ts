import { FLYERS, type FlyersConfig } from '@hexes/plugin-flyers'
import { SK_TABLES, type SkTables } from '@hexes/plugin-skirmish'
import { describe, expect, it } from 'vitest'
import { afterAttack, bats, keyWords } from './bats.fixture'
import { actionLabel, flyerBadges, flyerCardRows, flyOnReach } from './flyerMarks'
import { mayFlyOn } from './flightState'

function views(t: ReturnType<typeof bats>, id: string) {
  const { rules } = t.game
  const tables = rules.container.resolve<SkTables>(SK_TABLES)
  const config = rules.config<FlyersConfig>(FLYERS)!
  return { badges: flyerBadges(rules, t.state, tables, config, t.unit(id), keyWords), rows: flyerCardRows(rules, t.state, tables, config, t.unit(id), keyWords) }
}

describe('flyers UI: flying and grounded units', () => {
  it('SK-FLY-1: a flyer in the open is marked in flight on its counter and its card; a unit that does not fly has nothing', () => {
    const t = bats([])
    expect(views(t, 'a1')).toEqual({
      badges: [{ kind: 'badge', text: 'badges.flying', tone: 'info', title: 'badges.flyingTitle' }],
      rows: [{ id: 'flight', label: 'card.flight', value: 'card.flying', title: 'card.flyingTitle' }],
    })
    expect(views(t, 'b1')).toEqual({ badges: [], rows: [] })
  })

  it('SK-FLY-2, GAP-SK-26: a flyer in a wood is grounded, says why, and has its ground allowance (⌈M/2⌉ = 5) left', () => {
    const t = bats([])
    const why = 'why.standing{"terrain":"terrain:woods"}'
    expect(views(t, 'a2')).toEqual({
      badges: [{ kind: 'badge', text: 'badges.grounded', tone: 'caution', title: `badges.groundedTitle{"why":${JSON.stringify(why)}}` }],
      rows: [
        { id: 'flight', label: 'card.flight', value: `card.grounded{"why":${JSON.stringify(why)}}`, title: 'card.groundedTitle' },
        { id: 'ground-move', label: 'card.groundMove', value: 'card.groundMoveValue{"left":5,"allowance":5}' },
      ],
    })
  })

  it('SK-FLY-2, GAP-SK-26: a flyer that walked out of the wood (one hex, 2 paces) is grounded for the turn, 3 of its 5 ground paces left', () => {
    const t = bats([])
    t.play({ type: 'move', side: 'a', unit: 'a2', to: '8,9' })
    const [flight, left] = views(t, 'a2').rows
    expect(flight!.value).toBe('card.grounded{"why":"why.landed"}')
    expect(left!.value).toBe('card.groundMoveValue{"left":3,"allowance":5}')
  })
})

describe('flyers UI: the fly-on', () => {
  it('SK-FLY-4: after its attack the selected flyer\'s reach is the engine\'s fly-on hexes; nothing for another unit or none selected', () => {
    const t = afterAttack()
    expect(mayFlyOn(t.state)).toEqual(['a1'])
    const legal = t.legal()
    const [reach] = flyOnReach(legal, 'a1', keyWords)
    const hexes = legal.filter((a) => a.type === 'fly/on').map((a) => (a as unknown as { to: string }).to)
    expect(reach).toMatchObject({ kind: 'zone', id: 'fly-on-a1', tone: 'info', label: 'marks.flyOn{"unit":"a1"}' })
    expect(reach!.kind === 'zone' && reach!.hexes).toEqual(hexes)
    expect(hexes).toContain('5,5')
    expect(hexes).not.toContain('5,4')
    expect(flyOnReach(legal, 'a2', keyWords)).toEqual([])
    expect(flyOnReach(legal, null, keyWords)).toEqual([])
  })

  it('SK-FLY-4: fly/on reads as flying on to its hex; nothing for another action', () => {
    expect(actionLabel({ type: 'fly/on', side: 'a', unit: 'a1', to: '5,5' } as never, keyWords)).toBe('labels.flyOn{"unit":"a1","hex":"5,5"}')
    expect(actionLabel({ type: 'move', side: 'a' }, keyWords)).toBeUndefined()
  })
})
