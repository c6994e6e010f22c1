import { BATTLE_RECORD, createGame, EngineError, type BattleRecord, type BattleRecordService, type Game, type GameState, type PluginDefinition, type UnitState } from '@hexes/core'
import type { BattleOutcome, PlayerOutcome, UnitOutcome } from './BattleOutcome'
import { refuse, type CampaignRejection } from './CampaignRejection'
import { attributedPlayerOutcome } from './attributedPlayerOutcome'
import type { RosterBattle } from './battleFromRoster'
import { battleVictoryPoints, DEFAULT_VP_SCALE, type SideVp, type VpScale } from './battleVictoryPoints'

/**
 * How a rule set's units count in a campaign: HP a step is worth and a unit's steps now. HEXES
 * Med's (I-09): 3 HP a step, 2 steps, 1 when reduced. The skirmish glue brings its own.
 */
export interface BattleProfile {
  hpPerStep: number
  steps(unit: UnitState, startedReduced: boolean): number
}

/** HEXES Med's profile (catalogue I-09 and the adapter profile: 3 HP a step, 2 steps a unit). */
export const HM_PROFILE: BattleProfile = {
  hpPerStep: 3,
  steps: (u) => ((u.stats['hexes-med'] as { reduced?: boolean } | undefined)?.reduced === true ? 1 : 2),
}

/** A finished campaign battle: the game that played it and the outcome the ledger takes. */
export interface PlayedBattle {
  game: Game
  outcome: BattleOutcome
  /** Each side's SK-VP-1..6, rule by rule. */
  vp: SideVp[]
}

/** What {@link playedBattleOutcome} needs. */
export interface PlayedBattleInput {
  battleId: string
  battle: RosterBattle
  plugins: readonly PluginDefinition<any>[]
  seed: number | string
  actions: readonly unknown[]
  profile?: BattleProfile
  /** Overrides of the SK-VP scale (the battle definition's `vp`). */
  vp?: Partial<VpScale>
}

const onTable = (u: UnitState): boolean => u.status === 'active' && u.hex !== null

/**
 * Plays a campaign battle from its seed and action log and builds the `BattleOutcome` the ledger
 * takes (catalogue I-09): HP killed = the enemy's lost steps × 3 (the battle record), the VP of
 * SK-VP-1..6 (`battleVictoryPoints`), the generals (leaders flagged `general`) killed or
 * captured, no banners or spellcasters in HEXES Med, and for every roster unit: the turns at whose
 * end it was on the table (GAP-CAMP-12, counted on the game turn, so Successive Waves jumps of
 * the time track do not count; the battle's end ends its last turn), whether it survived or was
 * destroyed, and the steps it lost. Leaders of a roster army who fell are listed (`leadersLost`).
 *
 * Refused: an action the rules reject (`actions[i]`), a battle that is not over, a rule mix with
 * no battle record service. A battle whose record is attributed (the skirmish family with the
 * `victory-points` plugin) takes its facts from it (`attributedPlayerOutcome`).
 */
