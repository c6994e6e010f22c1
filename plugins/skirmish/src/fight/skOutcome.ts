import { msg, unitParam, type CombatEffect, type CombatOutcome, type MessageRef, type TargetResult } from '@hexes/core'
import { listParam } from '../i18n/listParam'
import type { SkCombatData } from './SkCombatData'

/** The odds key of one unit's result: HP lost and push-back (`hp:2`, `hp:0+push:1`). */
function unitKey(hp: number, push: number): string {
  return push > 0 ? `hp:${hp}+push:${push}` : `hp:${hp}`
}

/**
 * A skirmish combat's outcome for the core (RES): the key groups equal results for the exact odds
 * (every unit's HP lost, the push-backs, a misfire), per-unit results (`targets`, for `targetOdds`:
 * the chance of each HP loss and of a push-back), the summary effects, and the data for the log
 * and the dice shown die by die.
 *
 * @param defenderHp - the primary target's HP before the combat (for "eliminated")
 * @param attackerSide - ids of the acting side's units (for "attacker loses")
 */
export function skOutcome(data: SkCombatData, defender: string, defenderHp: number, attackerSide: readonly string[], forOdds = false, cache?: Map<string, OutcomeDetails>): CombatOutcome {
  let key = ''
  for (const l of data.losses) key += `${key ? ',' : ''}${l.unit}=${unitKey(l.hpLost, pushOf(data, l.unit))}`
  for (const p of data.pushes) if (!data.losses.some((l) => l.unit === p.unit)) key += `${key ? ',' : ''}${p.unit}=${unitKey(0, p.paces)}`
  if (data.misfire) key += '|misfire'
  if (!forOdds) {
    // The details are a function of the key (the losses, pushes and misfire): the leaves of an
    // enumeration with the same key share them.
    let d = cache?.get(key)
    if (d === undefined) {
      d = details(data, defender, defenderHp, attackerSide)
      cache?.set(key, d)
    }
    return { key, data, label: d.label, text: d.text, effects: d.effects, targets: d.targets }
  }
  // Exact odds keep one outcome per key and read few labels: built when read (CombatResolveCtx.forOdds).
  return new LazyOutcome(key, data, defender, defenderHp, attackerSide)
}

/** The label, its text, per-unit results and summary effects of an outcome (a function of its key). */
export interface OutcomeDetails {
  label: string
  text: MessageRef
  effects: CombatEffect[]
  targets: TargetResult[]
}

/** An outcome whose label, effects and per-unit results are built when first read (prototype getters: cheap per leaf). */
class LazyOutcome {
  private built: OutcomeDetails | undefined
  constructor(readonly key: string, readonly data: SkCombatData, private readonly defender: string, private readonly defenderHp: number, private readonly attackerSide: readonly string[]) {}
  private get all(): OutcomeDetails {
    return (this.built ??= details(this.data, this.defender, this.defenderHp, this.attackerSide))
  }
  get label(): string {
    return this.all.label
  }
  get text(): MessageRef {
    return this.all.text
  }
  get effects(): CombatEffect[] {
    return this.all.effects
  }
  get targets(): TargetResult[] {
    return this.all.targets
  }
  toJSON(): CombatOutcome {
    return { key: this.key, data: this.data, ...this.all }
  }
}

function lossOf(data: SkCombatData, unit: string): number {
  return data.losses.find((l) => l.unit === unit)?.hpLost ?? 0
}

function pushOf(data: SkCombatData, unit: string): number {
  return data.pushes.find((p) => p.unit === unit)?.paces ?? 0
}

/** The label, its text, per-unit results and summary effects of an outcome. */
function details(data: SkCombatData, defender: string, defenderHp: number, attackerSide: readonly string[]): OutcomeDetails {
  const units = [...data.losses.map((l) => l.unit), ...data.pushes.map((p) => p.unit).filter((u) => !data.losses.some((l) => l.unit === u))]
  const targets: TargetResult[] = units.map((u) => {
    const push = pushOf(data, u)
    const hp = lossOf(data, u)
    const text = push ? msg('sk/loss-push', { unit: unitParam(u), hp, paces: push }) : msg('sk/loss', { unit: unitParam(u), hp })
    return { unit: u, key: unitKey(hp, push), label: `${u} loses ${hp} HP${push ? `, pushed back ${push}` : ''}`, text }
  })
  const defenderLost = lossOf(data, defender)
  const attackersLost = data.losses.some((l) => attackerSide.includes(l.unit) && l.hpLost > 0)
  const effects: CombatEffect[] = []
  if (defenderLost >= defenderHp && defenderHp > 0) effects.push('defender-eliminated')
  else if (pushOf(data, defender) > 0) effects.push('defender-pushed-back')
  if (defenderLost > 0 && defenderLost < defenderHp) effects.push(attackersLost ? 'exchange' : 'defender-loses')
  else if (attackersLost) effects.push('attacker-loses')
  if (effects.length === 0) effects.push('no-effect')
  const label = units.length ? targets.map((t) => t.label).join('; ') : 'no loss'
  const list = units.length ? msg('outcome/sk', { losses: listParam(targets.map((t) => t.text!)) }) : msg('outcome/sk/none')
  return { label: data.misfire ? `misfire, ${label}` : label, text: data.misfire ? msg('outcome/sk/misfire', { rest: list }) : list, effects, targets }
}
