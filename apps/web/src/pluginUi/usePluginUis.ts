import type { BaseAction, GameEvent, LeaderState, UnitState } from '@hexes/core'
import { pickable, type ActionDescriptor, type ActionDraft, type CounterMark, type DiceGroup, type MapMark, type OddsView, type PluginPanel, type PluginUi, type PluginUiContext, type PluginUiInstance, type UnitCardRow } from '@hexes/web-kit'
import { computed, effectScope, markRaw, onScopeDispose, provide, shallowRef, watch, type EffectScope } from 'vue'
import { useI18n } from 'vue-i18n'
import RuleLink from '../components/RuleLink.vue'
import { useEngineText } from '../composables/useEngineText'
import { usePlayStore } from '../stores/play'
import { useSessionStore } from '../stores/session'
import { createActionPicker } from './actionPicker'
import { PLUGIN_CHARTS } from './pluginCharts'
import { uiModules, uiModulesFor } from './uiModules'

/** A plugin UI module running in the current game. */
export interface ActiveUi {
  ui: PluginUi
  ctx: PluginUiContext
  instance: PluginUiInstance
}

/** A panel to show now, with the context its components read. */
export interface ShownPanel {
  key: string
  ctx: PluginUiContext
  panel: PluginPanel
}

/**
 * The plugin UI modules of the current game, for the game screen: one context and one instance per
 * module whose rule plugin is in the mix, made when a game starts (in an effect scope stopped with
 * it), and what they add together: panels, map highlights, map clicks, off-map notes, leader
 * badges, the described actions, counter and map marks, unit card rows, the odds of the action
 * being drafted (`ctx.draft`), the dice of an event and the words of an action shown as a button. The game screen names no plugin; this is where they meet.
 */
