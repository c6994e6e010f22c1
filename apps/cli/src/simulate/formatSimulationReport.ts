import { gamesDigest, type GameRecord, type SimulationReport } from './runSimulation'

const int = (n: number) => Math.round(n).toLocaleString('en-US')
const fixed = (n: number, d = 1) => n.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d })
const pct = (n: number, of: number) => (of === 0 ? '-' : `${fixed((100 * n) / of)}%`)
const secs = (ms: number) => `${fixed(ms / 1000, 2)} s`

/** Failures listed in full; the rest are counted. */
const MAX_LISTED = 20
/** Seeds listed after the failures shown in full. */
const MAX_SEEDS = 50

/**
 * The simulation report for the terminal. `cores`: the machine's cores, to tell a shared machine
 * from more threads than cores when the CPU time is low.
 */
export function formatSimulationReport(r: SimulationReport, command: string, cores = Infinity): string {
  const lines: string[] = []
  const lastSeed = r.firstSeed + r.games - 1
  const bots = r.sides.map((s) => s.bot).join(' vs ')
  const variant = r.variant ? `, variant ${r.variant.id} (${r.variant.name})` : ''
  lines.push(`Simulated ${int(r.games)} game${r.games === 1 ? '' : 's'} of ${r.scenario.id} (${r.scenario.name})${variant}`)
  lines.push(`  seeds ${r.firstSeed}..${lastSeed}, bots ${bots}, at most ${int(r.maxActions)} actions per game`)
  lines.push('')
  lines.push('Results')
  const width = Math.max(5, ...r.sides.map((s) => s.name.length + s.id.length + 3))
  for (const s of r.sides) {
    const n = r.wins[s.id] ?? 0
    lines.push(`  ${`${s.name} (${s.id})`.padEnd(width)}  ${int(n).padStart(7)}  ${pct(n, r.games).padStart(6)}`)
  }
  lines.push(`  ${'draws'.padEnd(width)}  ${int(r.draws).padStart(7)}  ${pct(r.draws, r.games).padStart(6)}`)
  if (r.unfinished) lines.push(`  ${'unfinished'.padEnd(width)}  ${int(r.unfinished).padStart(7)}  ${pct(r.unfinished, r.games).padStart(6)}`)
  lines.push('')
  const g = Math.max(1, r.games)
  lines.push(`Game length: ${fixed(r.totalActions / g)} actions on average (min ${int(r.minActions)}, max ${int(r.maxActionsSeen)}), ${fixed(r.totalTurns / g)} turns`)
  const types = Object.entries(r.actionsByType).sort((a, b) => b[1] - a[1])
  if (types.length) lines.push(`Actions: ${types.map(([t, n]) => `${t} ${int(n)}`).join(', ')}`)
  const perBot = r.sides.map((side, i) => {
    const ms = r.timing.thinkMs[i] ?? 0
    return `${side.id} (${side.bot}) ${int(side.decisions)} in ${secs(ms)}, ${ms > 0 ? int((1000 * side.decisions) / ms) : '-'}/s`
  })
  lines.push(`Decisions: ${perBot.join('; ')}`)
  lines.push(`Checks: invariants after ${int(r.checkedActions)} actions; ${int(r.replayedGames)} game${r.replayedGames === 1 ? '' : 's'} replayed from a save file`)
  lines.push(`Games digest: ${gamesDigest(r)} (final state hashes of seeds ${r.firstSeed}..${lastSeed})`)
  lines.push('')
  if (r.failures.length === 0) lines.push('Failures: none')
  else {
    lines.push(`Failures: ${r.failures.length} game${r.failures.length === 1 ? '' : 's'}`)
    for (const f of r.failures.slice(0, MAX_LISTED)) lines.push(...formatFailure(f, command))
    if (r.failures.length > MAX_LISTED) {
      const rest = r.failures.slice(MAX_LISTED)
      const seeds = rest.slice(0, MAX_SEEDS).map((f) => f.seed).join(', ')
      lines.push(`  ... and ${rest.length} more (seeds ${seeds}${rest.length > MAX_SEEDS ? ', ...' : ''})`)
    }
  }
  lines.push('')
  const t = r.timing
  const s = Math.max(t.totalMs, 1e-6) / 1000
  const playS = Math.max(t.playMs, 1e-6) / 1000
  // Each thread should keep a core busy: much less CPU than threads x wall time means the machine was shared.
  const busy = t.cpuMs !== null && t.totalMs > 1000 && t.cpuMs < 0.8 * Math.min(r.jobs, cores) * t.totalMs
  const cpu = t.cpuMs === null ? '' : ` (process CPU ${secs(t.cpuMs)}${busy ? ': other processes took the CPU, rates are understated' : ''})`
  lines.push(`Speed: ${secs(t.totalMs)} in all${cpu}; ${fixed(r.games / s)} games/s, ${int(r.totalActions / s)} actions/s`)
  lines.push(`  ${r.jobs > 1 ? `${r.jobs} threads, summed: ` : ''}play ${secs(t.playMs)} (${int(r.totalActions / playS)} actions/s per thread), invariants ${secs(t.invariantsMs)}, replays ${secs(t.replayMs)}, setup ${secs(t.setupMs)}`)
  return lines.join('\n') + '\n'
}

function formatFailure(f: GameRecord, command: string): string[] {
  const x = f.failure!
  const act = x.action ? ` ${JSON.stringify(x.action)}` : ''
  const where = x.actionIndex < 0 ? 'in the initial state' : x.kind === 'error' ? `at action #${x.actionIndex}${act}` : `after action #${x.actionIndex}${act}`
  const out = [`  seed ${f.seed}: ${x.kind} ${x.code} ${where} (turn ${f.turns})`, `    ${x.message.split('\n').join('\n    ')}`]
  if (x.issues.length > 1) out.push(`    (+${x.issues.length - 1} more issue${x.issues.length === 2 ? '' : 's'})`)
  out.push(`    reproduce: ${command} --games 1 --seed ${f.seed}`)
  return out
}
