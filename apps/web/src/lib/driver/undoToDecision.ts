import type { BaseAction, Rejection } from '@hexes/core'
import type { GameDriver } from './GameDriver'

/**
 * Takes back the last action of a player on this device, with the computer's actions after it:
 * all or nothing. Each step is the engine's undo (`core/undo`), so nothing goes back past a die
 * roll, nor past an end of phase once the next side has acted: when the computer has answered the
 * human's end of phase, its actions are not taken back. When the engine stops before a human
 * action is reached, the actions taken back are played again (none of them rolled a die, so they
 * give the same states and events) and the engine's rejection is returned.
 *
 * @param computerSides - the sides the computer plays (empty in hot-seat: one action is taken back)
 */
export function undoToDecision(driver: GameDriver, computerSides: ReadonlySet<string>): { ok: true } | Rejection {
  const undone: BaseAction[] = []
  for (;;) {
    const log = driver.log()
    const last = log[log.length - 1]
    const r = driver.undo()
    if (!r.ok) {
      // Put back what was taken: the same actions on the same states, no dice, so the same game.
      for (let i = undone.length - 1; i >= 0; i--) driver.act(undone[i]! as BaseAction & Record<string, unknown>)
      return r
    }
    undone.push(last!)
    if (!computerSides.has(last!.side)) return { ok: true }
  }
}
