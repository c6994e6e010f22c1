import type { BaseAction, GameState } from '@hexes/core'
import type { SkTables } from '@hexes/plugin-skirmish'
import { machineOf, RELOAD, SHOOT } from '@hexes/plugin-war-machines'
import type { WmWords } from './words'

/**
 * The words of a war-machine action shown as a button: a reload turn (`reload the Catapult`, or
 * bank a misfire re-roll when it is loaded, SK-WM-3, GAP-SK-33) and a shot at a unit or a
 * structure (`the Catapult shoots at the bridge`, in haste when not loaded, SK-WM-4; a cannon's
 * estimated distance, SK-WM-9). `undefined` for another action.
 */
export function actionLabel(action: BaseAction, state: GameState | null, tables: SkTables, w: WmWords): string | undefined {
  const a = action as BaseAction & Record<string, unknown>
  const unit = typeof a.unit === 'string' ? w.unit(a.unit) : ''
  const m = state && typeof a.unit === 'string' ? machineOf(state, a.unit) : undefined
  switch (a.type) {
    case RELOAD: return w.t(m?.loaded === true ? 'labels.bank' : 'labels.reload', { unit })
    case SHOOT: {
      const target = typeof a.target === 'string' ? w.unit(a.target) : typeof a.structure === 'string' ? w.structure(tables.structure(a.structure) ?? { id: a.structure }) : ''
      const key = m && !m.loaded ? 'labels.shootHasty' : 'labels.shoot'
      const label = w.t(key, { unit, target })
      return typeof a.distance === 'number' ? w.t('labels.withDistance', { label, paces: a.distance }) : label
    }
    default: return undefined
  }
}
