// `pnpm --filter @hexes/bench bench [--dice]`: run the movement benchmark (or the dice benchmark) and print the report.
import { formatDiceBench, formatMovementBench, runDiceBench, runMovementBench } from './index'

console.log(process.argv.includes('--dice') ? formatDiceBench(runDiceBench()) : formatMovementBench(runMovementBench()))
