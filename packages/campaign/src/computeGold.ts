import type { BattleOutcome } from './BattleOutcome'
import type { CampaignConfig } from './CampaignConfig'
import type { RankGroup } from './rankPlayers'

/** One gold award of a battle, with the rule that gives it (for the UI and the ledger). */
export interface GoldAward {
  player: string
  /** `CAMP-GOLD-1` .. `CAMP-GOLD-8`. */
  ruleId: string
  amount: number
  /** What it is for (`"winner"`, `"general g1 of b (3 victories)"`). */
  detail: string
}

/** A player's gold above the cap (CAMP-GOLD-9), to be given or lost (CAMP-GOLD-10). */
export interface Surplus {
  player: string
  amount: number
}

/** The gold of one battle before the surplus is given or lost. */
export interface GoldResult {
  /** Every award, in rule order (CAMP-GOLD-1..8, GAP-CAMP-09), then the outcome's player order. */
  awards: GoldAward[]
  /** Each player's total of the awards, before the cap. */
  earned: Record<string, number>
  /** The battle's winners (first place, ties included). */
  winners: string[]
  /** CAMP-GOLD-9 / R-14: the lowest winner's total, or null when the cap is off. */
  cap: number | null
  /** CAMP-GOLD-9: the gold above the cap, in VP rank order. */
  surpluses: Surplus[]
}

/**
 * Shares `amounts` between places by GAP-CAMP-03: the first group takes every listed amount
 * (split equally, rounded down) when it is tied, otherwise its own and the next group takes
 * the second. Gives `[player, amount, place]` with place 1 or 2.
 */
function placeAwards(groups: readonly (readonly string[])[], first: number, second: number): [string, number, 1 | 2][] {
  const out: [string, number, 1 | 2][] = []
  const top = groups[0]
  if (!top || top.length === 0) return out
  if (top.length > 1) {
    for (const p of top) out.push([p, Math.floor((first + second) / top.length), 1])
    return out
  }
  out.push([top[0]!, first, 1])
  const next = groups[1]
  if (next) for (const p of next) out.push([p, Math.floor(second / next.length), 2])
  return out
}

/**
 * The gold of one battle, CAMP-GOLD-1..8 in that order (GAP-CAMP-09), then the cap (CAMP-GOLD-9,
 * GAP-CAMP-10, R-14). Amounts are the configuration's (`camp.gold.*`).
 *
 * @param ranking the VP ranking, heroic acts included
 * @param victories battles each player won earlier in this campaign (GAP-CAMP-05)
 * @param defenceGold heroic-defence gold voted per player (CAMP-GOLD-8)
 */
export function computeGold(
  outcome: BattleOutcome, ranking: readonly RankGroup[], victories: Readonly<Record<string, number>>,
  defenceGold: Readonly<Record<string, number>>, config: CampaignConfig,
): GoldResult {
  const g = config.gold
  const awards: GoldAward[] = []
  const earned: Record<string, number> = {}
  for (const p of outcome.players) earned[p.player] = 0
  const add = (player: string, ruleId: string, amount: number, detail: string) => {
    if (amount <= 0) return
    awards.push({ player, ruleId, amount, detail })
    earned[player] = (earned[player] ?? 0) + amount
  }
  // CAMP-GOLD-1, GAP-CAMP-02/03: winner and second by VP.
  for (const [p, amount, place] of placeAwards(ranking.map((r) => r.players), g.winner, g.second)) {
    add(p, 'CAMP-GOLD-1', amount, place === 1 ? (ranking[0]!.players.length > 1 ? 'tied winner' : 'winner') : 'second')
  }
  // CAMP-GOLD-2, GAP-CAMP-04: most enemy HP killed (nobody who killed nothing), ties shared as GAP-CAMP-03.
  const fighters = outcome.players.filter((p) => p.hpKilled > 0)
  const byKills: string[][] = []
  for (const hp of [...new Set(fighters.map((p) => p.hpKilled))].sort((a, b) => b - a)) {
    byKills.push(fighters.filter((p) => p.hpKilled === hp).map((p) => p.player))
  }
  for (const [p, amount, place] of placeAwards(byKills, g.combative, g.combativeSecond)) {
    add(p, 'CAMP-GOLD-2', amount, place === 1 ? 'most combative army' : 'second most combative army')
  }
  // CAMP-GOLD-3, GAP-CAMP-05: per general captured, + per battle his player won before.
  for (const p of outcome.players) {
    for (const c of p.generalsCaptured) {
      const won = victories[c.owner] ?? 0
      add(p.player, 'CAMP-GOLD-3', g.general + g.generalPerVictory * won, `general ${c.unit} of ${c.owner} captured (${won} victories)`)
    }
  }
  // CAMP-GOLD-4, GAP-CAMP-06: per spellcaster prisoner, + per spell, + per item.
  for (const p of outcome.players) {
    for (const c of p.spellcastersCaptured) {
      add(p.player, 'CAMP-GOLD-4', g.spellcaster + g.spellcasterPerSpell * c.spells + g.spellcasterPerItem * c.items,
        `spellcaster ${c.unit} of ${c.owner} captured (${c.spells} spells, ${c.items} items)`)
    }
  }
  // CAMP-GOLD-5: great banners stolen.
  for (const p of outcome.players) add(p.player, 'CAMP-GOLD-5', g.banner * p.bannersTaken, `${p.bannersTaken} great banner(s) taken`)
  // CAMP-GOLD-6, GAP-CAMP-07: general, banner and spellcaster unscathed; the army fielded a general.
  for (const p of outcome.players) if (p.fieldedGeneral && p.unscathed) add(p.player, 'CAMP-GOLD-6', g.unscathed, 'general, banner and spellcaster unscathed')
  // CAMP-GOLD-7, GAP-CAMP-08: last place (all tied last), when it earned less than lastPlaceBelow so far.
  if (ranking.length > 1) {
    for (const p of ranking[ranking.length - 1]!.players) {
      if ((earned[p] ?? 0) < g.lastPlaceBelow) add(p, 'CAMP-GOLD-7', g.lastPlace, 'last place, for the spirit')
    }
  }
  // CAMP-GOLD-8: the heroic defence voted.
  for (const p of outcome.players) add(p.player, 'CAMP-GOLD-8', defenceGold[p.player] ?? 0, 'heroic defence, by vote')
  // CAMP-GOLD-9, GAP-CAMP-10, R-14: nobody above the lowest winner's total; winners uncapped.
  const winners = ranking[0]?.players ?? []
  let cap: number | null = null
  const surpluses: Surplus[] = []
  if (g.cap && winners.length) {
    cap = Math.min(...winners.map((w) => earned[w] ?? 0))
    for (const group of ranking) {
      for (const p of group.players) {
        if (winners.includes(p)) continue
        const over = (earned[p] ?? 0) - cap
        if (over > 0) surpluses.push({ player: p, amount: over })
      }
    }
  }
  return { awards, earned, winners, cap, surpluses }
}
