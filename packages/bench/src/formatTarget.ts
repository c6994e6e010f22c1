import type { BenchTarget } from './benchTarget'

/**
 * One target line of a bench report: `PASS` or `MISS`, the label, the measured value and the goal,
 * e.g. `  PASS  distance field, 100x100: 0.412 ms (target <= 2 ms)`.
 *
 * @param t - the measured target
 */
export function formatTarget(t: BenchTarget): string {
  const value = t.unit === 'x' ? `${t.value.toFixed(1)}x` : `${t.value.toFixed(t.unit === 'ms' ? 3 : 2)} ${t.unit}`
  const goal = `${t.atLeast ? '>=' : '<='} ${t.threshold}${t.unit === 'x' ? 'x' : ` ${t.unit}`}`
  return `  ${t.pass ? 'PASS' : 'MISS'}  ${t.label}: ${value} (target ${goal})`
}
