import { describe, expect, it } from 'vitest'
import { EngineError, isEngineError } from './EngineError'
import { errors } from './errors'
import { isRejection, reject } from './Rejection'

describe('core/errors', () => {
  it('every factory builds an EngineError with a namespaced code', () => {
    const issue = { code: 'x/y', path: 'units[0].hex', message: 'bad' }
    const built = [
      errors.hookSealed('h', 'p'), errors.hookNotSealed('h'), errors.hookCycle('h', ['p', 'q']), errors.hookThrew('h', 'p', new Error('e')),
      errors.hookConflict('h', ['p', 'q']), errors.hookUnanswered('h'), errors.loader([issue]), errors.scenario([issue]), errors.save([issue]),
      errors.replayRejected(3, 'move/too-far', 'm'), errors.replayMismatch('a', 'b'), errors.duplicateAction('move', 'p'), errors.duplicateService('s', 'p'), errors.invariant([issue]),
      errors.internal('oops', 'p'),
    ]
    expect(built.map((e) => e.code)).toEqual([
      'hooks/sealed', 'hooks/not-sealed', 'hooks/order-cycle', 'hooks/tap-threw', 'hooks/exclusive-conflict', 'hooks/unanswered',
      'loader/invalid-mix', 'scenario/invalid', 'save/invalid', 'save/replay-rejected', 'save/hash-mismatch', 'actions/duplicate',
      'services/duplicate', 'state/invariant', 'engine/internal',
    ])
    for (const e of built) {
      expect(e).toBeInstanceOf(EngineError)
      expect(e).toBeInstanceOf(Error)
      expect(isEngineError(e)).toBe(true)
      expect(e.code).toMatch(/^[a-z]+\/[a-z-]+$/)
    }
    expect(errors.hookThrew('movementCost', 'p', 'str')).toMatchObject({ plugin: 'p', hook: 'movementCost', cause: 'str' })
    expect(errors.loader([issue]).issues).toEqual([issue])
    expect(errors.loader([issue]).message).toContain('units[0].hex: bad')
    expect(errors.internal('oops').plugin).toBeUndefined()
    expect(isEngineError(new Error('x'))).toBe(false)
  })

  it('rejections are plain data with a code and a rule id', () => {
    const r = reject('move/zoc-to-zoc', 'HM-ZOC-4', 'no')
    expect(r).toEqual({ ok: false, code: 'move/zoc-to-zoc', ruleId: 'HM-ZOC-4', message: 'no' })
    expect(JSON.parse(JSON.stringify(r))).toEqual(r)
    expect(isRejection(r)).toBe(true)
    expect(isRejection({ ok: false })).toBe(false)
    expect(isRejection({ ok: true, code: 'x' })).toBe(false)
    expect(isRejection(undefined)).toBe(false)
  })
})
