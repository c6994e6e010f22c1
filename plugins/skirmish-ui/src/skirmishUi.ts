import { isRejection, stableStringify, type BaseAction } from '@hexes/core'
import { CHARGE, previewCombat, SK, skirmishDice } from '@hexes/plugin-skirmish'
import { definePluginUi, type OddsView, type PluginUi } from '@hexes/web-kit'
import { allyLabel } from './allyLabel'
import { cardRows } from './cardRows'
import { chargeMarks } from './chargeMarks'
import { facingMarks } from './facingMarks'
import { meleeLinks } from './meleeLinks'
import { en } from './messages.en'
import { fr } from './messages.fr'
import { oddsViews } from './oddsViews'
import { rangeZones } from './rangeZones'
import { skTablesOf } from './skTablesOf'
import { strikeDice } from './strikeDice'
import type { Words } from './words'

/** The id of the skirmish dice plugin (mixed into HEXES Med). */
const SKIRMISH_DICE = skirmishDice.manifest.id

/**
 * The skirmish UI module of one rule plugin: everything below reads the game through the skirmish
 * tables the plugin provides (`SK_TABLES`) and the engine, never the plugin's id, so the same
 * module serves the standalone rules (`skirmish`) and the skirmish dice inside a HEXES Med game
 * (`skirmish-dice`), with the charge of each.
 */
function skirmishUiFor(plugin: string): PluginUi {
  return definePluginUi({
    plugin,
    actions: [{ type: CHARGE, label: 'charge', picks: [{ field: 'unit', kind: 'unit' }, { field: 'target', kind: 'unit' }], confirm: 'button' }],
    messages: { en, fr },
    setup(ctx) {
      const rules = ctx.query((_s, r) => r)
      if (!rules) return {}
      const tables = skTablesOf(rules)
      const w: Words = { t: (k, p) => ctx.t(k, p), unit: (id) => ctx.unitName(id) }
      // The odds of one action on one state are computed once (the app asks again on every render).
      let cached: { key: string; views: readonly OddsView[] | undefined } | null = null
      return {
        counterMarks: (unit) => {
          const s = ctx.viewState.value
          return s ? facingMarks(s, tables, unit, w) : []
        },
        mapMarks: () => {
          const s = ctx.viewState.value
          if (!s) return []
          const live = ctx.state.value
          // The shooter of a volley being planned, else the selected unit.
          const draft = ctx.draft.value
          const planned = draft?.type === 'attack' && Array.isArray(draft.fields.attackers) ? (draft.fields.attackers as string[])[0] : undefined
          return [
            ...meleeLinks(s, tables.config.lockAfterAttacks, w),
            ...rangeZones(rules, s, tables, planned ?? ctx.selected.value, w),
            ...(live && s === live ? chargeMarks(rules, live, tables, ctx.draft.value, w) : []),
          ]
        },
        unitCardRows: (unit) => {
          const s = ctx.viewState.value
          return s ? cardRows(s, tables, unit, w) : []
        },
        actionOdds: (action: BaseAction) => {
          const key = `${ctx.revision.value}|${stableStringify(action)}`
          if (cached?.key === key) return cached.views
          const r = ctx.query((s) => previewCombat(rules, s, action))
          const views = r && !isRejection(r) ? oddsViews(r, w) : undefined
          cached = { key, views }
          return views
        },
        eventDice: (event) => strikeDice(event, w),
        actionLabel: (action) => allyLabel(action, ctx.state.value?.sides ?? [], (side) => ctx.sideName(side), w),
      }
    },
  })
}

/**
 * The skirmish rules in the web app, through the app's generic plugin UI hooks only:
 * - counters: an arrow toward each unit's facing, a badge while locked in melee;
 * - the map: every melee (a solid marked line when locked, dashed when only engaged), the short
 *   and long range bands of the shooter of the volley being planned (else of the selected unit), and a charge being declared (its reach, then
 *   where it ends and the arc it comes in by);
 * - the unit card: HP and figures, facing, profile, weapon ranges, melees, this turn's actions;
 * - the charge (`sk/charge`) played by the app's picker: the charger, then its target;
 * - before a charge, a melee or a volley is confirmed, each strike's plan (dice, the face it
 *   needs, to-hit bonus, defence) and the exact odds of the combat (the plugin's `previewCombat`:
 *   the engine's enumeration over its own resolver);
 * - after a combat, its dice die by die (skulls, natural 6s and 1s, what they needed, damage
 *   dice, an incomplete charger's bonus die, a volley into a melee's assignment dice);
 * - a third army's choice of side in a melee (`sk/ally`) in words: `join <side>`.
 */
export const skirmishUi = skirmishUiFor(SK)

/**
 * The skirmish dice inside a HEXES Med game (plugin `skirmish-dice`, catalogue I-02) in the web
 * app: the same module as {@link skirmishUi} (facing arrows of the last hex entered, HP on the
 * unit card, locked melees, the exact odds of every charge, melee and volley, the dice die by
 * die); the charge is declared in HEXES Med's movement phase, its reach in MP (I-05, R-15).
 */
export const skirmishDiceUi = skirmishUiFor(SKIRMISH_DICE)
