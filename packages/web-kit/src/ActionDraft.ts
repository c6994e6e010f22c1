import type { BaseAction } from '@hexes/core'

/**
 * The action the player is putting together on this device, before it is confirmed: a described
 * action being picked (`type` and the fields picked so far), or the app's combat plan (`attack`:
 * `attackers`, `defender`, `mode`). `action` is the whole action once every field is chosen and
 * the engine lists it among the legal actions, else `null`. Modules read it to preview the action
 * (a charge's reach, the arc it comes in by) and the app asks them for its odds
 * ({@link PluginUiInstance.actionOdds}).
 */
export interface ActionDraft {
  type: string
  /** The fields chosen so far (for `attack`: `attackers`, `defender`, `mode`). */
  fields: Readonly<Record<string, unknown>>
  action: BaseAction | null
}
