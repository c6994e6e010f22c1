import type { Campaign } from '@hexes/campaign'

/** A campaign player's name in `lang` (the definition's `translations`), else as the file has it, else his id. */
export function campaignPlayerName(c: Campaign, id: string, lang: string): string {
  return c.definition?.translations?.[lang]?.players?.[id] ?? c.players.find((p) => p.id === id)?.name ?? id
}
