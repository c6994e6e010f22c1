import { defineStore } from 'pinia'
import { shallowRef } from 'vue'

/** What the rules sheet shows: a rule's text, the summaries (browse and search), or the charts. */
export type RulesView =
  | { readonly tab: 'rule'; readonly ruleId: string }
  | { readonly tab: 'browse'; readonly query: string }
  | { readonly tab: 'charts' }

/**
 * The rules sheet (`RulesDialog`): which view is open, if any. Any component opens it: a rule id
 * (`RuleLink`) opens the rule's text, the game header's "Rules" button the summaries, the combat
 * panel the charts. The texts themselves load in the sheet, on demand.
 */
export const useRulesStore = defineStore('rules', () => {
  const view = shallowRef<RulesView | null>(null)

  /** Opens the text of a rule id (a core id is shown as the rule set cites it). */
  function openRule(ruleId: string): void {
    view.value = { tab: 'rule', ruleId }
  }
  /** Opens the rules summaries, with a search when `query` is given. */
  function browse(query = ''): void {
    view.value = { tab: 'browse', query }
  }
  /** Opens the combat results table and terrain chart of the game. */
  function openCharts(): void {
    view.value = { tab: 'charts' }
  }
  function close(): void {
    view.value = null
  }
  return { view, openRule, browse, openCharts, close }
})
