import type { Scenario, ScenarioLeader, ScenarioUnit, VictoryCondition } from '@hexes/core'
import type { CampaignPlayer } from './Campaign'
import type { BattleDefinition } from './CampaignDefinition'
import { refuse, type CampaignRejection } from './CampaignRejection'

/** Which scenario units a player's roster plays in one battle (scenario unit id → roster unit id). */
export interface RosterBinding {
  player: string
  side: string
  /** Scenario unit id → roster unit id; empty for a fresh army (nothing of it carries). */
  units: Record<string, string>
}

/** The scenario a campaign battle plays, and how each player's roster maps onto it. */
export interface RosterBattle {
  scenario: Scenario
  bindings: RosterBinding[]
  /** Roster units that stay out of this battle for want of a muster hex (in roster order). */
  absent: { player: string; unit: string }[]
}

/** A roster unit the scenario has no unit for, waiting for a muster hex of its player. */
interface Mustering {
  path: string
  player: string
  side: string
  hexes: readonly string[]
  unit: CampaignPlayer['units'][number]
}

/** A scenario unit playing a roster unit: reduced when the roster unit carries a lost step (HEXES Med). */
function rosterUnit(u: ScenarioUnit, stepsLost: number): ScenarioUnit {
  return stepsLost > 0 ? { ...u, reduced: true } : u
}

/**
 * The leaders of a battle: a leader his player lost in an earlier battle is left out; a leader
 * whose unit is not on the table any more rides the first unit of his side that carries no
 * leader (in scenario order, his player's roster units first), or is left out when there is none.
 */
function placeLeaders(leaders: readonly ScenarioLeader[], units: readonly ScenarioUnit[], fallen: ReadonlySet<string>, roster: ReadonlySet<string>): ScenarioLeader[] {
  const kept = leaders.filter((l) => !fallen.has(l.id))
  const here = new Set(units.map((u) => u.id))
  const ridden = new Set(kept.flatMap((l) => (l.unit !== null && here.has(l.unit) ? [l.unit] : [])))
  const out: ScenarioLeader[] = []
  for (const l of kept) {
    if (l.unit === null || here.has(l.unit)) {
      out.push(l)
      continue
    }
    const free = (u: ScenarioUnit) => u.side === l.side && !ridden.has(u.id)
    const mount = units.find((u) => free(u) && roster.has(u.id)) ?? units.find(free)
    if (!mount) continue
    ridden.add(mount.id)
    out.push({ ...l, unit: mount.id })
  }
  return out
}

/**
 * The victory conditions with the pieces that are not on the table: a condition on a unit or a
 * leader that is gone is dropped (it cannot fall a second time); a condition on several leaders
 * keeps those present and needs as many fewer as are gone (at least 1).
 */
function adjustVictory(conditions: readonly VictoryCondition[], units: ReadonlySet<string>, leaders: ReadonlySet<string>): VictoryCondition[] {
  const out: VictoryCondition[] = []
  for (const c of conditions) {
    if (c.kind === 'unitEliminated' && !units.has(c.unit)) continue
    if (c.kind === 'leaderEliminated' && !leaders.has(c.leader)) continue
    if (c.kind === 'leadersEliminated') {
      const present = c.leaders.filter((l) => leaders.has(l))
      if (present.length === 0) continue
      const gone = c.leaders.length - present.length
      out.push({ ...c, leaders: present, count: Math.max(1, Math.min(present.length, c.count - gone)) })
      continue
    }
    out.push(c)
  }
  return out
}

/**
 * The scenario a campaign battle plays from the players' rosters (issue #20, I-09). For a
 * `carried` roster, each roster unit plays the scenario unit its battle maps it to (its own id by
 * default; `null`: it stays out), starting reduced when it carries a lost step; the side's
 * scenario units that no roster unit plays are removed (lost earlier, or never in the roster),
 * except the battle's `reinforcements`; a roster unit the scenario has no unit for (bought between
 * battles) enters on its player's `muster` hexes, or stays out when none is left (`absent`). A `fresh` army is the scenario's, as written. Leaders and
 * victory conditions follow (see `placeLeaders`, `adjustVictory`); the battle's `generals` are
 * flagged `general`.
 *
 * Refused, naming the field of the battle definition: a side the scenario lacks, a scenario side
 * nobody plays, a roster unit mapped to a unit the scenario lacks on that side (or to one another
 * roster unit plays), a reinforcement that is not a unit of the side.
 *
 * @param fallen player id → leaders he lost in earlier battles (`fallenLeaders`)
 */
