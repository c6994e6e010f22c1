import { ReferenceAction } from './ReferenceAction'
import type { ReferenceGame } from './ReferenceGame'
import { ReferenceMovement } from './ReferenceMovement'
import { ReferenceRng } from './ReferenceRng'
import { ReferenceState } from './ReferenceState'

/**
 * Everything one reference game needs, allocated once and reused across playouts: the compiled
 * game, its state, the movement search, the PRNG (policy and dice), the action record and the
 * scratch lists of the rules (`rulesScratch`, for settling decisions) and of the validator
 * (`checkScratch`), kept apart so a check never clobbers what the policy or the rules hold.
 */
export class ReferenceEngine {
  readonly game: ReferenceGame
  readonly state: ReferenceState
  readonly movement: ReferenceMovement
  readonly rng: ReferenceRng
  readonly action = new ReferenceAction()
  readonly rulesScratch: Int16Array
  readonly checkScratch: Int16Array

  constructor(game: ReferenceGame, seed = 0) {
    this.game = game
    this.state = new ReferenceState(game)
    this.movement = new ReferenceMovement(game)
    this.rng = new ReferenceRng(seed)
    this.rulesScratch = new Int16Array(Math.max(game.size, 8))
    this.checkScratch = new Int16Array(Math.max(game.size, 8))
  }

  /** Back to the set-up with the PRNG seeded with `seed`. */
  reset(seed: number): void {
    this.state.reset()
    this.rng.seed(seed)
  }
}
