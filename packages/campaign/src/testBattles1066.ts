import { parseScenario, type Scenario } from '@hexes/core'
import { hexesMed } from '@hexes/plugin-hexes-med'
import { builtinScenarios, findCampaign } from '@hexes/scenarios'
import hastingsActions from '../test-fixtures/1066-hastings.actions.json' with { type: 'json' }
import stamfordActions from '../test-fixtures/1066-stamford-bridge.actions.json' with { type: 'json' }
import type { Campaign } from './Campaign'
import type { NextBattlePlay } from './playNextBattle'
import { startCampaign } from './startCampaign'
import { ok } from './testCampaign'

/** Tests only: a shipped scenario, parsed. */
export function scenario(id: string): Scenario {
  return parseScenario(builtinScenarios.find((s) => (s as { id: string }).id === id))
}

/** Tests only: the 1066 campaign at its start. */
export function start1066(): Campaign {
  return ok(startCampaign(findCampaign('1066')))
}

/** Tests only: the actions of a 1066 fixture (`stamford-bridge`, `hastings`; seed 8, see scripts/make1066Actions.ts). */
export function actions1066(battle: string): unknown[] {
  const file: { actions: unknown[] } = battle === 'hastings' ? hastingsActions : stamfordActions
  return file.actions
}

/** Tests only: how the 1066 fixtures play a battle (seed 8, HEXES Med, the shipped scenarios). */
export function play1066(battle: string): NextBattlePlay {
  return { scenario, plugins: [hexesMed], seed: 8, actions: actions1066(battle) }
}
