import { cloneJson, findUnit, inject, injectable, PLUGIN_CONFIG, type HookRegistry, type PluginApi, type RulePlugin } from '@hexes/core'
import type { SwConfig } from './config/swConfig'
import { placementRulesFor } from './placement/placementBoard'
import { swScenarioChecks } from './scenario/swScenarioChecks'
import { insertSwPhase, sideIndex, SW_PHASE_ID, swPhase } from './sequence/swPhase'
import { currentWave, initialSwState, SW } from './state/SwState'
import { swInvariants } from './state/swInvariants'
import { declareAction } from './wave/declareAction'
import { finishWave } from './wave/finishWave'
import { placeAction } from './wave/placeAction'
import { placeLeaderAction } from './wave/placeLeaderAction'
import { restartAction, setAsideAction } from './wave/setAsideActions'

/**
 * Successive Waves (catalogue §1.2, SW-1..SW-18), mixed into a base rule set (HEXES Med, I-01).
 * It knows nothing of the base rules' internals: it asks the hooks they answer (`isWeakened`,
 * `movementCost`, `hexsideCost`, `unitStrength`) and restores units by copying back the `stats`
 * every plugin gave them at setup (GAP-SW-10).
 *
 * - `phases` (stage 10, after the base sequence): the Native player's phase in slot `6b` (SW-2);
 * - `setupState` (stage 10, after the base setup): the plugin state and the start-of-battle
 *   snapshot of every Native unit;
 * - actions `sw/declare`, `sw/place`, `sw/place-leader`, `sw/set-aside`, `sw/restart`;
 * - `placementLegality`: the one placement predicate for units of the current wave;
 * - `phaseEnd`: settles an unfinished wave (SW-13, SW-14);
 * - `validateScenario`, `invariants`.
 */
@injectable()
export class SuccessiveWavesRules implements RulePlugin {
  constructor(@inject(PLUGIN_CONFIG) private readonly config: SwConfig) {}

  apply(hooks: HookRegistry, api: PluginApi): void {
    const config = this.config
    hooks.phases.tap({ plugin: SW, stage: 10, ruleId: 'SW-2' }, (phases, { scenario }) => {
      const native = sideIndex(scenario, config.nativeSide)
      return native < 0 ? undefined : insertSwPhase(phases, swPhase(native))
    })
    hooks.setupState.tap({ plugin: SW, stage: 10, ruleId: 'SW-7' }, ({ draft }) => {
      const sw = initialSwState()
      sw.snapshots = draft.units.filter((u) => u.side === config.nativeSide).map((u) => ({ unit: u.id, stats: cloneJson(u.stats) }))
      draft.plugins[SW] = sw
    })
    hooks.validateScenario.tap({ plugin: SW, ruleId: 'SW-1' }, ({ scenario }) => swScenarioChecks(scenario, config))
    hooks.placementLegality.tap({ plugin: SW, ruleId: 'SW-8' }, ({ state, rules, unit, hex, purpose, batch }) => {
      if (purpose !== 'reinforcement') return undefined
      const wave = currentWave(state)
      if (!wave || !wave.pool.includes(unit.id)) return undefined
      const grid = rules.grid
      const placed = findUnit(state, unit.id) ?? unit
      return placementRulesFor(state, rules, placed, config).verdict(grid.indexOfRef(hex), batch.map((h) => grid.indexOfRef(h)))
    })
    hooks.phaseEnd.tap({ plugin: SW, ruleId: 'SW-13' }, (ctx) => {
      if (ctx.phase.id === SW_PHASE_ID) finishWave(ctx, config)
    })
    hooks.invariants.tap({ plugin: SW, ruleId: 'SW-16' }, ({ state }) => swInvariants(state, config))
    api.defineAction(declareAction(config))
    api.defineAction(placeAction(config))
    api.defineAction(placeLeaderAction(config))
    api.defineAction(setAsideAction(config))
    api.defineAction(restartAction(config))
  }
}
