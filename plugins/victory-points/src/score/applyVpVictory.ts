import type { BattleRecordService, HookRegistry } from '@hexes/core'
import type { VpConfig } from '../config/vpConfig'
import { VP } from '../state/VpState'
import { scoreVictoryPoints, vpWinner } from './scoreVictoryPoints'

/**
 * The victory by victory points and the score lines:
 * - `victory` at `endOfGame` (when `config.victory`): the side with the most VP wins, a tie is a
 *   draw (SK-VP-1..6; heroic acts, SK-VP-7, are voted after the battle and cannot decide it):
 *   conditions `victory-points` and `victory-points-tie`, whose texts are the plugin's messages;
 * - `scoring`: each side's points by rule, for hosts that show the score.
 *
 * A scenario condition of another side met when the last turn ends would make it a draw (the
 * core's simultaneous claims), so a scenario won by VP keeps only conditions that end the battle
 * early (the Ford of the Dead: an army wiped out).
 */
export function applyVpVictory(hooks: HookRegistry, config: VpConfig, records: BattleRecordService): void {
  const score = (ctx: Parameters<BattleRecordService['record']>[0]) => scoreVictoryPoints(records.record(ctx), { points: config.points })
  if (config.victory) {
    hooks.victory.tap({ plugin: VP, ruleId: 'SK-VP-6' }, (ctx) => {
      if (ctx.timing !== 'endOfGame') return []
      const scores = score(ctx)
      const winner = vpWinner(scores)
      const totals = scores.map((s) => `${ctx.state.sides.find((x) => x.id === s.side)?.name ?? s.side} ${s.total}`).join(', ')
      return [{ winner, condition: winner === null ? 'victory-points-tie' : 'victory-points', ruleId: 'SK-VP-1', message: winner === null ? `Victory points tied (${totals}): draw` : `Most victory points (${totals})` }]
    })
  }
  hooks.scoring.tap({ plugin: VP, ruleId: 'SK-VP-1' }, (ctx) => score(ctx).flatMap((s) => s.lines.filter((l) => l.points !== 0).map((l) => ({ side: s.side, points: l.points, ruleId: l.ruleId, label: `${l.ruleId} × ${l.count}` }))))
}
