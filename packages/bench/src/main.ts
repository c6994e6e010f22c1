// `pnpm --filter @hexes/bench bench`: run the movement benchmark and print the report.
import { formatMovementBench, runMovementBench } from './index'

console.log(formatMovementBench(runMovementBench()))