export function usePluginUis(modules: readonly PluginUi[] = uiModules) {
  const session = useSessionStore()
  const play = usePlayStore()
  const { t } = useI18n()
  const text = useEngineText(() => session.textSource)
  const humanToAct = computed(() => play.humanToAct)
  const active = shallowRef<ActiveUi[]>([])
  let scope: EffectScope | null = null
  // The action being put together (`ctx.draft`), defined once the picker exists (below).
  const draft = computed<ActionDraft | null>(() => draftNow())

  function contextOf(ui: PluginUi): PluginUiContext {
    const prefix = `plugins.${ui.plugin}.`
    return {
      state: computed(() => session.state),
      viewState: computed(() => session.viewState),
      events: computed(() => session.viewEvents),
      legal: computed(() => session.legal),
      phase: computed(() => session.phase),
      pending: computed(() => session.pending),
      humanToAct,
      revision: computed(() => session.revision),
      selected: computed(() => play.selected),
      draft,
      query: (fn) => session.query(fn) ?? undefined,
      check: (action) => session.check(action as BaseAction & Record<string, unknown>) ?? undefined,
      act: (action) => sent(play.perform(action as BaseAction & Record<string, unknown>)),
      endPhase: () => sent(play.endPhase()),
      t: (key, params, plural) => (plural === undefined ? t(prefix + key, params ?? {}) : t(prefix + key, params ?? {}, plural)),
      rejectionText: (r) => text.value.rejection(r),
      unitName: (u) => text.value.unit(u),
      leaderName: (l) => text.value.leader(l),
      sideName: (x) => text.value.side(x),
      engineName: (key, fallback) => text.value.name(key, fallback),
      engineNameOf: (key, english) => text.value.nameOf(key, english),
      RuleLink: markRaw(RuleLink),
    }
  }

  watch(() => session.textSource, (source) => {
    scope?.stop()
    scope = null
    active.value = []
    if (!source) return
    const s = effectScope(true)
    scope = s
    active.value = s.run(() => uiModulesFor(source.rules.plugins.map((p) => p.id), modules).map((ui) => {
      const ctx = contextOf(ui)
      return { ui, ctx, instance: ui.setup?.(ctx) ?? {} }
    })) ?? []
  }, { immediate: true })
  onScopeDispose(() => scope?.stop())

  const panels = computed<ShownPanel[]>(() => active.value.flatMap((a) => (a.instance.panels ?? []).filter((p) => p.shown()).map((panel) => ({ key: `${a.ui.plugin}/${panel.id}`, ctx: a.ctx, panel }))))
  /** The modules' charts of the rules (shown in the rules sheet, which reads them from `PLUGIN_CHARTS`). */
  const charts = computed<ShownPanel[]>(() => active.value.flatMap((a) => (a.instance.charts ?? []).filter((p) => p.shown()).map((panel) => ({ key: `${a.ui.plugin}/${panel.id}`, ctx: a.ctx, panel }))))
  provide(PLUGIN_CHARTS, charts)
  /** A shown panel takes the actions area (the app's own panels give way). */
  const replacing = computed(() => panels.value.some((p) => (p.panel.placement ?? 'replace') === 'replace'))
  const appended = computed(() => panels.value.filter((p) => p.panel.placement === 'append'))
  /** The shown panels that take the actions area. */
  const replacingPanels = computed(() => panels.value.filter((p) => p.panel.placement !== 'append'))
  /** Action types played through a shown panel of their module (listed nowhere else meanwhile). */
  const ownActions = computed(() => new Set(active.value.filter((a) => (a.instance.panels ?? []).some((p) => p.shown())).flatMap((a) => a.instance.ownActions ?? [])))

  const picker = createActionPicker(
    () => active.value.flatMap((a) => (a.ui.actions ?? []).map((descriptor: ActionDescriptor) => ({ descriptor, ctx: a.ctx }))),
    () => session.legal,
    () => humanToAct.value && !session.pending && !replacing.value,
    (action) => sent(play.perform(action as BaseAction & Record<string, unknown>)),
  )
  /**
   * The draft the modules see: a described action being picked (its fields so far, the action once
   * one legal action is left), else the app's combat plan (the attack once the engine lists it).
   */
  function draftNow(): ActionDraft | null {
    const a = picker.active.value
    const p = picker.picking.value
    if (a && p) return { type: a.descriptor.type, fields: { ...picker.picked.value }, action: p.action }
    if (!play.canAttack || (!play.attackers.length && !play.defender)) return null
    const fields = { attackers: [...play.attackers], defender: play.defender, mode: play.effectiveMode }
    const same = (x: readonly string[]) => x.length === play.attackers.length && x.every((id) => play.attackers.includes(id))
    const action = play.legalAttacks.find((l) => l.defender === play.defender && l.mode === play.effectiveMode && same(l.attackers)) ?? null
    return { type: 'attack', fields, action }
  }

  /** The marks of every module on a unit's counter (drawn state). */
  function counterMarks(unit: UnitState): CounterMark[] {
    return active.value.flatMap((a) => a.instance.counterMarks?.(unit) ?? [])
  }
  /** Every module's marks on the map now, each id prefixed by its plugin (`skirmish/range-short`). */
  const mapMarks = computed<MapMark[]>(() => active.value.flatMap((a) => (a.instance.mapMarks?.() ?? []).map((m) => ({ ...m, id: `${a.ui.plugin}/${m.id}` }))))
  /** Every module's lines on the unit card of `unit`. */
  function unitCardRows(unit: UnitState): UnitCardRow[] {
    return active.value.flatMap((a) => a.instance.unitCardRows?.(unit) ?? [])
  }
  /** The modules' odds of an action before it is confirmed (empty when none says anything). */
  function actionOdds(action: BaseAction): OddsView[] {
    return active.value.flatMap((a) => a.instance.actionOdds?.(action) ?? [])
  }
  /** The dice an event rolled, die by die, from the first module that reads it. */
  function eventDice(event: GameEvent): readonly DiceGroup[] | undefined {
    for (const a of active.value) {
      const d = a.instance.eventDice?.(event)
      if (d) return d
    }
    return undefined
  }

  /** The words of an action shown as a button (a decision's answer, a generic action), from the first module that words it. */
  function actionLabel(action: BaseAction): string | undefined {
    for (const a of active.value) {
      const l = a.instance.actionLabel?.(action)
      if (l !== undefined) return l
    }
    return undefined
  }

  /** Action types that have a descriptor in this game. */
  const describedTypes = computed(() => new Set(active.value.flatMap((a) => (a.ui.actions ?? []).map((d) => d.type))))
  /** Whether a descriptor's picks reach `action` (the generic list leaves it to the picker; it keeps an action of a described type that no pick reaches). */
  function described(action: BaseAction): boolean {
    return active.value.some((a) => (a.ui.actions ?? []).some((d) => pickable(d, action)))
  }

  /** The hexes to light: the modules' own, and the candidates of a pick under way. */
  const highlights = computed(() => {
    const placement: string[] = []
    const targets: string[] = []
    for (const a of active.value) {
      const h = a.instance.highlights?.()
      if (h?.placement) placement.push(...h.placement)
      if (h?.targets) targets.push(...h.targets)
    }
    const p = picker.picking.value
    if (p?.next) {
      const s = session.state
      for (const c of p.candidates) {
        if (p.next.kind === 'hex') targets.push(c)
        else if (p.next.kind === 'unit') targets.push(...(s?.units.filter((u) => u.id === c && u.hex).map((u) => u.hex!) ?? []))
        else targets.push(...(s?.leaders.filter((l) => l.id === c && l.unit).map((l) => s.units.find((u) => u.id === l.unit)?.hex ?? '').filter(Boolean) ?? []))
      }
    }
    return { placement, targets }
  })

  /** A click on the map: a pick under way first, then the modules; `true` when one of them took it. */
  function clickHex(hex: string): boolean {
    const p = picker.picking.value
    if (p?.next) {
      const s = session.state
      const unit = s?.units.find((u) => u.hex === hex && u.status === 'active')
      const value = p.next.kind === 'hex' ? hex : p.next.kind === 'unit' ? unit?.id : s?.leaders.find((l) => l.unit === unit?.id && p.candidates.includes(l.id))?.id
      if (value && p.candidates.includes(value)) picker.pick(value)
      return true
    }
    for (const a of active.value) if (a.instance.clickHex?.(hex)) return true
    return false
  }

  /** Why units and leaders are off the map, in the page's language (by id). */
  const offMapNotes = computed<Record<string, string>>(() => {
    const out: Record<string, string> = {}
    for (const a of active.value) {
      const notes = a.instance.offMapNotes?.() ?? {}
      for (const id of Object.keys(notes).sort()) out[id] = a.ctx.t(`offMap.${notes[id]!.key}`, notes[id]!.params)
    }
    return out
  })

  /** A leader's badge on the counters, from the first module that knows it. */
  function leaderBadge(leader: LeaderState): string | undefined {
    for (const a of active.value) {
      const b = a.instance.leaderBadge?.(leader)
      if (b !== undefined) return b
    }
    return undefined
  }

  // A new phase, turn or game ends a pick under way.
  watch([() => session.state?.turn.phaseIndex, () => session.state?.turn.turn, () => session.setup], () => picker.cancel())

  return {
    active, panels, replacingPanels, charts, replacing, appended, ownActions, describedTypes, described, picker, highlights, clickHex, offMapNotes, leaderBadge,
    draft, counterMarks, mapMarks, unitCardRows, actionOdds, eventDice, actionLabel,
  }
}

/** What {@link usePluginUis} gives the game screen. */
export type PluginUis = ReturnType<typeof usePluginUis>

/**
 * The plugin UI contract's answer to `act` (a boolean, at once): a remote game's action is on its
 * way to the server, so it counts as played; its rejection, if any, shows like any other.
 */
function sent(r: boolean | Promise<boolean>): boolean {
  return r instanceof Promise ? true : r
}
