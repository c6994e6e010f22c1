import type { BenchTarget } from './benchTarget'

/**
 * One target line of a bench report: `PASS` or `MISS`, the label, the measured value and the goal,
 * e.g. `  PASS  distance field, 100x100: 0.412 ms (target <= 2 ms)`.
 *
 * @param t - the measured target
 */
export function formatTarget(t: BenchTarget): string {
  const tight = t.unit === 'x' || t.unit === '/s'
  const value = tight ? `${t.value.toFixed(1)}${t.unit}` : `${t.value.toFixed(t.unit === 'ms' ? 3 : 2)} ${t.unit}`
  const goal = `${t.atLeast ? '>=' : '<='} ${t.threshold}${tight ? t.unit : ` ${t.unit}`}`
  return `  ${t.pass ? 'PASS' : 'MISS'}  ${t.label}: ${value} (target ${goal})`
}

/**
 * The end of every bench report: the targets (with a warning in tiny mode), then the run's wall time.
 *
 * @param report - `tiny`, the measured `targets` and `totalMs`
 * @param few - what tiny mode has too few of (`'queries'`, `'samples'`)
 * @returns the lines, to append to the report's own
 */
export function formatTargets(report: { tiny: boolean; targets: readonly BenchTarget[]; totalMs: number }, few: string): string[] {
  return [
    report.tiny ? `targets (tiny mode: too few ${few} for the timings to mean much):` : 'targets:',
    ...report.targets.map(formatTarget),
    '',
    `total ${(report.totalMs / 1000).toFixed(1)} s`,
  ]
}
