/**
 * Before/after engine throughput in ONE process: loads the core, registry and AI of two checkouts
 * of this repository (e.g. `git worktree add ../before <commit>` and this one) and runs their own
 * `runEngineBench` in interleaved rounds (ABBA order, warm-up included in every run), then prints
 * the median of each figure for both and their ratio. Timings on a shared machine drift by tens of
 * per cent between runs; measured this way, both sides see the same drift.
 *
 *   pnpm --filter @hexes/ai ab-bench <before-checkout> [<after-checkout>] [--rounds 6] [--ms 1500] [--ai N]
 *
 * With `--ai N` it also plays N Hastings games per side of the default AI level against the random
 * bot with each checkout, interleaved, and compares the thinking time and the longest half-turn
 * (the games themselves must be the same: their moves hashes are compared).
 *
 * Checkout paths are relative to the repository root; `after` defaults to this checkout. Each
 * checkout must have its dependencies installed (`pnpm install`).
 */
import 'reflect-metadata'
import { resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'

const args = process.argv.slice(2)
const flag = (name: string, def: number) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? Number(args.splice(i, 2)[1]) : def
}
const rounds = flag('rounds', 6)
const playoutMs = flag('ms', 1500)
const aiGames = flag('ai', 0)
const here = resolve(fileURLToPath(new URL('../../..', import.meta.url)))
const [before, after = here] = args
if (!before) throw new Error('usage: pnpm --filter @hexes/ai ab-bench <before-checkout> [<after-checkout>] [--rounds N] [--ms MS]')

interface Loaded { core: any; reg: any; ai: any }
const load = async (root: string): Promise<Loaded> => ({
  core: await import(resolve(root, 'packages/core/src/index.ts')),
  reg: await import(resolve(root, 'packages/registry/src/index.ts')),
  ai: await import(resolve(root, 'packages/ai/src/index.ts')),
})
const at = (p: string) => resolve(process.env['INIT_CWD'] ?? here, p)
const sides: Record<'before' | 'after', Loaded> = { before: await load(at(before)), after: await load(at(after)) }
const FIELDS = ['playoutsPerSecond', 'usPerAction', 'movementRange', 'legalActions', 'checkMove', 'applyMove', 'combatOdds'] as const
const samples: Record<string, number[]> = {}
for (let round = 0; round < rounds; round++) {
  for (const k of (round % 2 === 0 ? ['before', 'after'] : ['after', 'before']) as ('before' | 'after')[]) {
    const { core, reg, ai } = sides[k]
    const scenarios = ['teaching-ford', 'hastings-1066'].map((name) => ({ name, rules: core.buildRules(core.parseScenario(reg.findScenario(name)), reg.builtinPlugins) }))
    const report = ai.runEngineBench({ scenarios, clock: () => performance.now(), playoutMs, microMs: 200 })
    for (const row of report.rows) {
      for (const f of FIELDS) {
        const v = f === 'playoutsPerSecond' || f === 'usPerAction' ? row[f] : row.micro[f]
        if (typeof v === 'number') (samples[`${row.name}|${f}|${k}`] ??= []).push(v)
      }
    }
  }
}
const median = (a: number[]) => {
  const s = [...a].sort((x, y) => x - y)
  return s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2
}
console.log(`before: ${before}\nafter:  ${after}\n${rounds} interleaved rounds of runEngineBench (${playoutMs} ms of playouts each): median [min-max]\n`)
for (const name of ['teaching-ford', 'hastings-1066']) {
  for (const f of FIELDS) {
    const b = samples[`${name}|${f}|before`]
    const a = samples[`${name}|${f}|after`]
    if (!b || !a) continue
    const fmt = (x: number[]) => `${median(x).toFixed(2)} [${Math.min(...x).toFixed(2)}-${Math.max(...x).toFixed(2)}]`
    console.log(`${name.padEnd(14)} ${f.padEnd(18)} before ${fmt(b).padEnd(24)} after ${fmt(a).padEnd(24)} after/before ${(median(a) / median(b)).toFixed(3)}`)
  }
}

if (aiGames > 0) {
  const ai: Record<string, { think: number[]; longest: number[]; moves: string[] }> = { before: { think: [], longest: [], moves: [] }, after: { think: [], longest: [], moves: [] } }
  for (let g = 0; g < aiGames; g++) {
    for (const side of [0, 1]) {
      for (const k of ((g + side) % 2 === 0 ? ['before', 'after'] : ['after', 'before']) as ('before' | 'after')[]) {
        const { core, reg, ai: lib } = sides[k]
        const rules = core.buildRules(core.parseScenario(reg.findScenario('hastings-1066')), reg.builtinPlugins)
        const bot = new lib.SearchBot({ level: lib.DEFAULT_AI_LEVEL })
        const r = lib.playMatchGame({ rules, bots: side === 0 ? [bot, new lib.RandomBot()] : [new lib.RandomBot(), bot], seed: 1 + g, clock: () => performance.now() })
        const me = r.perSide[side]
        ai[k]!.think.push(me.thinkMs / me.decisions)
        ai[k]!.longest.push(me.maxHalfTurnMs)
        ai[k]!.moves.push(r.movesHash)
      }
    }
  }
  const fmt = (x: number[]) => `${median(x).toFixed(1)} [${Math.min(...x).toFixed(1)}-${Math.max(...x).toFixed(1)}]`
  console.log(`\nAI (${sides.after.ai.DEFAULT_AI_LEVEL}) against the random bot on hastings-1066, ${aiGames} game(s) per side, interleaved:`)
  console.log(`ms per decision     before ${fmt(ai.before!.think).padEnd(24)} after ${fmt(ai.after!.think).padEnd(24)} after/before ${(median(ai.after!.think) / median(ai.before!.think)).toFixed(3)}`)
  console.log(`longest half-turn   before ${fmt(ai.before!.longest).padEnd(24)} after ${fmt(ai.after!.longest).padEnd(24)} after/before ${(median(ai.after!.longest) / median(ai.before!.longest)).toFixed(3)}`)
  const same = ai.before!.moves.every((m, i) => m === ai.after!.moves[i])
  console.log(same ? 'the same games: every moves hash is equal' : `DIFFERENT GAMES: moves hashes ${ai.before!.moves.join(',')} vs ${ai.after!.moves.join(',')}`)
}
