import { SK_TABLES, structureKey, type SkTables } from '@hexes/plugin-skirmish'
import { SHOOT, WM, WM_CONFIG, type WmConfig } from '@hexes/plugin-war-machines'
import { definePluginUi } from '@hexes/web-kit'
import { computed } from 'vue'
import { actionLabel } from './actionLabel'
import { aimChances, aimMarks, aimOdds } from './aimMarks'
import { machineCardRows } from './machineCardRows'
import { en } from './messages.en'
import { fr } from './messages.fr'
import { shotDice } from './shotDice'
import { shotMarks, structureMarks } from './shotMarks'
import type { WmWords } from './words'

/**
 * The war-machine rules (`war-machines`) in the web app, through the app's generic plugin UI hooks:
 * - aiming (`wm/shoot` picked: the machine, then its target unit): every hex the template may
 *   cover on the map with its exact chance, and the odds beside the confirm button, from the
 *   rules' `shotChances`, the code that resolves the shot (GAP-SK-35);
 * - after a shot: the aimed hex, the scatter to the landing hex and the hexes covered on the map;
 *   in the event log the scatter and artillery dice die by die, the misfire table in words and
 *   each unit's damage (GAP-SK-04/05, SK-WM-3..11);
 * - the machine's card: loaded or reloading, banked re-rolls, crew and HP, disabled or jammed;
 * - structures' hits on the map, a destroyed one shown as such (SK-WM-12/13, GAP-SK-36);
 * - `wm/reload` and `wm/shoot` in words.
 */
export const warMachinesUi = definePluginUi({
  plugin: WM,
  actions: [{ type: SHOOT, label: 'shoot', picks: [{ field: 'unit', kind: 'unit' }, { field: 'target', kind: 'unit' }], confirm: 'button' }],
  messages: { en, fr },
  setup(ctx) {
    const rules = ctx.query((_s, r) => r)
    if (!rules || !rules.container.isRegistered(WM_CONFIG, true)) return {}
    const tables = rules.container.resolve<SkTables>(SK_TABLES)
    const config = rules.container.resolve<WmConfig>(WM_CONFIG)
    const w: WmWords = { t: (k, p) => ctx.t(k, p), unit: (id) => ctx.unitName(id), structure: (st) => ctx.engineName(structureKey(st.id), st.name ?? st.id) }
    const aiming = computed(() => {
      const d = ctx.draft.value
      const s = ctx.state.value
      return d?.type === SHOOT && s ? aimChances(rules, s, d.action) : undefined
    })
    return {
      mapMarks: () => {
        const s = ctx.viewState.value
        if (!s) return []
        const aim = aiming.value
        return [...(aim ? aimMarks(aim, w) : []), ...shotMarks(rules, s, ctx.events.value, w), ...structureMarks(s, tables, w)]
      },
      unitCardRows: (unit) => {
        const s = ctx.viewState.value
        return s ? machineCardRows(s, ctx.events.value, tables, config, unit, w) : []
      },
      actionOdds: (action) => {
        const s = ctx.state.value
        const c = s ? aimChances(rules, s, action) : undefined
        return c ? aimOdds(c, w) : undefined
      },
      eventDice: (event) => shotDice(event, w),
      actionLabel: (action) => actionLabel(action, ctx.state.value, tables, w),
    }
  },
})
