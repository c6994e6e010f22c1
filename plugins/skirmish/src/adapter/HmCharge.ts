import { movementProfile, reject, unitParam, type GameRules, type GameState, type LineOfSightService, type Rejection, type UnitState } from '@hexes/core'
import { hmState, type HmTables } from '@hexes/plugin-hexes-med'
import type { SkMixCharge } from '../config/skConfig'
import type { MixCharge } from '../config/SkMix'

const name = (u: { id: string; name?: string }) => u.name ?? u.id

/**
 * The skirmish charge under HEXES Med's movement (R-15, §3.3 rule 4, I-05; config
 * `adapter.charge`): at HEXES Med's scale (about 100 m a hex) the paces of SK-CHARGE-1..3 are not
 * converted (I-05): a charge is declared in the unit's movement phase, as its whole move
 * (HM-MOVE-7), on an enemy at least `minDistance` hexes away (SK-CHARGE-2: not from contact) that
 * it sees (GAP-SK-25, HEXES Med's line of sight) and reaches with its HEXES Med movement (`reach`
 * times its MP, HEXES Med's terrain costs and zones of control) into contact through the arc it
 * starts in (GAP-SK-02, checked by the skirmish rules' `chargeCheck`). Every unit may charge,
 * or only HEXES Med's charge-capable ones (`chargers: 'hm'`, GAP-HM-08).
 */
export class HmCharge implements MixCharge {
  readonly units = 'MP'

  constructor(private readonly hm: HmTables, private readonly los: LineOfSightService, private readonly config: SkMixCharge) {}

  charger(rules: GameRules, state: GameState, unit: UnitState): Rejection | undefined {
    const who = { unit: unitParam(unit.id) }
    if (this.config.chargers === 'hm' && this.hm.typeOf(unit).charge !== true) {
      return reject('charge/not-charge-capable', 'GAP-HM-08', `${name(unit)} cannot charge: in this game only HEXES Med's charge-capable units charge`, who)
    }
    if (hmState(state).moved.includes(unit.id)) return reject('charge/moved', 'HM-MOVE-7', `${name(unit)} has moved this phase: a charge is a unit's whole move`, who)
    return rules.hooks.canMove.call({ state, rules, unit, side: unit.side })
  }

  distances(rules: GameRules, state: GameState, unit: UnitState): { min: number; max: number } {
    const p = movementProfile(rules, state, unit, 'charge')
    return { min: this.config.minDistance, max: Math.floor(Math.max(p.mp, p.minimumMove ? 1 : 0)) + 1 }
  }

  target(rules: GameRules, state: GameState, unit: UnitState, target: UnitState): Rejection | undefined {
    const g = rules.grid
    const dist = g.distance(g.indexOfRef(unit.hex!), g.indexOfRef(target.hex!))
    const { min, max } = this.distances(rules, state, unit)
    const who = { unit: unitParam(unit.id), target: unitParam(target.id), dist }
    if (dist < min) return reject('charge/in-contact', 'SK-CHARGE-2', `${name(target)} is ${dist} hex${dist === 1 ? '' : 'es'} from ${name(unit)}: a charge starts at least ${min} hexes away`, { ...who, min })
    if (dist > max) return reject('charge/beyond-mp', 'I-05', `${name(target)} is ${dist} hexes from ${name(unit)}, beyond the reach of its movement`, who)
    if (this.config.sight && !this.los.canSee({ state, rules }, unit, target)) {
      return reject('charge/not-visible', 'GAP-SK-25', `${name(unit)} does not see ${name(target)}: a charge names a visible target`, who)
    }
    return undefined
  }
}
