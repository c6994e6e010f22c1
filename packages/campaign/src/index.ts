/**
 * @hexes/campaign: the campaign layer. A campaign is a ledger: the players' gold and rosters, and
 * an append-only list of events (battle played, gold awarded, surplus given or lost, XP gained,
 * unit bought or dismissed, battle cancelled) that explains every figure. The economy is the
 * skirmish source's (SK-VP-7, CAMP-XP-1, CAMP-GOLD-1..10) with the catalogue's defaults as
 * configuration. See docs/campaigns.md.
 */
// the input contract: one finished battle, and the players' votes
export { battleOutcomeSchema, playerOutcomeSchema, unitOutcomeSchema, capturedGeneralSchema, capturedSpellcasterSchema } from './BattleOutcome'
export type { BattleOutcome, PlayerOutcome, UnitOutcome } from './BattleOutcome'
export { battleVotesSchema, heroicActSchema, heroicDefenceSchema, NO_VOTES } from './BattleVotes'
export type { BattleVotes, HeroicAct, HeroicDefence } from './BattleVotes'
// configuration
export { campaignConfigSchema, campaignConfigOverridesSchema, DEFAULT_CAMPAIGN_CONFIG, resolveCampaignConfig } from './CampaignConfig'
export type { CampaignConfig, CampaignConfigOverrides } from './CampaignConfig'
// rejections
export { refuse, isCampaignRejection } from './CampaignRejection'
export type { CampaignRejection } from './CampaignRejection'
// the economy
export { countVotes, medianAward } from './countVotes'
export type { VoteCount, ActResult } from './countVotes'
export { rankPlayers } from './rankPlayers'
export type { RankGroup } from './rankPlayers'
export { computeGold } from './computeGold'
export type { GoldAward, GoldResult, Surplus } from './computeGold'
export { applySurplus, surplusChoiceSchema } from './applySurplus'
export type { SurplusChoice, SurplusMove } from './applySurplus'
export { computeXp, advanceThreshold, advancesCrossed } from './computeXp'
export type { XpReason } from './computeXp'
export { settleBattle } from './settleBattle'
export type { BattleSettlement, UnnumberedConsequence } from './settleBattle'
// the campaign file and its ledger
export { campaignSchema, campaignEventSchema, campaignPlayerSchema, rosterUnitSchema, CAMPAIGN_FORMAT_VERSION, CONSEQUENCE_KINDS } from './Campaign'
export type { Campaign, CampaignEvent, CampaignPlayer, RosterUnit, NewUnit, BattleConsequence } from './Campaign'
export { campaignCommandSchema } from './CampaignCommand'
export type { CampaignCommand } from './CampaignCommand'
export { createCampaign, newCampaignSchema } from './createCampaign'
export type { NewCampaign } from './createCampaign'
export { applyEvent } from './applyEvent'
export { buyUnit, dismissUnit, cancelBattle } from './ledgerCommands'
export { previewBattle } from './previewBattle'
export { foldEvents } from './foldEvents'
export type { LedgerState } from './foldEvents'
export { replayCampaign } from './replayCampaign'
export { checkCampaign, checkCampaignJson, parseCampaignJson, MAX_CAMPAIGN_CHARS } from './checkCampaign'
export type { CampaignCheck } from './checkCampaign'
// campaigns to play: definitions, battles from rosters, outcomes of played battles (I-09)
export { campaignDefinitionSchema, battleDefinitionSchema, battlePlayerSchema, campaignTextsSchema, definitionUnitSchema } from './CampaignDefinition'
export type { CampaignDefinition, BattleDefinition, BattlePlayer } from './CampaignDefinition'
export { startCampaign, checkCampaignDefinition } from './startCampaign'
export { nextBattle, standingBattles } from './nextBattle'
export type { NextBattle } from './nextBattle'
export { fallenLeaders } from './fallenLeaders'
export { battleFromRoster } from './battleFromRoster'
export type { RosterBattle, RosterBinding } from './battleFromRoster'
export { battleVictoryPoints, DEFAULT_VP_SCALE } from './battleVictoryPoints'
export type { VpScale, SideVp, VpInput } from './battleVictoryPoints'
export { playedBattleOutcome, HM_PROFILE } from './playedBattleOutcome'
export type { PlayedBattle, PlayedBattleInput, BattleProfile } from './playedBattleOutcome'
export { nextRosterBattle } from './nextRosterBattle'
export type { NextRosterBattle } from './nextRosterBattle'
export { playNextBattle } from './playNextBattle'
export type { NextBattlePlay, PlayedNextBattle } from './playNextBattle'
