import type { Scenario } from '@hexes/core'
import ford from '@hexes/scenarios/ford-of-the-dead.json' with { type: 'json' }
import { defineWebPackRules } from '@hexes/web-kit'

/** The rules half of the test-only Ford of the Dead pack: the scenario only (its rules ship with Hexes). */
export const fordRules = defineWebPackRules({ scenarios: [ford as unknown as Scenario] })
