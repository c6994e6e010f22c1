import type { GameEvent } from '@hexes/core'
import type { IntoMeleeRecord, StrikeRecord } from '@hexes/plugin-skirmish'
import type { DiceGroup, DieView, OddsFact } from '@hexes/web-kit'
import { signed } from './signed'
import { skCombatDataOf } from './skCombatData'
import type { Words } from './words'

/**
 * Which of a pool's dice are its skulls. With the face the strike needed (the event's `needs`):
 * every die showing it or more (SK-COMBAT-3..5: face + bonus beats the defence, a natural 6 always
 * hits, a natural 1 never). Without it (an older event): the `hits` highest faces, which are the
 * same dice, since the faces that hit are the highest ones.
 */
export function skullsOf(faces: readonly number[], hits: number, needs?: number | null): boolean[] {
  if (typeof needs === 'number') return faces.map((f) => f >= needs)
  const order = faces.map((f, i) => ({ f, i })).sort((a, b) => b.f - a.f || a.i - b.i)
  const out = faces.map(() => false)
  for (let k = 0; k < hits && k < order.length; k++) out[order[k]!.i] = true
  return out
}

function attackDice(s: StrikeRecord, faces: readonly number[], w: Words): DieView[] {
  const skulls = skullsOf(faces, s.hits, s.needs)
  return faces.map((face, i) => {
    const natural = face === 6 ? 'top' : face === 1 ? 'bottom' : undefined
    const title = w.t(natural === 'top' ? 'dice.natural6' : natural === 'bottom' ? 'dice.natural1' : skulls[i] ? 'dice.skull' : 'dice.miss', { face, needs: s.needs ?? '' })
    return { face, result: skulls[i] ? 'success' : 'failure', ...(natural ? { natural } : {}), title }
  })
}

/** What a strike's attack dice were rolled against: the face needed, the net to-hit bonus, the defence (SK-COMBAT-2..5). */
function attackFacts(s: StrikeRecord, w: Words): OddsFact[] {
  if (s.needs === null) return []
  return [
    { id: 'needs', label: w.t('dice.needs'), value: w.t('dice.needsValue', { needs: s.needs }) },
    { id: 'to-hit', label: w.t('dice.toHit'), value: signed(s.toHit) },
    { id: 'defence', label: w.t('dice.defence'), value: String(s.defence) },
  ]
}

/** What damage dice were rolled with: + the damage score, − the constitution (SK-COMBAT-8/9). */
function damageFacts(damage: number, constitution: number, w: Words): OddsFact[] {
  return [
    { id: 'damage', label: w.t('dice.damage'), value: signed(damage) },
    { id: 'constitution', label: w.t('dice.constitution'), value: `−${constitution}` },
  ]
}

function damageDice(faces: readonly (readonly number[])[] | null, w: Words): DieView[] {
  return (faces ?? []).flat().map((face) => ({ face, title: w.t('dice.damageDie', { face }) }))
}

/** The incomplete charger's bonus die (SK-CHARGE-6..8): its face and what it needed, or, from an event without the face, its result. */
function bonusGroup(s: StrikeRecord, i: number, who: Record<string, string>, w: Words): DiceGroup {
  const gained = s.chargeBonus === true
  const die = s.chargeDie
  const result = gained ? 'success' : 'failure'
  const dice: DieView[] = die && die.face !== null
    ? [{ face: die.face, sides: die.faces, result, title: w.t('dice.bonusDie', { face: die.face, atLeast: die.atLeast, faces: die.faces }) }]
    : [{ face: w.t(gained ? 'dice.bonusYes' : 'dice.bonusNo'), result, title: w.t('dice.bonusTitle') }]
  const facts: OddsFact[] = die ? [{ id: 'needs', label: w.t('dice.needs'), value: w.t('dice.bonusNeeds', { atLeast: die.atLeast, faces: die.faces }) }] : []
  return { id: `strike-${i}-bonus`, label: w.t('dice.bonusLabel', who), dice, facts, summary: w.t(gained ? 'dice.bonusGained' : 'dice.bonusLost', { bonus: die?.bonus ?? 1 }) }
}