export function battleFromRoster(scenario: Scenario, battle: BattleDefinition, players: readonly CampaignPlayer[], fallen: ReadonlyMap<string, ReadonlySet<string>> = new Map()): RosterBattle | CampaignRejection {
  const bindings: RosterBinding[] = []
  const mustering: Mustering[] = []
  const keep = new Map<string, ScenarioUnit>()
  const fallenHere = new Set<string>()
  for (const [pi, bp] of battle.players.entries()) {
    const path = `players[${pi}]`
    if (!scenario.sides.some((s) => s.id === bp.side)) return refuse('camp/roster-mismatch', `${path}.side`, `scenario ${scenario.id} has no side "${bp.side}"`)
    const player = players.find((p) => p.id === bp.player)
    if (!player) return refuse('camp/not-a-player', `${path}.player`, `"${bp.player}" is not a player of the campaign`)
    const sideUnits = scenario.units.filter((u) => u.side === bp.side)
    if (bp.roster === 'fresh') {
      for (const u of sideUnits) keep.set(u.id, u)
      bindings.push({ player: bp.player, side: bp.side, units: {} })
      continue
    }
    for (const l of fallen.get(bp.player) ?? []) if (scenario.leaders.some((x) => x.id === l && x.side === bp.side)) fallenHere.add(l)
    const units: Record<string, string> = {}
    for (const r of player.units) {
      const explicit = bp.units !== undefined && Object.hasOwn(bp.units, r.id)
      const mapped = explicit ? bp.units![r.id]! : r.id
      if (mapped === null) continue
      const at = explicit ? `${path}.units.${r.id}` : `${path}.player`
      const u = sideUnits.find((x) => x.id === mapped)
      if (!u && !explicit && bp.muster) {
        mustering.push({ path, player: bp.player, side: bp.side, hexes: bp.muster, unit: r })
        continue
      }
      if (!u) return refuse('camp/roster-mismatch', at, `roster unit "${r.id}" of ${bp.player} plays unit "${mapped}", which scenario ${scenario.id} has not on side ${bp.side} (map it to one of its units, to null to leave it out, or give the battle player muster hexes)`)
      if (Object.hasOwn(units, u.id)) return refuse('camp/roster-mismatch', at, `unit "${u.id}" is played by roster units "${units[u.id]}" and "${r.id}"`)
      units[u.id] = r.id
      keep.set(u.id, rosterUnit(u, r.stepsLost ?? 0))
    }
    for (const [ri, id] of (bp.reinforcements ?? []).entries()) {
      const u = sideUnits.find((x) => x.id === id)
      if (!u) return refuse('camp/roster-mismatch', `${path}.reinforcements[${ri}]`, `scenario ${scenario.id} has no unit "${id}" on side ${bp.side}`)
      if (Object.hasOwn(units, id)) return refuse('camp/roster-mismatch', `${path}.reinforcements[${ri}]`, `unit "${id}" is played by roster unit "${units[id]}"`)
      keep.set(id, u)
    }
    bindings.push({ player: bp.player, side: bp.side, units })
  }
  const unplayed = scenario.sides.find((s) => !battle.players.some((p) => p.side === s.id))
  if (unplayed) return refuse('camp/roster-mismatch', 'players', `nobody plays side "${unplayed.id}" of scenario ${scenario.id}`)
  const kept = scenario.units.flatMap((u) => (keep.has(u.id) ? [keep.get(u.id)!] : []))
  const mustered = muster(scenario, kept, mustering, bindings)
  if ('ok' in mustered) return mustered
  const units = [...kept, ...mustered.units]
  for (const [gi, g] of (battle.generals ?? []).entries()) {
    if (!scenario.leaders.some((l) => l.id === g)) return refuse('camp/roster-mismatch', `generals[${gi}]`, `scenario ${scenario.id} has no leader "${g}"`)
  }
  const flagged = scenario.leaders.map((l) => (battle.generals?.includes(l.id) ? { ...l, general: true } : l))
  const leaders = placeLeaders(flagged, units, fallenHere, new Set(bindings.flatMap((b) => Object.keys(b.units))))
  const conditions = adjustVictory(scenario.victory.conditions, new Set(units.map((u) => u.id)), new Set(leaders.map((l) => l.id)))
  const translations = scenario.translations && keptTexts(scenario.translations, new Set(units.map((u) => u.id)), new Set(leaders.map((l) => l.id)), new Set(conditions.map((c) => c.id)))
  return { scenario: { ...scenario, units, leaders, victory: { ...scenario.victory, conditions }, ...(translations ? { translations } : {}) }, bindings, absent: mustered.absent }
}

