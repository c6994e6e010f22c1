import type { GameState, Issue } from '@hexes/core'
import type { SwConfig } from '../config/swConfig'
import { SW, swState } from './SwState'

const issue = (path: string, message: string): Issue => ({ code: 'state/invariant', path, message, plugin: SW })

/**
 * Successive Waves' state invariants, checked by simulators after every action: the time cost
 * was charged once per use (SW-16), pooled and reserve units are off the table, lost units are
 * out for good, and pieces SW holds back belong to the Native side.
 */
export function swInvariants(state: GameState, config: SwConfig): Issue[] {
  const sw = swState(state)
  if (!sw) return [issue(`plugins.${SW}`, 'Successive Waves state is missing')]
  const out: Issue[] = []
  if (sw.history.length !== sw.uses) out.push(issue(`plugins.${SW}.history`, `${sw.uses} uses but ${sw.history.length} history entries (SW-16)`))
  sw.history.forEach((h, i) => {
    if (h.k !== i + 1) out.push(issue(`plugins.${SW}.history[${i}].k`, `use ${i + 1} advanced the time track by ${h.k} (SW-16)`))
  })
  const units = new Map(state.units.map((u) => [u.id, u]))
  const expect = (ids: readonly string[], status: string, list: string) => {
    for (const id of ids) {
      const u = units.get(id)
      if (!u) out.push(issue(`plugins.${SW}.${list}`, `unknown unit ${id}`))
      else if (u.side !== config.nativeSide) out.push(issue(`plugins.${SW}.${list}`, `${id} is not a Native unit (SW-1)`))
      else if (u.status !== status || u.hex !== null) out.push(issue(`plugins.${SW}.${list}`, `${id} should be ${status} off the table, is ${u.status} at ${u.hex}`))
    }
  }
  expect(sw.reserve, 'reserve', 'reserve')
  expect(sw.lost, 'eliminated', 'lost')
  const wave = sw.wave
  if (wave !== null) {
    expect(wave.pool, 'reserve', 'wave.pool')
    for (const p of wave.placed) {
      const u = units.get(p.unit)
      if (u && u.status === 'active' && u.hex !== p.hex) out.push(issue(`plugins.${SW}.wave.placed`, `${p.unit} was placed at ${p.hex} and is at ${u.hex}`))
    }
  }
  return out
}
