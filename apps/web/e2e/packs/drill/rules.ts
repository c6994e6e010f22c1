import { definePlugin, injectable, reject, unitParam, type ActionDefinition, type GameRules, type GameState, type HookRegistry, type PluginApi, type Rejection, type RulePlugin, type Scenario } from '@hexes/core'
import { builtinScenarios } from '@hexes/registry'
import { defineWebPackRules } from '@hexes/web-kit'
import { z } from 'zod'

/**
 * A test rule plugin that does not ship with Hexes (the browser tests build it into the app
 * through HEXES_WEB_PACKS): in each leader-movement phase, every unit may once send a signal to a
 * hex at most 2 hexes away. It is the smallest plugin action with two picked fields.
 */
export const DRILL = 'drill'
export const DRILL_SIGNAL = 'drill/signal'

const signalSchema = z.strictObject({ type: z.literal(DRILL_SIGNAL), side: z.string(), unit: z.string(), hex: z.string() })
type SignalAction = z.infer<typeof signalSchema>
interface DrillState {
  signals: { unit: string; hex: string; turn: number }[]
}
const drillState = (s: GameState) => s.plugins[DRILL] as unknown as DrillState

function veto(state: GameState, rules: GameRules, a: SignalAction): Rejection | undefined {
  const unit = state.units.find((u) => u.id === a.unit)
  if (!unit || unit.side !== a.side || unit.status !== 'active' || !unit.hex) return reject('drill/not-yours', 'DRILL-1', `${a.unit} is not a unit of yours on the map`, { unit: unitParam(a.unit) })
  if (drillState(state).signals.some((s) => s.unit === a.unit && s.turn === state.turn.turn)) return reject('drill/already', 'DRILL-2', `${unit.name ?? unit.id} has already signalled this turn`, { unit: unitParam(a.unit) })
  const to = /^\d+,\d+$/.test(a.hex) ? rules.grid.indexOfRef(a.hex) : -1
  if (to < 0 || rules.grid.distance(rules.grid.indexOfRef(unit.hex), to) > 2) return reject('drill/too-far', 'DRILL-3', `${a.hex} is more than 2 hexes from ${unit.name ?? unit.id}`, {})
  return undefined
}

const signalAction: ActionDefinition<SignalAction> = {
  type: DRILL_SIGNAL,
  schema: signalSchema,
  validate: ({ state, rules, action }) => veto(state, rules, action),
  apply(ctx) {
    const { draft, action } = ctx
    drillState(draft).signals.push({ unit: action.unit, hex: action.hex, turn: draft.turn.turn })
    const unit = draft.units.find((u) => u.id === action.unit)!
    ctx.emit({ type: 'drillSignal', message: `${unit.name ?? unit.id} signals to ${action.hex}`, ruleId: 'DRILL-1', side: action.side, unit: unit.id, hex: action.hex })
  },
  enumerate({ state, rules, side }) {
    const out: SignalAction[] = []
    for (const u of state.units) {
      if (u.side !== side || u.status !== 'active' || !u.hex) continue
      const from = rules.grid.indexOfRef(u.hex)
      for (let i = 0; i < rules.grid.size; i++) {
        const a: SignalAction = { type: DRILL_SIGNAL, side, unit: u.id, hex: rules.grid.refOf(i) }
        if (rules.grid.distance(from, i) <= 2 && !veto(state, rules, a)) out.push(a)
      }
    }
    return out
  },
}

@injectable()
class DrillRules implements RulePlugin {
  apply(hooks: HookRegistry, api: PluginApi): void {
    hooks.phases.tap({ plugin: DRILL, stage: 20, ruleId: 'DRILL-1' }, (phases) => phases.map((p) => (p.id === 'leaders' ? { ...p, actions: [...p.actions, DRILL_SIGNAL] } : p)))
    hooks.setupState.tap({ plugin: DRILL, ruleId: 'DRILL-1' }, ({ draft }) => {
      draft.plugins[DRILL] = { signals: [] }
    })
    api.defineAction(signalAction)
  }
}

export const drillPlugin = definePlugin({
  manifest: { id: DRILL, name: 'Drill (test plugin)', version: '0.1.0', engine: '^0.1.0', description: 'Signals: a test plugin of the browser tests.', provides: [] },
  plugin: DrillRules,
})

const ford = (builtinScenarios as Scenario[]).find((s) => s.id === 'teaching-ford')!
/** The teaching scenario with the drill rules mixed in. */
export const drillScenario: Scenario = { ...ford, id: 'drill-ford', name: 'Drill at the Ford', plugins: [...ford.plugins, { id: DRILL }] } as Scenario

/** The rules half of the drill pack. */
export const drillRules = defineWebPackRules({ plugins: [drillPlugin], scenarios: [drillScenario] })
