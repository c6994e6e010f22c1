import type { BaseAction } from '@hexes/core'
import { FACE_FEAR, HAND_OVER, PURSUE, RALLY, STANDING_ORDER } from '@hexes/plugin-skirmish-morale'
import type { SkTables } from '@hexes/plugin-skirmish'
import type { MoraleWords } from './words'

/**
 * The words of a skirmish morale action shown as a button: a pursuit decision's answers
 * (`pursue Londoners`, `let Londoners go`, SK-MORALE-4), a hand-over of prisoners (SK-PRIS-1/5), a
 * rally (SK-MORALE-7), a fear test before a close attack (I-13), a standing order. `undefined`
 * for another action.
 */
export function actionLabel(action: BaseAction, tables: SkTables, w: MoraleWords): string | undefined {
  const a = action as BaseAction & Record<string, unknown>
  const unit = typeof a.unit === 'string' ? w.unit(a.unit) : ''
  const target = typeof a.target === 'string' ? w.unit(a.target) : ''
  switch (a.type) {
    case PURSUE: return w.t(a.pursue === true ? 'labels.pursue' : 'labels.letGo', { unit, target })
    case RALLY: return w.t('labels.rally', { unit })
    case FACE_FEAR: return w.t('labels.faceFear', { unit, target })
    case HAND_OVER: {
      const prisoners = (Array.isArray(a.prisoners) ? (a.prisoners as string[]) : []).map((id) => w.unit(id)).join(', ')
      if (typeof a.guard === 'string') return w.t('labels.handOverGuard', { prisoners, guard: w.unit(a.guard) })
      const b = typeof a.building === 'string' ? tables.structure(a.building) : undefined
      return w.t('labels.handOverBuilding', { prisoners, building: b?.name ?? String(a.building) })
    }
    case STANDING_ORDER: {
      const parts: string[] = []
      if (typeof a.pursuit === 'string') parts.push(w.t(`orders.pursuit.${a.pursuit}`))
      if (typeof a.capture === 'string') parts.push(w.t(`orders.capture.${a.capture}`))
      return w.t('labels.order', { unit, order: parts.join(', ') })
    }
    default: return undefined
  }
}
