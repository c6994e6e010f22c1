import { BATTLE_RECORD, inject, injectable, PLUGIN_CONFIG, type BattleRecordService, type HookRegistry, type RulePlugin } from '@hexes/core'
import type { VpConfig } from './config/vpConfig'
import { applyRecord } from './record/applyRecord'
import { applyVpVictory } from './score/applyVpVictory'
import { applyTallies } from './tally/applyTallies'

/**
 * The victory-point rules (catalogue §1.4 SK-VP-1..7, §2.4 GAP-VP-01..04, GAP-CAMP-07, GAP-CAMP-12,
 * I-09): the tallies kept as the game goes (`applyTallies`), the battle record they complete
 * (`applyRecord`, on the base rules' `BATTLE_RECORD`), the victory by VP and the score lines
 * (`applyVpVictory`). It holds only its config and the record service; every game datum lives in
 * `state.plugins['victory-points']`.
 */
@injectable()
export class VictoryPointsRules implements RulePlugin {
  constructor(
    @inject(PLUGIN_CONFIG) readonly config: VpConfig,
    @inject(BATTLE_RECORD) readonly records: BattleRecordService,
  ) {}

  apply(hooks: HookRegistry): void {
    applyTallies(hooks, this.config, this.records)
    applyRecord(hooks, this.config)
    applyVpVictory(hooks, this.config, this.records)
  }
}
