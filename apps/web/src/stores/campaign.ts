import {
  applyEvent, buyUnit, checkCampaignJson, dismissUnit, isCampaignRejection, playedBattleOutcome, refuse, startCampaign,
  type BattleOutcome, type BattleVotes, type Campaign, type CampaignRejection, type SurplusChoice,
} from '@hexes/campaign'
import type { Issue, Scenario } from '@hexes/core'
import { defineStore } from 'pinia'
import { shallowRef } from 'vue'
import { campaignBattle } from '../lib/campaignBattle'
import { plugins } from '../lib/catalog'
import { downloadJson } from '../lib/download'
import type { CampaignBattleRef, GameSetup } from '../lib/gameFactory'
import { readStored, removeStored, writeStored } from '../lib/storage'

/** Where the running campaign is kept in the browser (like the autosave), so a reload keeps it. */
export const CAMPAIGN_KEY = 'hexes.campaign'
/** Where a finished battle waiting to be settled is kept (its seed and actions), so a reload keeps it. */
export const SETTLING_KEY = 'hexes.campaign.settling'

/** A battle of the campaign played to its end, waiting for the votes and the surplus choices. */
export interface SettlingBattle {
  battle: string
  seed: number
  actions: readonly unknown[]
  /** What the battle brought, replayed from its seed and actions (I-09, the battle record). */
  outcome: BattleOutcome
}

/** The battle waiting to be settled as kept in the browser: its campaign, battle, seed and actions. */
interface KeptSettling {
  campaign: string
  battle: string
  seed: number
  actions: unknown[]
}

/** The campaign kept in the browser, if it is still a valid campaign file; `null` otherwise. */
function readKept(): Campaign | null {
  const text = readStored(CAMPAIGN_KEY)
  if (!text) return null
  const r = checkCampaignJson(text)
  return r.ok ? r.campaign : null
}

/**
 * The running campaign (hot-seat: every player at this screen): started from a shipped
 * definition or loaded from a file (checked by `checkCampaignJson`, its issues shown with their
 * paths), kept in localStorage after every change, saved as a JSON file.
 */
