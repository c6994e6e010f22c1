import type { z } from 'zod'
import type { scenarioSchema, victoryConditionSchema } from './scenarioSchema'

/** A parsed, validated scenario (`hexes-scenario/1`). See docs/scenarios.md. */
export type Scenario = z.output<typeof scenarioSchema>

/** A scenario victory condition. */
export type VictoryCondition = z.output<typeof victoryConditionSchema>

/** A unit entry of a scenario. */
export type ScenarioUnit = Scenario['units'][number]

/** A leader entry of a scenario. */
export type ScenarioLeader = Scenario['leaders'][number]

/** A named variant of a scenario: another rule mix a player may pick. */
export type ScenarioVariant = NonNullable<Scenario['variants']>[number]
