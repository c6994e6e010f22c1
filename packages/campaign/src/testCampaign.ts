import type { CampaignCommand } from './CampaignCommand'
import type { Campaign } from './Campaign'
import { isCampaignRejection, type CampaignRejection } from './CampaignRejection'
import { createCampaign } from './createCampaign'
import { battleOutcome, playerOutcome, unitOutcome } from './testFixtures'

/** Tests only: a played-battle command. */
export type BattleCommand = Extract<CampaignCommand, { kind: 'battlePlayed' }>

/** Tests only: a deep copy of plain JSON. */
export function clone<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T
}

/** Tests only: the value, or a thrown error saying why it was refused. */
export function ok<T>(r: T | CampaignRejection): T {
  if (isCampaignRejection(r)) throw new Error(`refused: ${r.code} ${r.message}`)
  return r
}

/** Tests only: a three-player campaign in the spirit of S6 (the Tourelles, Orléans 1429). */
export function startOrleans(): Campaign {
  return ok(createCampaign({
    id: 'orleans', name: 'The Tourelles',
    players: [
      { id: 'en', name: 'Glasdale', gold: 100, units: [{ id: 'en-gen', type: 'general', cost: 50 }, { id: 'en-maa', type: 'men-at-arms', cost: 60 }, { id: 'en-bow', type: 'longbow', cost: 40 }] },
      { id: 'fr', name: 'Dunois', gold: 100, units: [{ id: 'fr-gen', type: 'general', cost: 50 }, { id: 'fr-inf1', type: 'men-at-arms', cost: 60 }, { id: 'fr-inf2', type: 'militia', cost: 30 }] },
      { id: 'gr', name: 'Gilles de Rais', gold: 50, units: [{ id: 'gr-sorc', type: 'sorcerer', cost: 70 }, { id: 'gr-inf', type: 'infantry', cost: 30 }, { id: 'gr-imp', type: 'conjured flyer', cost: 0, bought: false }] },
    ],
  }))
}

/**
 * Tests only: battle 1. fr wins (120 VP) and takes the English general and banner: 150 + 50
 * (combative) + 50 (general, en has no victory) + 20 (banner) + 15 (unscathed) = 285. en second:
 * 50 + 10 = 60. gr last with nothing: 15. fr-inf1 and en-maa are destroyed; fr-inf2 fled in turn 2.
 */
export const battleOne: BattleCommand = {
  kind: 'battlePlayed',
  outcome: battleOutcome('b1', [
    playerOutcome('en', { vp: 60, hpKilled: 20, fieldedGeneral: true, units: [unitOutcome('en-gen', { general: true, survived: false }), unitOutcome('en-maa', { survived: false, lost: true, turnsPresent: 6 }), unitOutcome('en-bow')] }),
    playerOutcome('fr', {
      vp: 120, hpKilled: 30, generalsCaptured: [{ unit: 'en-gen', owner: 'en' }], bannersTaken: 1, fieldedGeneral: true, unscathed: true,
      units: [unitOutcome('fr-gen', { general: true }), unitOutcome('fr-inf1', { survived: false, lost: true, turnsPresent: 4 }), unitOutcome('fr-inf2', { survived: false, turnsPresent: 2 })],
    }),
    playerOutcome('gr', { vp: 30, hpKilled: 5, units: [unitOutcome('gr-sorc', { hero: true, charactersPutOutOfAction: 1 }), unitOutcome('gr-imp')] }),
  ]),
}

/**
 * Tests only: battle 2. en wins (100 VP) and captures fr's general, whose player won battle 1:
 * 150 + 10 (second most combative) + 55 = 215. fr second: 50 + 50 (combative) + 120 (6 banners)
 * + 15 (unscathed) = 235, capped at 215: 20 surplus, given to gr. gr: a heroic act (+10 VP, still
 * last), 15 (last) + 35 (heroic defence, votes 30 and 40) = 50, + 20 received = 70.
 */
export const battleTwo: BattleCommand = {
  kind: 'battlePlayed',
  outcome: battleOutcome('b2', [
    playerOutcome('en', { vp: 100, hpKilled: 20, generalsCaptured: [{ unit: 'fr-gen', owner: 'fr' }], units: [unitOutcome('en-bow')] }),
    playerOutcome('fr', { vp: 80, hpKilled: 40, bannersTaken: 6, fieldedGeneral: true, unscathed: true, units: [unitOutcome('fr-gen', { general: true, survived: false })] }),
    playerOutcome('gr', { vp: 30, units: [unitOutcome('gr-sorc')] }),
  ]),
  votes: {
    heroicActs: [{ player: 'gr', proposedBy: 'en', description: 'held the Augustins outnumbered', votes: [{ voter: 'en', approve: true }, { voter: 'fr', approve: true }] }],
    heroicDefences: [{ player: 'gr', votes: [{ voter: 'en', gp: 30 }, { voter: 'fr', gp: 40 }] }],
  },
  surplusChoices: [{ player: 'fr', giveTo: 'gr' }],
}
