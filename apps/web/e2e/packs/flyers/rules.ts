import type { Scenario } from '@hexes/core'
import { defineWebPackRules } from '@hexes/web-kit'
import bats from './bats-over-the-river.json' with { type: 'json' }

/** The rules half of the test-only flyers pack: the scenario of the flyers browser test only (its rules ship with Hexes). */
export const flyersE2eRules = defineWebPackRules({ scenarios: [bats as unknown as Scenario] })
