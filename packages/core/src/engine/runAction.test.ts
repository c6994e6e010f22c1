import { describe, expect, it } from 'vitest'
import type { Game } from './Game'
import { attack, endPhase, move, play, testGame } from './testPlugins.fixture'

const units = [
  { id: 'a1', hex: '2,2' },
  { id: 'a2', hex: '4,2' },
  { id: 'b1', side: 'b', hex: '2,4' },
]

/** The action must be refused with `code`, and the game must be exactly as before. */
function expectRefused(game: Game, action: unknown, code: string): void {
  const state = game.state
  const hash = game.hash()
  const log = game.log.length
  const events = game.events.length
  const json = JSON.stringify(action)
  expect(game.check(action), json).toMatchObject({ ok: false, code })
  const r = game.act(action)
  expect(r, json).toMatchObject({ ok: false, code })
  if (!r.ok) expect(typeof r.ruleId === 'string' && typeof r.message === 'string' && r.message.length > 0).toBe(true)
  expect(game.state).toBe(state)
  expect(game.hash()).toBe(hash)
  expect(game.log.length).toBe(log)
  expect(game.events.length).toBe(events)
}

describe('core/checkAction: bad input leaves the game untouched', () => {
  it.each([
    ['a number', 42],
    ['null', null],
    ['an array', [{ type: 'end-phase', side: 'a' }]],
    ['a string', 'end-phase'],
    ['no type', { side: 'a' }],
    ['a numeric type', { type: 7, side: 'a' }],
    ['an extra field', { type: 'end-phase', side: 'a', please: true }],
    ['a missing field', { type: 'move', side: 'a', unit: 'a1' }],
    ['a wrongly typed field', { type: 'move', side: 'a', unit: 'a1', to: 23 }],
    ['a non-canonical hex', { type: 'move', side: 'a', unit: 'a1', to: '02,3' }],
    ['a __proto__ key', JSON.parse('{"type": "end-phase", "side": "a", "__proto__": {"isAdmin": true}}')],
    ['a nested constructor key', JSON.parse('{"type": "move", "side": "a", "unit": "a1", "to": "2,3", "path": [], "x": {"constructor": 1}}')],
  ])('action/malformed: %s', (_name, action) => {
    expectRefused(testGame({ units }), action, 'action/malformed')
  })

  it('action/unknown-type: an action type nobody defined', () => {
    expectRefused(testGame({ units }), { type: 'teleport', side: 'a', unit: 'a1' }, 'action/unknown-type')
    expectRefused(testGame({ units }), { type: '__proto__', side: 'a' }, 'action/unknown-type')
  })

  it('action/unknown-unit: a unit id that does not exist', () => {
    expectRefused(testGame({ units }), move('zz', '2,3'), 'action/unknown-unit')
    const game = testGame({ units: [{ id: 'a1', hex: '2,3' }, ...units.slice(1)] })
    play(game, endPhase('a'))
    expectRefused(game, attack('a', ['a1'], 'nobody'), 'action/unknown-unit')
    expectRefused(game, attack('a', ['ghost'], 'b1'), 'action/unknown-unit')
  })

  it('move/off-map: a destination or a path step off the map', () => {
    expectRefused(testGame({ units }), move('a1', '8,2'), 'move/off-map')
    expectRefused(testGame({ units }), move('a1', '2,99'), 'move/off-map')
    expectRefused(testGame({ units }), move('a1', '2,3', 'a', ['9,9', '2,3']), 'move/off-map')
  })

  it('action/unknown-side and turn/not-your-phase (HM-SEQ-4): the wrong side', () => {
    expectRefused(testGame({ units }), move('a1', '2,3', 'c'), 'action/unknown-side')
    expectRefused(testGame({ units }), endPhase('b'), 'turn/not-your-phase')
    expectRefused(testGame({ units }), move('b1', '2,5', 'b'), 'turn/not-your-phase')
    // Ordering a unit of the other side in one's own phase.
    expectRefused(testGame({ units }), move('b1', '2,5', 'a'), 'move/not-your-unit')
  })

  it('turn/wrong-phase: an action type the phase does not allow', () => {
    const game = testGame({ units: [{ id: 'a1', hex: '2,3' }, ...units.slice(1)] })
    expectRefused(game, attack('a', ['a1'], 'b1'), 'turn/wrong-phase')
    play(game, endPhase('a'))
    expectRefused(game, move('a2', '4,3'), 'turn/wrong-phase')
  })

  it('decision/pending, turn/not-your-decision and decision/none', () => {
    const game = testGame({ units: [{ id: 'a1', hex: '2,3' }, ...units.slice(1)] }, { dice: [4, 4] })
    expectRefused(game, { type: 'test/retreat', side: 'b', to: '2,5' }, 'decision/none')
    play(game, endPhase('a'), attack('a', ['a1'], 'b1'))
    expect(game.state.pending).toHaveLength(1)
    expectRefused(game, endPhase('a'), 'decision/pending')
    expectRefused(game, { type: 'test/retreat', side: 'a', to: '2,5' }, 'turn/not-your-decision')
    expectRefused(game, { type: 'test/retreat', side: 'b', to: '2,3' }, 'test/bad-retreat')
    expect(game.act({ type: 'test/retreat', side: 'b', to: '2,5' })).toMatchObject({ ok: true })
  })

  it("the action's own rules come last: a legal shape in the right phase can still be refused", () => {
    const game = testGame({ units })
    play(game, move('a1', '2,3'))
    expectRefused(game, move('a1', '2,2'), 'test/already-moved')
  })
})
