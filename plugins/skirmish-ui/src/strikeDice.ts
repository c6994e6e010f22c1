import type { GameEvent } from '@hexes/core'
import type { DiceGroup, DieView } from '@hexes/web-kit'
import { skCombatDataOf, type StrikeData } from './skCombatData'
import type { Words } from './words'

/**
 * Which of a pool's dice are its skulls: the `hits` highest faces. A die hits when its face plus
 * the bonus beats the defence, or is a natural 6, and a natural 1 never does (SK-COMBAT-3..5):
 * the faces that hit are the highest ones, so the count the engine gives picks them out exactly
 * (the event carries the faces and the count, not the threshold).
 */
export function skullsOf(faces: readonly number[], hits: number): boolean[] {
  const order = faces.map((f, i) => ({ f, i })).sort((a, b) => b.f - a.f || a.i - b.i)
  const out = faces.map(() => false)
  for (let k = 0; k < hits && k < order.length; k++) out[order[k]!.i] = true
  return out
}

function attackDice(s: StrikeData, faces: readonly number[], w: Words): DieView[] {
  const skulls = skullsOf(faces, s.hits)
  return faces.map((face, i) => {
    const natural = face === 6 ? 'top' : face === 1 ? 'bottom' : undefined
    const title = w.t(natural === 'top' ? 'dice.natural6' : natural === 'bottom' ? 'dice.natural1' : skulls[i] ? 'dice.skull' : 'dice.miss', { face })
    return { face, result: skulls[i] ? 'success' : 'failure', ...(natural ? { natural } : {}), title }
  })
}

/**
 * The dice of a skirmish combat (a `combatResolved` event of the skirmish resolver), die by die,
 * as the engine rolled them: for each strike, the incomplete charger's bonus roll (its result:
 * the event has no face), the attack dice with their skulls, natural 6s and natural 1s
 * (SK-COMBAT-1..5), then the damage dice (SK-COMBAT-7..12: those of natural-6 skulls first) with
 * the HP the strike took; a misfire of flaming arrows (SK-MISSILE-16) and the split of a volley
 * into a melee (SK-MELEE-9). `undefined` for another event.
 */
export function strikeDice(event: GameEvent, w: Words): DiceGroup[] | undefined {
  if (event.type !== 'combatResolved') return undefined
  const data = skCombatDataOf((event as GameEvent & { outcome?: { data?: unknown } }).outcome?.data)
  if (!data) return undefined
  const groups: DiceGroup[] = []
  if (data.misfire) groups.push({ id: 'misfire', label: w.t('dice.misfireLabel'), dice: [], summary: w.t('dice.misfire') })
  data.strikes.forEach((s, i) => {
    const who = { unit: w.unit(s.unit), target: w.unit(s.target), kind: w.t(`odds.kinds.${s.kind}`) }
    if (s.chargeBonus !== null) {
      groups.push({ id: `strike-${i}-bonus`, label: w.t('dice.bonusLabel', who), dice: [{ face: w.t(s.chargeBonus ? 'dice.bonusYes' : 'dice.bonusNo'), result: s.chargeBonus ? 'success' : 'failure', title: w.t('dice.bonusTitle') }], summary: w.t(s.chargeBonus ? 'dice.bonusGained' : 'dice.bonusLost') })
    }
    const faces = s.attackFaces ?? []
    const ones = faces.filter((f) => f === 1).length
    const sixes = faces.filter((f) => f === 6).length
    groups.push({
      id: `strike-${i}-attack`,
      label: w.t('dice.attackLabel', who),
      dice: attackDice(s, faces, w),
      summary: w.t(s.attackFaces ? 'dice.attackSummary' : 'dice.automatic', { hits: s.hits, dice: s.dice, sixes, ones }),
    })
    const damage = (s.damageFaces ?? []).flat()
    if (s.hits > 0) {
      groups.push({
        id: `strike-${i}-damage`,
        label: w.t('dice.damageLabel', who),
        dice: damage.map((face) => ({ face, title: w.t('dice.damageDie', { face }) })),
        summary: w.t('dice.damageSummary', { hp: s.hpLost, target: who.target }),
      })
    }
  })
  if (data.sideHits) groups.push({ id: 'into-melee', label: w.t('dice.intoMeleeLabel'), dice: [], summary: w.t('dice.intoMelee', { own: data.sideHits[0], other: data.sideHits[1] }) })
  return groups
}
