import type { MatchGameResult } from './playMatchGame'

/** One row of a match table: a bot playing one side of one scenario against another bot. */
export interface MatchRow {
  scenario: string
  /** The bot whose results the row counts, and its side. */
  bot: string
  side: string
  opponent: string
  games: number
  wins: number
  draws: number
  losses: number
  /** Games still running at the action limit (neither won nor lost). */
  unfinished: number
  /** Wins over decisive games (wins + losses), percent; `null` without a decisive game. */
  decisiveWonPct: number | null
  /** Longest half-turn of the counted bot over the games, ms (0 when not timed). */
  maxHalfTurnMs: number
  /** Mean thinking time of the counted bot per game, ms. */
  thinkMsPerGame: number
}

/** Counts the results of `games` (all with the counted bot on side index `sideIndex`). */
export function matchRow(scenario: string, bot: string, opponent: string, sideIndex: number, games: readonly MatchGameResult[]): MatchRow {
  let wins = 0
  let draws = 0
  let losses = 0
  let unfinished = 0
  let maxHalfTurnMs = 0
  let think = 0
  let side = ''
  for (const g of games) {
    const me = g.perSide[sideIndex]!
    side = me.side
    maxHalfTurnMs = Math.max(maxHalfTurnMs, me.maxHalfTurnMs)
    think += me.thinkMs
    if (g.end !== 'result') unfinished++
    else if (g.winner === null) draws++
    else if (g.winner === me.side) wins++
    else losses++
  }
  const decisive = wins + losses
  return {
    scenario, bot, side, opponent, games: games.length, wins, draws, losses, unfinished,
    decisiveWonPct: decisive ? (100 * wins) / decisive : null, maxHalfTurnMs, thinkMsPerGame: games.length ? think / games.length : 0,
  }
}

/** A Markdown table of match rows (for the README and docs/ai.md). */
export function formatMatchTable(rows: readonly MatchRow[], options: { timings?: boolean } = {}): string {
  const head = ['Scenario', 'Bot (side)', 'Opponent', 'Games', 'Won', 'Drawn', 'Lost', 'Unfinished', 'Decisive games won']
  if (options.timings) head.push('Longest half-turn', 'Thinking per game')
  const lines = [`| ${head.join(' | ')} |`, `|${head.map((h, i) => (i >= 3 ? '---:' : '---')).join('|')}|`]
  for (const r of rows) {
    const cells = [
      r.scenario, `${r.bot} (${r.side})`, r.opponent, String(r.games), String(r.wins), String(r.draws), String(r.losses), String(r.unfinished),
      r.decisiveWonPct === null ? 'n/a' : `${r.decisiveWonPct.toFixed(1)} %`,
    ]
    if (options.timings) cells.push(`${(r.maxHalfTurnMs / 1000).toFixed(2)} s`, `${(r.thinkMsPerGame / 1000).toFixed(2)} s`)
    lines.push(`| ${cells.join(' | ')} |`)
  }
  return `${lines.join('\n')}\n`
}

/**
 * Rows of the same bot and opponent pooled over sides, one per scenario: in a scenario that
 * favours one side, the share of decisive games won from both sides together says more about
 * the bots than either side alone.
 */
export function pooledRows(rows: readonly MatchRow[]): MatchRow[] {
  const out = new Map<string, MatchRow>()
  for (const r of rows) {
    const key = `${r.scenario}|${r.bot}|${r.opponent}`
    const p = out.get(key)
    if (!p) {
      out.set(key, { ...r, side: 'both sides', thinkMsPerGame: r.thinkMsPerGame * r.games })
      continue
    }
    p.games += r.games
    p.wins += r.wins
    p.draws += r.draws
    p.losses += r.losses
    p.unfinished += r.unfinished
    p.maxHalfTurnMs = Math.max(p.maxHalfTurnMs, r.maxHalfTurnMs)
    p.thinkMsPerGame += r.thinkMsPerGame * r.games
  }
  return [...out.values()].map((p) => ({
    ...p,
    decisiveWonPct: p.wins + p.losses ? (100 * p.wins) / (p.wins + p.losses) : null,
    thinkMsPerGame: p.games ? p.thinkMsPerGame / p.games : 0,
  }))
}