/** A volley into a melee (SK-MELEE-9, GAP-SK-24): its assignment dice, then what each unit took and its damage dice. */
function intoMeleeGroups(m: IntoMeleeRecord, sideHits: readonly [number, number] | undefined, damage: number, w: Words): DiceGroup[] {
  const faces = m.assignFaces ? [...m.assignFaces[0], ...m.assignFaces[1]] : []
  const groups: DiceGroup[] = [{
    id: 'into-melee',
    label: w.t('dice.intoMeleeLabel'),
    dice: faces.map((face) => ({ face, title: w.t(face <= m.targetSideUpTo ? 'dice.toTargetSide' : 'dice.toOtherSide', { face }) })),
    facts: [{ id: 'target-side', label: w.t('dice.targetSide'), value: w.t('dice.targetSideValue', { upTo: m.targetSideUpTo }) }],
    summary: w.t('dice.intoMelee', { own: sideHits?.[0] ?? 0, other: sideHits?.[1] ?? 0 }),
  }]
  for (const u of m.units) {
    if (u.hits === 0) continue
    groups.push({
      id: `into-melee-${u.unit}`,
      label: w.t('dice.intoMeleeUnit', { unit: w.unit(u.unit), hits: u.hits }),
      dice: damageDice(u.damageFaces, w),
      facts: damageFacts(damage, u.constitution, w),
      summary: w.t('dice.damageSummary', { hp: u.hpLost, target: w.unit(u.unit) }),
    })
  }
  return groups
}

/**
 * The dice of a skirmish combat (a `combatResolved` event of the skirmish resolver), die by die,
 * as the engine rolled them: for each strike, the incomplete charger's bonus die (its face and
 * the 5+ on 1d6 or 6+ on 1d10 it needed, SK-CHARGE-6..8), the attack dice with their skulls,
 * natural 6s and natural 1s and what they needed (the face, the to-hit bonus, the defence:
 * SK-COMBAT-1..5), then the damage dice (SK-COMBAT-7..12: those of natural-6 skulls first) with
 * the damage score and constitution and the HP the strike took; a misfire of flaming arrows
 * (SK-MISSILE-16); a volley into a melee's assignment dice and each unit's damage dice
 * (SK-MELEE-9). `undefined` for another event.
 */
export function strikeDice(event: GameEvent, w: Words): DiceGroup[] | undefined {
  if (event.type !== 'combatResolved') return undefined
  const data = skCombatDataOf((event as GameEvent & { outcome?: { data?: unknown } }).outcome?.data)
  if (!data) return undefined
  const groups: DiceGroup[] = []
  if (data.misfire) groups.push({ id: 'misfire', label: w.t('dice.misfireLabel'), dice: [], summary: w.t('dice.misfire') })
  data.strikes.forEach((s, i) => {
    const who = { unit: w.unit(s.unit), target: w.unit(s.target), kind: w.t(`odds.kinds.${s.kind}`) }
    if (s.chargeBonus !== null) groups.push(bonusGroup(s, i, who, w))
    const faces = s.attackFaces ?? []
    const ones = faces.filter((f) => f === 1).length
    const sixes = faces.filter((f) => f === 6).length
    groups.push({
      id: `strike-${i}-attack`,
      label: w.t('dice.attackLabel', who),
      dice: attackDice(s, faces, w),
      facts: attackFacts(s, w),
      summary: w.t(s.attackFaces ? 'dice.attackSummary' : 'dice.automatic', { hits: s.hits, dice: s.dice, sixes, ones }),
    })
    if (s.hits > 0 && !data.intoMelee) {
      groups.push({
        id: `strike-${i}-damage`,
        label: w.t('dice.damageLabel', who),
        dice: damageDice(s.damageFaces, w),
        facts: damageFacts(s.damage, s.constitution, w),
        summary: w.t('dice.damageSummary', { hp: s.hpLost, target: who.target }),
      })
    }
  })
  if (data.intoMelee) groups.push(...intoMeleeGroups(data.intoMelee, data.sideHits, data.strikes[0]?.damage ?? 0, w))
  else if (data.sideHits) groups.push({ id: 'into-melee', label: w.t('dice.intoMeleeLabel'), dice: [], summary: w.t('dice.intoMelee', { own: data.sideHits[0], other: data.sideHits[1] }) })
  return groups
}
