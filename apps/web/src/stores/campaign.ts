import { checkCampaignJson, isCampaignRejection, startCampaign, type Campaign } from '@hexes/campaign'
import type { Issue } from '@hexes/core'
import { defineStore } from 'pinia'
import { shallowRef } from 'vue'
import { downloadJson } from '../lib/download'
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
  /** Offers the running campaign as a JSON file download. */
  function save(): void {
    if (campaign.value) downloadJson(`${campaign.value.id}.campaign.json`, campaign.value)
  }
  /** Leaves the running campaign (the browser forgets it; a saved file can load it again). */
  function close(): void {
    campaign.value = null
    issues.value = null
    try {
      localStorage.removeItem(CAMPAIGN_KEY)
    } catch {
      // no storage: nothing kept
    }
  }
  return { campaign, issues, start, load, save, close, keep }
})
