import type { ActResult, GameState } from '@hexes/core'
import { expect } from 'vitest'

/**
 * Domain matchers for rule tests. Call `installMatchers()` once (the package's `setup` does).
 * - `expect(result).toBeRejectedWith('move/zoc-to-zoc')` — a rejection with this code (and, if
 *   given, this rule id);
 * - `expect(result).toBeAccepted()`;
 * - `expect(state).toHaveUnitAt('a1', '3,3')`.
 */
export function installMatchers(): void {
  expect.extend({
    toBeRejectedWith(received: ActResult | undefined, code: string, ruleId?: string) {
      const ok = !!received && received.ok === false && received.code === code && (ruleId === undefined || received.ruleId === ruleId)
      return {
        pass: ok,
        message: () =>
          `expected a rejection ${code}${ruleId ? ` (${ruleId})` : ''}, got ${received === undefined ? 'undefined' : received.ok ? 'an accepted action' : `${received.code} (${received.ruleId}): ${received.message}`}`,
      }
    },
    toBeAccepted(received: ActResult) {
      return {
        pass: received.ok === true,
        message: () => (received.ok ? 'expected a rejection, the action was accepted' : `expected the action to be accepted, got ${received.code} (${received.ruleId}): ${received.message}`),
      }
    },
    toHaveUnitAt(received: GameState, unitId: string, hex: string | null) {
      const u = received.units.find((x) => x.id === unitId)
      return { pass: !!u && u.hex === hex, message: () => `expected ${unitId} at ${hex}, it is at ${u ? u.hex : 'nowhere (unknown unit)'}` }
    },
  })
}

declare module 'vitest' {
  interface Matchers<T = any> {
    toBeRejectedWith(code: string, ruleId?: string): T
    toBeAccepted(): T
    toHaveUnitAt(unitId: string, hex: string | null): T
  }
}
