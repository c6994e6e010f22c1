import { battleFromRoster, buyUnit, checkCampaignJson, dismissUnit, fallenLeaders, isCampaignRejection, nextBattle, refuse, startCampaign, type Campaign, type CampaignRejection } from '@hexes/campaign'
import type { Scenario } from '@hexes/core'
import type { Issue } from '@hexes/core'
import { defineStore } from 'pinia'
import { shallowRef } from 'vue'
import { loadScenario } from '../lib/catalog'
import { downloadJson } from '../lib/download'
import type { GameSetup } from '../lib/gameFactory'
import { readStored, writeStored } from '../lib/storage'

/** Where the running campaign is kept in the browser (like the autosave), so a reload keeps it. */
export const CAMPAIGN_KEY = 'hexes.campaign'

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
   * The next battle as a hot-seat game: `battleFromRoster`'s scenario (the carried rosters, the
   * fallen leaders out) and a setup with every side played at this screen and `seed`. A refusal
   * (no battle left, unknown scenario, a roster the scenario cannot take) is kept in `refusal`.
   */
  async function nextGame(seed: number): Promise<{ setup: GameSetup; scenario: Scenario } | null> {
    const c = campaign.value
    if (!c) return null
    const n = nextBattle(c)
    const fail = (r: CampaignRejection) => {
      refusal.value = r
      return null
    }
    if (n === null) return fail(refuse('camp/campaign-over', 'definition.battles', 'no battle is left to play'))
    if (isCampaignRejection(n)) return fail(n)
    const base = await loadScenario(n.battle.scenario)
    if (!base) return fail(refuse('camp/unknown-scenario', `definition.battles[${n.index}].scenario`, `unknown scenario "${n.battle.scenario}"`))
    const rb = battleFromRoster(base, n.battle, c.players, fallenLeaders(c))
    if (isCampaignRejection(rb)) return fail(rb)
    refusal.value = null
    const setup: GameSetup = { scenarioId: base.id, plugins: rb.scenario.plugins.map((p) => ({ ...p })), players: Object.fromEntries(rb.scenario.sides.map((x) => [x.id, 'human' as const])), seed }
    return { setup, scenario: rb.scenario }
  }
  /** Offers the running campaign as a JSON file download. */
  function save(): void {
    if (campaign.value) downloadJson(`${campaign.value.id}.campaign.json`, campaign.value)
  }
  /** Leaves the running campaign (the browser forgets it; a saved file can load it again). */
  function close(): void {
    campaign.value = null
    issues.value = null
    refusal.value = null
    try {
      localStorage.removeItem(CAMPAIGN_KEY)
    } catch {
      // no storage: nothing kept
    }
  }
  return { campaign, issues, refusal, start, load, save, close, keep, buy, dismiss, nextGame }
})