export const useCampaignStore = defineStore('campaign', () => {
  const campaign = shallowRef<Campaign | null>(readKept())
  /** Why the last start or load was refused (each issue names the path of the bad field). */
  const issues = shallowRef<Issue[] | null>(null)

  function keep(c: Campaign): void {
    campaign.value = c
    issues.value = null
    writeStored(CAMPAIGN_KEY, JSON.stringify(c))
  }
  /** Starts a campaign from its definition; `false` (with the issue) when the definition is refused. */
  function start(definition: unknown): boolean {
    const c = startCampaign(definition)
    if (isCampaignRejection(c)) {
      issues.value = [{ code: c.code, path: c.path, message: c.message }]
      return false
    }
    keep(c)
    return true
  }
  /** Loads a campaign file's text; `false` (with the issues) when the file is refused. */
  function load(text: string): boolean {
    const r = checkCampaignJson(text)
    if (!r.ok) {
      issues.value = r.issues
      return false
    }
    keep(r.campaign)
    return true
  }
  /** The last ledger command refused (not enough gold...), with its message; cleared by the next one. */
  const refusal = shallowRef<CampaignRejection | null>(null)
  function command(next: Campaign | CampaignRejection): boolean {
    if (isCampaignRejection(next)) {
      refusal.value = next
      return false
    }
    refusal.value = null
    keep(next)
    return true
  }
  /**
   * Buys a unit of `type` at `cost` for a player (GAP-CAMP-11: refused without the gold). Its id
   * is the player's, the type's and the ledger's next number, so it is never one used before.
   */
  function buy(player: string, type: string, cost: number): boolean {
    const c = campaign.value
    if (!c) return false
    return command(buyUnit(c, player, { id: `${player}-${type}-${c.events.length + 1}`, type, cost }))
  }
  /** Dismisses a unit from a player's roster (no refund). */
  function dismiss(player: string, unit: string): boolean {
    const c = campaign.value
    return c ? command(dismissUnit(c, player, unit)) : false
  }
  /**
   * The next battle as a game: the scenario of its rosters (`lib/campaignBattle`) and a setup with
   * the sides of `computerPlayers` played by the computer (its default level), every other side at
   * this screen (hot seat), `seed`, and the battle it plays (`campaign`). A
   * refusal (no battle left, unknown scenario, a roster the scenario cannot take) is kept in
   * `refusal`.
   */
  async function nextGame(seed: number, computerPlayers: readonly string[] = []): Promise<{ setup: GameSetup; scenario: Scenario } | null> {
    const c = campaign.value
    if (!c) return null
    const b = campaignBattle(c)
    if (isCampaignRejection(b)) {
      refusal.value = b
      return null
    }
    refusal.value = null
    const sc = b.battle.scenario
    const setup: GameSetup = {
      scenarioId: sc.id, plugins: sc.plugins.map((p) => ({ ...p })), seed,
      players: Object.fromEntries(sc.sides.map((x) => [x.id, b.next.battle.players.some((bp) => bp.side === x.id && computerPlayers.includes(bp.player)) ? 'computer' as const : 'human' as const])),
      campaign: { id: c.id, battle: b.next.battleId },
    }
    return { setup, scenario: sc }
  }
  /** The battle `ref` names, when it is the running campaign's next one. */
  function runningBattle(ref: CampaignBattleRef) {
    const c = campaign.value
    if (!c || c.id !== ref.id) return refuse('camp/not-running', 'meta.setup.campaign.id', `this game is a battle of campaign "${ref.id}", which is not the campaign running in this browser`)
    return campaignBattle(c, ref.battle)
  }
  /**
   * The scenario a saved game of a campaign battle plays (to rebuild it): the running campaign's
   * next battle from its rosters. Refused: no campaign running, another campaign, another battle.
   */
  function battleScenario(ref: CampaignBattleRef): Scenario | CampaignRejection {
    const b = runningBattle(ref)
    return isCampaignRejection(b) ? b : b.battle.scenario
  }

  /** The finished battle waiting for its votes and surplus choices (`finishBattle`), if any. */
  const settling = shallowRef<SettlingBattle | null>(null)
  function keepSettling(s: SettlingBattle | null): void {
    settling.value = s
    if (!s) return void removeStored(SETTLING_KEY)
    const kept: KeptSettling = { campaign: campaign.value!.id, battle: s.battle, seed: s.seed, actions: [...s.actions] }
    writeStored(SETTLING_KEY, JSON.stringify(kept))
  }
  /**
   * Takes a campaign battle played to its end: replays it from its seed and actions into its
   * outcome (`playedBattleOutcome`) and keeps it until the players settle it. `false` (with the
   * refusal) when it is not the running campaign's next battle, or not over.
   */
  async function finishBattle(ref: CampaignBattleRef, seed: number, actions: readonly unknown[]): Promise<boolean> {
    const b = runningBattle(ref)
    if (isCampaignRejection(b)) return command(b)
    const played = playedBattleOutcome({ battleId: b.next.battleId, battle: b.battle, plugins, seed, actions, ...(b.next.battle.vp ? { vp: b.next.battle.vp } : {}) })
    if (isCampaignRejection(played)) return command(played)
    refusal.value = null
    keepSettling({ battle: b.next.battleId, seed, actions, outcome: played.outcome })
    return true
  }
  /**
   * Settles the finished battle with the players' votes and surplus choices: the ledger's
   * `battlePlayed` (gold, the cap, the surpluses, XP). Refused (nothing changed, the reason in
   * `refusal`): bad votes, a missing or bad surplus choice.
   */
  function settle(votes: BattleVotes, surplusChoices: SurplusChoice[]): boolean {
    const c = campaign.value
    const s = settling.value
    if (!c || !s) return false
    if (!command(applyEvent(c, { kind: 'battlePlayed', outcome: s.outcome, votes, surplusChoices }))) return false
    keepSettling(null)
    return true
  }
  /** Forgets the finished battle unsettled: the campaign is as before it, its next battle the same. */
  function forgetBattle(): void {
    keepSettling(null)
  }
  /** The battle kept unsettled in this browser, replayed again (after a reload). */
  async function restoreSettling(): Promise<void> {
    const text = readStored(SETTLING_KEY)
    const c = campaign.value
    if (!text || !c) return
    let kept: KeptSettling
    try {
      kept = JSON.parse(text) as KeptSettling
    } catch {
      return void removeStored(SETTLING_KEY)
    }
    if (kept.campaign !== c.id || typeof kept.seed !== 'number' || !Array.isArray(kept.actions) || !(await finishBattle({ id: c.id, battle: kept.battle }, kept.seed, kept.actions))) {
      refusal.value = null
      removeStored(SETTLING_KEY)
    }
  }
  void restoreSettling()
  /** Offers the running campaign as a JSON file download. */
  function save(): void {
    if (campaign.value) downloadJson(`${campaign.value.id}.campaign.json`, campaign.value)
  }
  /** Leaves the running campaign (the browser forgets it; a saved file can load it again). */
  function close(): void {
    campaign.value = null
    issues.value = null
    refusal.value = null
    settling.value = null
    removeStored(CAMPAIGN_KEY)
    removeStored(SETTLING_KEY)
  }
  return { campaign, issues, refusal, settling, start, load, save, close, keep, buy, dismiss, nextGame, battleScenario, finishBattle, settle, forgetBattle }
})
