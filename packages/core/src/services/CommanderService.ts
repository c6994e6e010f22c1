import type { StateCtx } from '../hooks/HookContexts'
import type { LeaderId, SideId, UnitId } from '../model/GameState'
import { token } from '../plugin/tokens'

/**
 * One commander, whatever the rule set (catalogue I-06): a HEXES Med leader riding a unit, a
 * skirmish general with a Cd and a 12-pace aura. Each rule set reads the capabilities it knows:
 * HEXES Med the attachment and bonuses, the skirmish rules `cd` and `auraPaces`.
 */
export interface Commander {
  id: LeaderId
  side: SideId
  name: string
  /** The unit the commander rides or leads, `null` when it is not on the map. */
  attachedTo: UnitId | null
  /** Die modifier it gives a combat it takes part in (HM-LDR-1). */
  combatBonus: number
  /** Bonus it gives the morale tests of units next to it (HM-LDR-3). */
  moraleBonusAdjacent: number
  /** Its Cd (leadership, 1–10) for skirmish tests, `null` when the rule set has none (SK-MORALE-20). */
  cd: number | null
  /** How far, in paces, units may use its Cd, `null` when it has no aura (SK-MORALE-20: 12). */
  auraPaces: number | null
  /** The army's general: its death is `generalKilled` (SK-MORALE-15, I-06). */
  isGeneral: boolean
  /** It carries the army's great banner (SK-MORALE-21). */
  isBannerBearer: boolean
}

/**
 * The commanders of a game, provided by one rule set and read by the others: HEXES Med provides
 * it from its leaders; the skirmish morale rules read it for the general's Cd (I-06). Methods
 * take the hook context they are called from (`{ state, rules }`).
 *
 * @example constructor(@inject(COMMANDERS) private readonly commanders: CommanderService) {}
 */
export interface CommanderService {
  /** Every commander on the map, of `side` when given, in state order. */
  commanders(ctx: StateCtx, side?: SideId): Commander[]
  /** The commanders riding or leading `unit`. */
  commandersOf(ctx: StateCtx, unit: UnitId): Commander[]
}

/** DI token of the {@link CommanderService}. */
export const COMMANDERS = token<CommanderService>('core.commanders')