/**
 * Places the roster units the scenario has no unit for on their player's muster hexes, in roster
 * order, each on the first hex of the list no unit holds; facing as the side's first unit that has
 * one. A unit with no free hex left stays out (`absent`). Refused: a muster hex off the map, a
 * roster id that is a scenario unit of another side.
 */
function muster(scenario: Scenario, kept: readonly ScenarioUnit[], mustering: readonly Mustering[], bindings: readonly RosterBinding[]): { units: ScenarioUnit[]; absent: RosterBattle['absent'] } | CampaignRejection {
  const held = new Set(kept.flatMap((u) => (u.hex === null ? [] : [u.hex])))
  const units: ScenarioUnit[] = []
  const absent: RosterBattle['absent'] = []
  for (const m of mustering) {
    for (const [hi, h] of m.hexes.entries()) {
      const [col, row] = h.split(',').map(Number) as [number, number]
      if (col >= scenario.map.width || row >= scenario.map.height) return refuse('camp/roster-mismatch', `${m.path}.muster[${hi}]`, `hex ${h} is off the ${scenario.map.width}x${scenario.map.height} map of scenario ${scenario.id}`)
    }
    if (scenario.units.some((u) => u.id === m.unit.id)) return refuse('camp/roster-mismatch', `${m.path}.player`, `roster unit "${m.unit.id}" of ${m.player} has the id of a unit of another side in scenario ${scenario.id}`)
    const hex = m.hexes.find((h) => !held.has(h))
    if (hex === undefined) {
      absent.push({ player: m.player, unit: m.unit.id })
      continue
    }
    held.add(hex)
    const facing = scenario.units.find((u) => u.side === m.side && u.facing !== undefined)?.facing
    units.push({ id: m.unit.id, side: m.side, type: m.unit.type, hex, ...(facing === undefined ? {} : { facing }), ...(m.unit.stepsLost ? { reduced: true } : {}) })
    bindings.find((b) => b.player === m.player)!.units[m.unit.id] = m.unit.id
  }
  return { units, absent }
}

/** The scenario's translations without the names of the units, leaders and conditions left out. */
function keptTexts(translations: NonNullable<Scenario['translations']>, units: ReadonlySet<string>, leaders: ReadonlySet<string>, conditions: ReadonlySet<string>): NonNullable<Scenario['translations']> {
  const only = (names: Record<string, string> | undefined, keep: (k: string) => boolean) => names && Object.fromEntries(Object.entries(names).filter(([k]) => keep(k)))
  const out: NonNullable<Scenario['translations']> = {}
  for (const [lang, t] of Object.entries(translations)) {
    const units2 = only(t.units, (k) => units.has(k))
    const leaders2 = only(t.leaders, (k) => leaders.has(k))
    const victory2 = only(t.victory, (k) => k === 'default' || conditions.has(k))
    out[lang] = { ...t, ...(units2 ? { units: units2 } : {}), ...(leaders2 ? { leaders: leaders2 } : {}), ...(victory2 ? { victory: victory2 } : {}) }
  }
  return out
}
