import { describe, expect, it } from 'vitest'
import { flightMarks } from './flightMarks'
import { keyWords, lewes, stepOf } from './lewes.fixture'

const ids = (marks: ReturnType<typeof flightMarks>) => marks.map((m) => (m.kind === 'link' ? `${m.id} ${m.from}>${m.to}${m.dashed ? ' dashed' : ''}` : `${m.id} @${m.kind === 'hex' ? m.hex : ''} ${m.kind === 'hex' ? m.label : ''}`))

describe('skirmish morale UI: flights and pursuits on the map', () => {
  it('SK-MORALE-1..3: each flight of the phase, step by step and dashed, ringed where it ended (off the battlefield included)', () => {
    const { game } = lewes(stepOf('attack'))
    const marks = flightMarks(game.state, game.events, keyWords)
    expect(ids(marks)).toEqual([
      'flight-b-londoners-0 13,6>13,5 dashed', 'flight-b-londoners-1 13,5>13,4 dashed', 'flight-b-londoners-end @13,4 marks.fleeingLabel',
      'flight-b-londoners-2-0 17,5>17,4 dashed', 'flight-b-londoners-2-end @17,4 marks.lostLabel',
    ])
    expect(marks[0]).toMatchObject({ tone: 'caution', title: 'marks.flight{"unit":"b-londoners","paces":5,"from":"13,6","to":"13,4"}' })
  })

  it('SK-MORALE-4: a pursuit of the phase from where the pursuer stood, ringed where it caught its quarry', () => {
    const { game } = lewes(stepOf('sk-morale/pursue'))
    const marks = flightMarks(game.state, game.events, keyWords).filter((m) => m.id.startsWith('pursuit'))
    expect(ids(marks)).toEqual(['pursuit-r-edward-0 14,7>14,6', 'pursuit-r-edward-1 14,6>14,5', 'pursuit-r-edward-end @14,5 marks.caughtLabel'])
    expect(marks[2]).toMatchObject({ tone: 'danger', title: 'marks.caught{"unit":"r-edward","target":"b-londoners","paces":12}' })
  })

  it('SK-MORALE-7: the next phase keeps the flight of a unit still fleeing, drops the rest, and a rallied unit\'s flight goes', () => {
    const { game } = lewes(stepOf('sk-morale/pursue') + 1)
    expect(ids(flightMarks(game.state, game.events, keyWords))).toEqual(['flight-b-londoners-0 13,6>13,5 dashed', 'flight-b-londoners-1 13,5>13,4 dashed', 'flight-b-londoners-end @13,4 marks.fleeingLabel'])
    const rallied = lewes(stepOf('sk-morale/rally')).game
    expect(flightMarks(rallied.state, rallied.events, keyWords)).toEqual([])
  })
})
