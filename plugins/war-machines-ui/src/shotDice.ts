import type { GameEvent } from '@hexes/core'
import type { DiceGroup, DieView } from '@hexes/web-kit'
import type { WmWords } from './words'

/** A shot's dice (GAP-SK-04, SK-WM-3/4/6/9): the scatter die (HIT or an arrow and its direction), then every artillery die as rolled, re-rolls and the hasty second die included. */
function shotGroups(e: GameEvent, w: WmWords): DiceGroup[] {
  const dir = typeof e.scatter === 'number' ? e.scatter : null
  const scatter: DieView[] = [{ face: dir === null ? w.t('dice.hitFace') : w.t('dice.arrowFace'), result: dir === null ? 'success' : undefined, title: w.t(dir === null ? 'dice.hitTitle' : 'dice.arrowTitle') }]
  if (dir !== null) scatter.push({ face: dir + 1, title: w.t('dice.directionTitle', { dir: w.t(`dirs.${dir}`) }) })
  const artillery = (Array.isArray(e.artillery) ? (e.artillery as number[]) : []).map((v): DieView => (v === 0
    ? { face: w.t('dice.misfireFace'), result: 'failure', title: w.t('dice.misfireTitle') }
    : { face: v, title: w.t('dice.artilleryTitle', { paces: v }) }))
  const who = { unit: w.unit(String(e.unit)) }
  const facts = [
    { id: 'rerolls', label: w.t('dice.rerolls'), value: String(Number(e.rerolls)) },
    ...(e.hasty === true ? [{ id: 'hasty', label: w.t('dice.hasty'), value: w.t('dice.hastyValue') }] : []),
  ]
  const summary = e.misfire === true ? w.t('dice.misfireSummary')
    : dir === null ? w.t('dice.hitSummary', { hexes: Array.isArray(e.hexes) ? e.hexes.length : 0 })
      : w.t('dice.scatterSummary', { paces: Number(e.value), dir: w.t(`dirs.${dir}`), hexes: Array.isArray(e.hexes) ? e.hexes.length : 0 })
  return [
    { id: 'scatter', label: w.t('dice.scatterLabel', who), dice: scatter },
    { id: 'artillery', label: w.t('dice.artilleryLabel', who), dice: artillery, facts, summary },
  ]
}

/** The misfire table's die (GAP-SK-05, SK-WM-16): the d6, the malus, and what it did, in words. */
function misfireGroups(e: GameEvent, w: WmWords): DiceGroup[] {
  const roll = Number(e.roll)
  const malus = Number(e.malus)
  const result = String(e.result)
  return [{
    id: 'misfire',
    label: w.t('dice.misfireLabel', { unit: w.unit(String(e.unit)) }),
    dice: [{ face: roll, result: 'failure', title: w.t('dice.misfireDie', { face: roll }) }],
    facts: [{ id: 'malus', label: w.t('dice.malus'), value: String(malus) }, { id: 'total', label: w.t('dice.total'), value: String(roll + malus) }],
    summary: w.t(`misfire.${result}`),
  }]
}

/** The damage a unit under the template took (SK-WM-7/8/10/11): its figures covered and the HP lost. The rules roll the damage dice as a pool read by counts: their faces are not in the event. */
function hitGroups(e: GameEvent, w: WmWords): DiceGroup[] {
  return [{
    id: 'hit',
    label: w.t('dice.hitLabel', { unit: w.unit(String(e.unit)), part: w.t(`parts.${String(e.part)}`) }),
    dice: [],
    facts: [{ id: 'figures', label: w.t('dice.figures'), value: String(Number(e.figures)) }, { id: 'hp', label: w.t('dice.hp'), value: String(Number(e.hp)) }],
    summary: w.t('dice.hitDamage', { figures: Number(e.figures), hp: Number(e.hp) }),
  }]
}

/**
 * The dice of a war-machine event, for the event log: a shot's scatter and artillery dice die by
 * die, the misfire table's die and its result in words, the damage of each unit under the
 * template. `undefined` for another event.
 */
export function shotDice(event: GameEvent, w: WmWords): DiceGroup[] | undefined {
  switch (event.type) {
    case 'wm/shot': return shotGroups(event, w)
    case 'wm/misfire': return misfireGroups(event, w)
    case 'wm/hit': return hitGroups(event, w)
    default: return undefined
  }
}
