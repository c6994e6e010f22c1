import type { GameEvent, GameState } from '@hexes/core'
import { isFleeing } from '@hexes/plugin-skirmish-morale'
import type { HexMark, LinkMark, MapMark, MarkTone } from '@hexes/web-kit'
import type { MoraleWords } from './words'

/** A move along hexes as map marks: one link a step (`<id>-<k>`), and the hex it ended in ringed (`<id>-end`). */
function pathMarks(id: string, from: string, path: readonly string[], tone: MarkTone, dashed: boolean, title: string, end: { label: string; title: string }): MapMark[] {
  const out: MapMark[] = []
  let at = from
  path.forEach((hex, k) => {
    const link: LinkMark = { kind: 'link', id: `${id}-${k}`, from: at, to: hex, tone, title }
    out.push(dashed ? { ...link, dashed: true } : link)
    at = hex
  })
  const ring: HexMark = { kind: 'hex', id: `${id}-end`, hex: at, tone, label: end.label, title: end.title }
  out.push(ring)
  return out
}

function flightOf(e: GameEvent, w: MoraleWords): MapMark[] {
  const unit = String(e.unit)
  const path = Array.isArray(e.path) ? (e.path as string[]) : []
  const p = { unit: w.unit(unit), paces: Number(e.paces), from: String(e.from), to: String(e.to ?? path.at(-1) ?? e.from) }
  const title = w.t(e.lost === true ? 'marks.flightLost' : 'marks.flight', p)
  return pathMarks(`flight-${unit}`, String(e.from), path, 'caution', true, title, { label: w.t(e.lost === true ? 'marks.lostLabel' : 'marks.fleeingLabel'), title })
}

/** A pursuit's move: its path from where the pursuer stood (the `moveCommitted` that follows the `sk-morale/pursuit` event). */
function pursuitOf(events: readonly GameEvent[], i: number, w: MoraleWords): MapMark[] {
  const e = events[i]!
  const unit = String(e.unit)
  const path = Array.isArray(e.path) ? (e.path as string[]) : []
  const move = events.slice(i + 1, i + 3).find((x) => x.type === 'moveCommitted' && x.unit === unit)
  const start = typeof move?.from === 'string' ? move.from : undefined
  if (!start) return []
  const who = { unit: w.unit(unit), target: w.unit(String(e.target)), paces: Number(e.paces) }
  const title = w.t(e.caught === true ? 'marks.caught' : 'marks.escaped', who)
  return pathMarks(`pursuit-${unit}`, start, path, 'danger', false, title, { label: w.t(e.caught === true ? 'marks.caughtLabel' : 'marks.escapedLabel'), title })
}

/**
 * Flights and pursuits on the map (SK-MORALE-1..5), from the events of the drawn state: the path
 * of each unit's last flight while it is still fleeing on the map, and of any flight of the phase
 * in progress (a flight off the battlefield included, SK-MORALE-3), dashed, ringed where it ended;
 * the path of each pursuit of the phase in progress, ringed where the pursuer stopped, caught or
 * escaped. A flight of a unit that has rallied since, or an older pursuit, is not drawn.
 */
export function flightMarks(state: GameState, events: readonly GameEvent[], w: MoraleWords): MapMark[] {
  const fleeing = new Set(state.units.filter((u) => u.status === 'active' && u.hex !== null && isFleeing(u)).map((u) => u.id))
  const seen = new Set<string>()
  const out: MapMark[] = []
  let inPhase = true
  for (let i = events.length - 1; i >= 0 && (inPhase || fleeing.size > 0); i--) {
    const e = events[i]!
    if (e.type === 'phaseStarted') inPhase = false
    else if (e.type === 'sk-morale/flight') {
      const unit = String(e.unit)
      if (seen.has(unit) || (!inPhase && !fleeing.has(unit))) continue
      seen.add(unit)
      fleeing.delete(unit)
      out.push(...flightOf(e, w))
    } else if (e.type === 'sk-morale/pursuit' && inPhase) out.push(...pursuitOf(events, i, w))
  }
  return out
}