export function playedBattleOutcome(input: PlayedBattleInput): PlayedBattle | CampaignRejection {
  const { battle } = input
  const profile = input.profile ?? HM_PROFILE
  let game: Game
  try {
    game = createGame({ scenario: battle.scenario, plugins: input.plugins, seed: input.seed })
  } catch (e) {
    if (e instanceof EngineError) return refuse('camp/bad-scenario', 'scenario', `the battle's scenario cannot be played: ${e.message} ${(e.issues ?? []).slice(0, 5).map((i) => `${i.path}: ${i.message}`).join('; ')}`)
    throw e
  }
  const bound = new Set(battle.bindings.flatMap((b) => Object.keys(b.units)))
  const turnsPresent = new Map<string, number>()
  let counted = 0
  const count = (state: GameState): void => {
    for (const u of state.units) if (bound.has(u.id) && onTable(u)) turnsPresent.set(u.id, (turnsPresent.get(u.id) ?? 0) + 1)
    counted++
  }
  for (const [i, action] of input.actions.entries()) {
    if (game.state.result) return refuse('camp/bad-actions', `actions[${i}]`, `the battle ended before action #${i}`)
    const r = game.act(action)
    if (!r.ok) return refuse('camp/bad-actions', `actions[${i}]`, `action #${i} is rejected: ${r.code} (${r.ruleId}): ${r.message}`)
    while (counted < game.state.turn.turn - 1) count(game.state)
  }
  const end = game.state
  if (!end.result) return refuse('camp/battle-not-finished', 'actions', `the battle is not over after ${input.actions.length} actions (turn ${end.turn.turn})`)
  while (counted < end.turn.turn) count(end)
  let service: BattleRecordService
  try {
    service = game.rules.container.resolve(BATTLE_RECORD)
  } catch {
    return refuse('camp/no-battle-record', 'scenario.plugins', 'the rule mix provides no battle record (core.battle-record)')
  }
  const record = service.record({ state: end, rules: game.rules })
  const scenario = battle.scenario
  const generals = new Set(scenario.leaders.filter((l) => l.general === true).map((l) => l.id))
  const startReduced = new Set(scenario.units.filter((u) => u.reduced === true).map((u) => u.id))
  const vp = battleVictoryPoints({
    record, state: end, rules: game.rules, generals, enchanters: new Set(),
    hpOnTable: (id) => profile.steps(end.units.find((u) => u.id === id)!, startReduced.has(id)) * profile.hpPerStep,
  }, { ...DEFAULT_VP_SCALE, ...input.vp })
  const players = battle.bindings.map((b): PlayerOutcome => (record.attributed
    ? attributedPlayerOutcome(b, record, end, vp, turnsPresent, battle.bindings)
    : playerOutcome(b, record, end, vp, { generals, startReduced, turnsPresent, profile, leadersOf: scenario.leaders }, battle.bindings)))
  return { game, vp, outcome: { battle: input.battleId, scenario: scenario.id, turns: end.turn.turn, players } }
}

interface OutcomeCtx {
  generals: ReadonlySet<string>
  startReduced: ReadonlySet<string>
  turnsPresent: ReadonlyMap<string, number>
  profile: BattleProfile
  leadersOf: RosterBattle['scenario']['leaders']
}

/** One player's part of the outcome, from his side's record. */
function playerOutcome(b: RosterBattle['bindings'][number], record: BattleRecord, end: GameState, vp: readonly SideVp[], ctx: OutcomeCtx, all: RosterBattle['bindings']): PlayerOutcome {
  const sr = record.sides.find((s) => s.side === b.side)!
  const enemies = record.sides.filter((s) => s.side !== b.side)
  const ownerOf = (side: string): string => all.find((x) => x.side === side)!.player
  const sideGenerals = ctx.leadersOf.filter((l) => l.side === b.side && ctx.generals.has(l.id))
  const fallen = new Set([...sr.commandersKilled, ...sr.commandersCaptured])
  const generalUnits = new Set(sideGenerals.flatMap((l) => (l.unit === null ? [] : [l.unit])))
  const units = Object.entries(b.units).map(([scenarioId, rosterId]): UnitOutcome => {
    const u = end.units.find((x) => x.id === scenarioId)!
    const survived = onTable(u)
    const lost = !survived && sr.eliminated.includes(scenarioId) && u.status === 'eliminated'
    const start = ctx.startReduced.has(scenarioId) ? 1 : 2
    const stepsLost = survived ? Math.max(0, start - ctx.profile.steps(u, ctx.startReduced.has(scenarioId))) : 0
    return {
      unit: rosterId, turnsPresent: ctx.turnsPresent.get(scenarioId) ?? 0, survived, lost,
      charactersPutOutOfAction: 0, hero: false, general: generalUnits.has(scenarioId),
      ...(stepsLost > 0 ? { stepsLost } : {}),
    }
  })
  const leadersLost = ctx.leadersOf.filter((l) => l.side === b.side && fallen.has(l.id)).map((l) => l.id)
  return {
    player: b.player, side: b.side,
    vp: vp.find((v) => v.side === b.side)!.vp,
    hpKilled: enemies.reduce((n, e) => n + e.hpLost, 0),
    generalsCaptured: enemies.flatMap((e) => e.commandersCaptured.filter((l) => ctx.generals.has(l)).map((l) => ({ unit: l, owner: ownerOf(e.side) }))),
    spellcastersCaptured: [],
    bannersTaken: sr.bannersTaken.length,
    fieldedGeneral: sideGenerals.length > 0,
    unscathed: sideGenerals.length > 0 && sideGenerals.every((l) => !fallen.has(l.id) && end.leaders.find((x) => x.id === l.id)?.status === 'active'),
    units,
    ...(leadersLost.length > 0 && Object.keys(b.units).length > 0 ? { leadersLost } : {}),
  }
}
