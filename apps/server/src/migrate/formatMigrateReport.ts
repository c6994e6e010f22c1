import type { MigrateReport } from './migrateGames'
import { pinKey, type Pin } from './PluginSet'

/** The languages of the migrate report. */
export type MigrateLang = 'en' | 'fr'

const TEXTS: Record<MigrateLang, {
  none: string
  outcome: (r: MigrateReport) => string
  summary: (n: number, diverging: number) => string
}> = {
  en: {
    none: 'No running game.',
    outcome: (r) => ({
      current: 'already on the installed rules',
      unchanged: 'unchanged: pins moved to the installed rules',
      diverges: `diverges at action ${r.divergesAt} (${r.detail === 'hash' ? 'another outcome' : `refused: ${r.detail}`}): held on its rules until its players accept`,
      moved: 'kept moving during the replay: left as it was, run migrate again',
      failed: `cannot be replayed: ${r.detail}`,
    })[r.outcome],
    summary: (n, d) => `${n} running game${n === 1 ? '' : 's'}, ${d} diverging.`,
  },
  fr: {
    none: 'Aucune partie en cours.',
    outcome: (r) => ({
      current: 'déjà sur les règles installées',
      unchanged: 'inchangée : épinglée sur les règles installées',
      diverges: `diverge à l'action ${r.divergesAt} (${r.detail === 'hash' ? 'autre résultat' : `refusée : ${r.detail}`}) : garde ses règles jusqu'à l'accord de ses joueurs`,
      moved: 'a avancé pendant la relecture : laissée telle quelle, relancez migrate',
      failed: `impossible à rejouer : ${r.detail}`,
    })[r.outcome],
    summary: (n, d) => `${n} partie${n > 1 ? 's' : ''} en cours, ${d} divergente${d > 1 ? 's' : ''}.`,
  },
}

const pins = (p: readonly Pin[]): string => p.map(pinKey).join(', ')

/**
 * The report of `hexes server migrate`, one line per game (id, scenario, pins before and after,
 * what happened), then a summary line, in English or French.
 *
 * @example formatMigrateReport(reports, 'en') // 'g7Kx2  teaching-ford  hexes-med@0.1.0 -> hexes-med@0.2.0  diverges at action 17 ...'
 */
export function formatMigrateReport(reports: readonly MigrateReport[], lang: MigrateLang = 'en'): string {
  const t = TEXTS[lang]
  if (reports.length === 0) return `${t.none}\n`
  const lines = reports.map((r) => `${r.gameId}  ${r.scenarioId}  ${pins(r.from)} -> ${pins(r.to)}  ${t.outcome(r)}`)
  lines.push(t.summary(reports.length, reports.filter((r) => r.outcome === 'diverges').length))
  return `${lines.join('\n')}\n`
}
