import type { BalanceRate, BalanceReport, MatchupReport } from './balanceReport'

const fixed = (n: number, d = 1) => n.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d })
const pct = (r: BalanceRate) => `${fixed(100 * r.rate)}% (${fixed(100 * r.ci95[0])}-${fixed(100 * r.ci95[1])})`

/** The balance report for the terminal: per matchup, each side's wins with their 95 % interval, how games ended, and the material curve. */
export function formatBalanceReport(r: BalanceReport): string {
  const lines: string[] = []
  const variant = r.variant ? `, variant ${r.variant.id} (${r.variant.name})` : ''
  const last = r.firstSeed + r.gamesPerMatchup - 1
  lines.push(`Balance of ${r.scenario.id} (${r.scenario.name})${variant}`)
  lines.push(`  ${r.gamesPerMatchup} game${r.gamesPerMatchup === 1 ? '' : 's'} per matchup, seeds ${r.firstSeed}..${last}, at most ${r.maxActions.toLocaleString('en-US')} actions per game`)
  for (const m of r.matchups) lines.push('', ...formatMatchup(m))
  lines.push('', `Time: ${fixed(r.timing.totalMs / 1000, 1)} s (CPU ${fixed(r.timing.cpuMs / 1000, 1)} s on ${r.jobs} thread${r.jobs === 1 ? '' : 's'})`)
  return `${lines.join('\n')}\n`
}

function formatMatchup(m: MatchupReport): string[] {
  const lines = [`${m.label}: ${m.games} games, ${fixed(m.meanTurns)} turns and ${fixed(m.meanActions, 0)} actions on average`]
  const w = Math.max(5, ...m.sides.map((s) => s.name.length + s.bot.length + 3))
  lines.push(`  ${''.padEnd(w)}  ${'wins (95% CI)'.padEnd(22)}  losses (95% CI)`)
  for (const s of m.sides) lines.push(`  ${`${s.name} (${s.bot})`.padEnd(w)}  ${pct(s.wins).padEnd(22)}  ${pct(s.losses)}`)
  lines.push(`  ${'draws'.padEnd(w)}  ${pct(m.draws)}`)
  if (m.unfinished) lines.push(`  ${'unfinished'.padEnd(w)}  ${m.unfinished}`)
  const name = (id: string | null) => (id === null ? 'draw' : (m.sides.find((s) => s.id === id)?.name ?? id))
  lines.push('  How the games ended:')
  for (const e of m.endings) lines.push(`    ${String(e.games).padStart(4)}  ${name(e.winner)} by ${e.condition}, turn ${e.minTurn === e.maxTurn ? e.minTurn : `${e.minTurn}-${e.maxTurn} (mean ${fixed(e.meanTurn)})`}`)
  lines.push(`  Material on the map (mean strength: ${m.sides.map((s) => s.name).join(' / ')}; games still going):`)
  for (const p of m.material) lines.push(`    ${p.turn === 0 ? 'start ' : `turn ${String(p.turn).padStart(2)}`}  ${p.mean.map((x) => fixed(x).padStart(6)).join(' ')}   (${p.games})`)
  return lines
}
