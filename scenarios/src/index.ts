import type { Scenario } from '@hexes/core'
import boroughbridge from '../boroughbridge-1322.json' with { type: 'json' }
import cannae from '../cannae-216bc.json' with { type: 'json' }
import castillon from '../castillon-1453.json' with { type: 'json' }
import fordOfTheDead from '../ford-of-the-dead.json' with { type: 'json' }
import hastings from '../hastings-1066.json' with { type: 'json' }
import isandlwana from '../isandlwana-1879.json' with { type: 'json' }
import jargeau from '../jargeau-1429.json' with { type: 'json' }
import lewes from '../lewes-1264.json' with { type: 'json' }
import rorkesDrift from '../rorkes-drift-1879.json' with { type: 'json' }
import stamfordBridge from '../stamford-bridge-1066.json' with { type: 'json' }
import teaching from '../teaching-ford.json' with { type: 'json' }
import tourelles from '../tourelles-1429.json' with { type: 'json' }
import campaign1066 from '../campaigns/1066.json' with { type: 'json' }
import campaignTourelles from '../campaigns/tourelles-1429.json' with { type: 'json' }

/**
 * The scenario files that ship with Hexes, as raw JSON documents (validate them with
 * `parseScenario` or `createGame`). Teaching scenario first; then the HEXES Med battles (Stamford
 * Bridge just before Hastings, as in 1066); then the skirmish one to learn on
 * (Boroughbridge, skirmish rules), the skirmish one with morale and prisoners (Lewes), the
 * fantasy one with war machines, flyers and the undead (the Ford of the Dead), the three-player
 * one of the campaign layer (the Tourelles) and its second battle (Jargeau), and the HEXES Med battle with war machines
 * (Castillon, skirmish dice, I-10) last.
 */
export const builtinScenarios: readonly unknown[] = [teaching, stamfordBridge, hastings, cannae, isandlwana, rorkesDrift, boroughbridge, lewes, fordOfTheDead, tourelles, jargeau, castillon]

/** A shipped scenario by id, or `undefined`. */
export function findScenario(id: string): unknown {
  return builtinScenarios.find((s) => (s as Scenario).id === id)
}

/**
 * The campaigns that ship with Hexes, as raw JSON documents (`hexes-campaign-definition`; check
 * them with `checkCampaignDefinition` of `@hexes/campaign`): 1066, Stamford Bridge then Hastings;
 * the Tourelles, two battles for three players (the Tourelles, then Jargeau) and the ransom economy.
 */
export const builtinCampaigns: readonly unknown[] = [campaign1066, campaignTourelles]

/** A shipped campaign definition by id (`1066`), or `undefined`. */
export function findCampaign(id: string): unknown {
  return builtinCampaigns.find((c) => (c as { id?: unknown }).id === id)
}
