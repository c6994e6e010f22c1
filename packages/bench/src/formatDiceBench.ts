import { formatTargets } from './formatTargets'
import type { DiceBenchReport } from './runDiceBench'

const us = (x: number): string => x.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

/**
 * A plain-text report of the dice benchmark: the attack, the size of its exact distribution, the
 * median time of `enumerateOutcomes` and of the direct DP with their ratio, then the target with
 * PASS or MISS.
 */
export function formatDiceBench(report: DiceBenchReport): string {
  const a = report.attack
  const sign = a.attackBonus >= 0 ? '+' : ''
  const lines: string[] = []
  lines.push(`Dice benchmark: exact odds of a skirmish attack (SK-COMBAT-1..12), ${a.dice} d6 at ${sign}${a.attackBonus} vs defence ${a.defence}, damage ${a.damage} vs constitution ${a.constitution}, ${a.hp} HP`)
  lines.push(`${report.outcomes} outcomes hits:hpLost (${report.bigOutcomes} beyond 2^53, exact in Rational.big), ${report.leaves.toLocaleString('en-US')} paths enumerated by counts (die by die: up to 6^${2 * a.dice} face sequences)`)
  lines.push(`${report.checkedOutcomes} outcomes checked: enumerateOutcomes and the direct DP agree exactly; expected hits ${report.expectedHits.toFixed(3)}, HP lost ${report.expectedHpLost.toFixed(3)}`)
  lines.push('')
  lines.push(`${'enumerateOutcomes (pools)'.padEnd(30)}${us(report.exactUs).padStart(12)} µs`)
  lines.push(`${'direct DP (hand-written)'.padEnd(30)}${us(report.directUs).padStart(12)} µs`)
  lines.push(`${'ratio'.padEnd(30)}${`${report.ratio.toFixed(2)}x`.padStart(12)}    (enumerateOutcomes / direct DP)`)
  lines.push(`(median µs per whole distribution, ${report.samples}+ samples each over ${report.rounds} interleaved round${report.rounds === 1 ? '' : 's'} after warm-up)`)
  lines.push('')
  lines.push(...formatTargets(report, 'samples'))
  return lines.join('\n')
}
