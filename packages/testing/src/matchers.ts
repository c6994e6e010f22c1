import type { ActResult, GameState } from '@hexes/core'
import { expect } from 'vitest'

/**
 * Domain matchers for rule tests. Call `installMatchers()` once in each test file that uses them.
 * - `expect(result).toBeRejectedWith('move/zoc-to-zoc')` — a rejection with this code (and, if
 *   given, this rule id); `undefined` (a legal `game.check()`) is not a rejection;
 * - `expect(result).toBeAccepted()` — anything that is not a rejection: an accepted action, a
 *   legal `game.check()` (`undefined`), the odds or movement options of a legal query;
 * - `expect(state).toHaveUnitAt('a1', '3,3')` (`null`: off the map). A unit that does not exist
 *   fails the test with `.not` too.
 */
export function installMatchers(): void {
  expect.extend({
    toBeRejectedWith(received: ActResult | undefined, code: string, ruleId?: string) {
      const ok = isRejection(received) && received.code === code && (ruleId === undefined || received.ruleId === ruleId)
      const wanted = `${code}${ruleId ? ` (${ruleId})` : ''}`
      return {
        pass: ok,
        message: () => (this.isNot ? `expected anything but the rejection ${wanted}, got it: ${describeResult(received)}` : `expected the rejection ${wanted}, got ${describeResult(received)}`),
      }
    },
    toBeAccepted(received: unknown) {
      return {
        pass: !isRejection(received),
        message: () => (this.isNot ? `expected a rejection, got ${describeResult(received)}` : `expected no rejection, got ${describeResult(received)}`),
      }
    },
    toHaveUnitAt(received: GameState, unitId: string, hex: string | null) {
      if (!received || !Array.isArray(received.units)) {
        return { pass: this.isNot, message: () => `toHaveUnitAt needs a game state (t.state), got ${typeof received}` }
      }
      const u = received.units.find((x) => x.id === unitId)
      // An unknown unit is a mistake in the test, with or without .not.
      if (!u) return { pass: this.isNot, message: () => `no unit "${unitId}" in the state (units: ${received.units.map((x) => x.id).join(', ')})` }
      return {
        pass: u.hex === hex,
        message: () => (this.isNot ? `expected ${unitId} anywhere but ${hex}, it is there` : `expected ${unitId} at ${hex}, it is at ${u.hex}`),
      }
    },
  })
}

function isRejection(x: unknown): x is { ok: false; code: string; ruleId: string; message: string } {
  return typeof x === 'object' && x !== null && (x as { ok?: unknown }).ok === false
}

function describeResult(x: unknown): string {
  if (x === undefined) return 'undefined (no rejection)'
  if (isRejection(x)) return `the rejection ${x.code} (${x.ruleId}): ${x.message}`
  if (typeof x === 'object' && x !== null && (x as { ok?: unknown }).ok === true) return 'an accepted action'
  return 'no rejection'
}

declare module 'vitest' {
  interface Matchers<T = any> {
    toBeRejectedWith(code: string, ruleId?: string): T
    toBeAccepted(): T
    toHaveUnitAt(unitId: string, hex: string | null): T
  }
}
