import {
  d6, eliminateUnit, findUnit, inject, injectable, msg, PLUGIN_CONFIG, reject, unitParam,
  type HookRegistry, type PluginApi, type RulePlugin,
} from '@hexes/core'
import { z } from 'zod'

/**
 * Config of the example rule set; the defaults are the rules. A scenario overrides them with
 * `{ "id": "example", "config": { "mp": 3 } }`.
 */
export const exampleConfigSchema = z.strictObject({
  /** Movement allowance of every unit. */
  mp: z.number().int().min(1).max(20).default(2),
  /** MP to enter a forest hex. */
  forestCost: z.number().int().min(1).max(20).default(2),
})

/** The validated config. */
export type ExampleConfig = z.output<typeof exampleConfigSchema>

/**
 * A deliberately small but complete rule set, the worked example of docs/plugins.md:
 * - turn: each side moves, then fights (`phases`);
 * - movement: `mp` MP, forest costs `forestCost`, rivers are impassable (`movementProfile`,
 *   `movementCost`); ZOC comes from the core movement search;
 * - combat: adjacent attackers each roll a d6 and add 1 per attacker; the defender rolls a d6;
 *   the higher total wins and the loser's unit is eliminated (`combatResolution`,
 *   `combatOutcome`). Each unit attacks once per turn (`combatEligibility`).
 *
 * Rule ids are `EX-*`: they are this example's own, not catalogue rules.
 */
@injectable()
export class ExampleRules implements RulePlugin {
  constructor(@inject(PLUGIN_CONFIG) private readonly config: ExampleConfig) {}

  apply(hooks: HookRegistry, _api: PluginApi): void {
    const id = 'example'
    hooks.phases.tap(id, () => [
      { id: 'movement', slot: '1', side: 0, label: 'Movement', actions: ['move'], ruleId: 'EX-1' },
      { id: 'combat', slot: '2', side: 0, label: 'Combat', actions: ['attack'], ruleId: 'EX-1' },
      { id: 'movement', slot: '3', side: 1, label: 'Movement', actions: ['move'], ruleId: 'EX-1' },
      { id: 'combat', slot: '4', side: 1, label: 'Combat', actions: ['attack'], ruleId: 'EX-1' },
      { id: 'victory', slot: '5', side: null, label: 'Victory check', actions: [], auto: 'victory', ruleId: 'EX-1' },
      { id: 'turn-end', slot: '6', side: null, label: 'End of turn', actions: [], auto: 'turn-end', ruleId: 'EX-1' },
    ])
    hooks.setupState.tap(id, ({ draft }) => {
      draft.plugins[id] = { fought: [] as string[] }
    })
    hooks.phaseStart.tap(id, ({ draft, phase }) => {
      if (phase.id === 'combat') (draft.plugins[id] as { fought: string[] }).fought = []
    })
    hooks.movementProfile.tap(id, (p) => ({ ...p, mp: this.config.mp }))
    hooks.movementCost.tap(id, (cost, { terrain }) => {
      if (terrain === 'forest') return { cost: this.config.forestCost, ruleId: 'EX-2' }
      if (terrain === 'river') return { cost: 'impassable', ruleId: 'EX-2' }
      return undefined
    })
    hooks.unitStrength.tap(id, () => 1)
    hooks.combatModes.tap(id, () => 'close')
    hooks.combatEligibility.tap(id, ({ state, rules, attackers, defender, targets }) => {
      if (!defender || targets.length !== 1) return reject('example/one-defender', 'EX-3', 'An attack has exactly one defender', {})
      const fought = (state.plugins[id] as { fought: string[] }).fought
      for (const a of attackers) {
        if (fought.includes(a.id)) return reject('example/already-fought', 'EX-3', `${a.id} has already attacked this turn`, { unit: unitParam(a.id) })
        if (rules.grid.distance(rules.grid.indexOfRef(a.hex!), rules.grid.indexOfRef(defender.hex!)) !== 1) {
          return reject('example/not-adjacent', 'EX-3', `${a.id} is not adjacent to the defender`, { unit: unitParam(a.id) })
        }
      }
      return undefined
    })
    hooks.combatModifiers.tap(id, ({ attackers }) =>
      attackers.length > 1 ? { source: id, ruleId: 'EX-4', label: 'Extra attackers', text: msg('modifier/extra-attackers'), value: attackers.length - 1, kind: 'drm' } : undefined,
    )
    hooks.combatResolution.tap(id, ({ modifiers, dice }) => {
      const bonus = modifiers.filter((m) => m.kind === 'drm').reduce((s, m) => s + m.value, 0)
      const attack = dice.roll(d6(), 'EX-4 attacker').value + bonus
      const defence = dice.roll(d6(), 'EX-4 defender').value
      const key = attack > defence ? 'defender-eliminated' : 'attacker-eliminated'
      const text = msg('outcome/example', { attack, defence, result: msg(`example/result/${key}`) })
      return { key, label: `${attack} against ${defence}: ${key.replace('-', ' ')}`, text, data: { attack, defence } }
    })
    hooks.combatOutcome.tap(id, (ctx) => {
      const { draft, decl, outcome } = ctx
      ;(draft.plugins[id] as { fought: string[] }).fought.push(...decl.attackers)
      const loser = outcome.key === 'defender-eliminated' ? decl.defender! : decl.attackers[0]!
      eliminateUnit(ctx, findUnit(draft, loser)!, 1, 'EX-4')
    })
  }
}
