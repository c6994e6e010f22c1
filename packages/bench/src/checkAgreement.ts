import type { BenchMap } from './BenchMap'
import type { MovementImpl } from './MovementImpl'

/**
 * Compares every implementation's answer to every query (the first implementation is the
 * expected one); returns the mean number of destinations.
 *
 * @throws Error when an implementation's listed destinations and its answer differ, or when two
 *   implementations disagree.
 */
export function checkAgreement(map: BenchMap, impls: MovementImpl[], mp: number): number {
  let total = 0
  for (const start of map.starts) {
    const answers = impls.map((impl) => impl.answer(start, mp))
    const expected = answers[0]
    total += expected.size
    for (let i = 0; i < impls.length; i++) {
      const listed = impls[i].query(start, mp)
      const keys = [...answers[i].keys()]
      if (listed.join() !== keys.join()) {
        throw new Error(`movement bench: ${impls[i].name} lists destinations [${listed.join()}] but answers [${keys.join()}] (start ${start})`)
      }
      if (i === 0) continue
      const got = answers[i]
      const diff = differences(expected, got)
      if (diff.length > 0) {
        throw new Error(`movement bench: ${impls[i].name} disagrees with ${impls[0].name} on ${map.grid.width}x${map.grid.height} from hex ${start}: ${diff.slice(0, 5).join('; ')}`)
      }
    }
  }
  return map.starts.length === 0 ? 0 : total / map.starts.length
}

/** Per-key differences between two answers (`what`: what a key is, for the message). */
export function differences(a: Map<number, number>, b: Map<number, number>, what = 'hex'): string[] {
  const out: string[] = []
  for (const [h, c] of a) if (b.get(h) !== c) out.push(`${what} ${h}: ${c} vs ${b.get(h) ?? 'unreachable'}`)
  for (const [h, c] of b) if (!a.has(h)) out.push(`${what} ${h}: unreachable vs ${c}`)
  return out
}
