import type { BattleOutcome, PlayerOutcome, UnitOutcome } from './BattleOutcome'
import { DEFAULT_CAMPAIGN_CONFIG, type CampaignConfig } from './CampaignConfig'

/** Tests only: a player's outcome with nothing done, and `over` on top. */
export function playerOutcome(player: string, over: Partial<PlayerOutcome> = {}): PlayerOutcome {
  return {
    player, side: player, vp: 0, hpKilled: 0, generalsCaptured: [], spellcastersCaptured: [], bannersTaken: 0,
    fieldedGeneral: false, unscathed: false, units: [], ...over,
  }
}

/** Tests only: a unit present for the whole battle (`turns`), surviving, not a hero. */
export function unitOutcome(unit: string, over: Partial<UnitOutcome> = {}): UnitOutcome {
  return { unit, turnsPresent: 10, survived: true, lost: false, charactersPutOutOfAction: 0, hero: false, general: false, ...over }
}

/** Tests only: a battle outcome. */
export function battleOutcome(battle: string, players: PlayerOutcome[], turns = 10): BattleOutcome {
  return { battle, scenario: 'test-scenario', turns, players }
}

/** Tests only: the default economy with overrides. */
export function config(over: { gold?: Partial<CampaignConfig['gold']>; xp?: Partial<CampaignConfig['xp']>; quorumPercent?: number } = {}): CampaignConfig {
  return {
    ...DEFAULT_CAMPAIGN_CONFIG,
    ...(over.quorumPercent === undefined ? {} : { quorumPercent: over.quorumPercent }),
    gold: { ...DEFAULT_CAMPAIGN_CONFIG.gold, ...over.gold },
    xp: { ...DEFAULT_CAMPAIGN_CONFIG.xp, ...over.xp },
  }
}
