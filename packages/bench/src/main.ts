// `pnpm --filter @hexes/bench bench [--dice | --skirmish]`: run the movement benchmark (or the dice benchmark, or the skirmish odds benchmark) and print the report.
import { formatDiceBench, formatMovementBench, formatSkirmishOddsBench, runDiceBench, runMovementBench, runSkirmishOddsBench } from './index'

const arg = (name: string) => process.argv.includes(name)
console.log(arg('--skirmish') ? formatSkirmishOddsBench(runSkirmishOddsBench()) : arg('--dice') ? formatDiceBench(runDiceBench()) : formatMovementBench(runMovementBench()))
