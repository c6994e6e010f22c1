import { FLY_ON, FLYERS, type FlyersConfig } from '@hexes/plugin-flyers'
import { SK_TABLES, type SkTables } from '@hexes/plugin-skirmish'
import { definePluginUi } from '@hexes/web-kit'
import { actionLabel, flyerBadges, flyerCardRows, flyOnReach } from './flyerMarks'
import { en } from './messages.en'
import { fr } from './messages.fr'
import type { FlyWords } from './words'

/**
 * The flyers rules (`flyers`) in the web app, through the app's generic plugin UI hooks:
 * - counters: a badge on a flyer in flight, another on a grounded one, with why (SK-FLY-1/2);
 * - the unit card: in flight or grounded and why, and the ground allowance left (GAP-SK-26);
 * - the fly-on after an attack (`fly/on`, SK-FLY-4) played by the app's picker (the flyer, then
 *   the hex), its reach on the map for the selected flyer, and its words as a button.
 */
export const flyersUi = definePluginUi({
  plugin: FLYERS,
  actions: [{ type: FLY_ON, label: 'flyOn', picks: [{ field: 'unit', kind: 'unit' }, { field: 'to', kind: 'hex' }], confirm: 'button' }],
  messages: { en, fr },
  setup(ctx) {
    const rules = ctx.query((_s, r) => r)
    const config = rules?.config<FlyersConfig>(FLYERS)
    if (!rules || !config) return {}
    const tables = rules.container.resolve<SkTables>(SK_TABLES)
    const w: FlyWords = { t: (k, p) => ctx.t(k, p), unit: (id) => ctx.unitName(id), terrain: (id) => ctx.engineName(`terrain/${id}`, id) }
    return {
      counterMarks: (unit) => {
        const s = ctx.viewState.value
        return s ? flyerBadges(rules, s, tables, config, unit, w) : []
      },
      unitCardRows: (unit) => {
        const s = ctx.viewState.value
        return s ? flyerCardRows(rules, s, tables, config, unit, w) : []
      },
      mapMarks: () => flyOnReach(ctx.legal.value, ctx.selected.value, w),
      actionLabel: (action) => actionLabel(action, w),
    }
  },
})
