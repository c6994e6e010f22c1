import { buildRules, checkAction, createInitialState, legalActions, parseScenario, seedRng, type AttackAction, type GameState } from '@hexes/core'
import { examplePlugin } from '@hexes/plugin-example'
import { describe, expect, it } from 'vitest'
import { playout } from '../playout'
import { RandomBot } from '../RandomBot'
import { runThink } from '../search/think'
import { confirmPlugin, skirmish } from '../testFixtures'
import { hmTestRules, initial, play, shippedRules } from '../testing/aiFixtures'
import { AI_EFFORT } from './aiLevels'
import { SearchBot } from './SearchBot'

const fast = { level: 'easy' as const, iterations: 400 }

/** Ends the phases of side `a` until its combat phase. */
function toCombat(rules: ReturnType<typeof hmTestRules>, s: GameState): GameState {
  while (rules.phases[s.turn.phaseIndex]!.id !== 'combat') s = play(rules, s, { type: 'end-phase', side: s.turn.activeSide! })
  return s
}

/** Side a's combat phase with two targets: a weakened unit two can attack at 3:1, elite infantry at 1:2. */
function twoTargets() {
  const rules = hmTestRules({
    units: [
      { id: 'a1', hex: '3,3' }, { id: 'a2', hex: '2,4' },
      { id: 'b1', side: 'b', hex: '3,4', reduced: true }, { id: 'b2', side: 'b', type: 'elite-infantry', hex: '3,2' },
    ],
  })
  return { rules, s: toCombat(rules, initial(rules)) }
}

describe('ai/SearchBot', () => {
  it('makes the same decisions from the same seed', () => {
    const rules = shippedRules('teaching-ford')
    const s0 = initial(rules)
    const a = runThink(rules, s0, { effort: AI_EFFORT.easy, seed: 7 })
    const b = runThink(rules, s0, { effort: AI_EFFORT.easy, seed: 7 })
    expect(a.actions.length).toBeGreaterThan(1)
    expect(b.actions).toEqual(a.actions)
    expect(b.stats).toEqual(a.stats)
    const game = () => playout(rules, s0, [new SearchBot(fast), new RandomBot()], { seed: 3, maxActions: 120 }).actions
    expect(game()).toEqual(game())
  })

  it('prefers a clearly good attack (two units at 3:1 on a weakened unit) over a bad one (1:2 on elite infantry)', () => {
    const { rules, s } = twoTargets()
    const defenders = new Set(legalActions(rules, s).filter((a) => a.type === 'attack').map((a) => (a as AttackAction).defender))
    expect([...defenders].sort()).toEqual(['b1', 'b2'])
    const choice = new SearchBot().chooseAction(rules, s, seedRng(1)) as AttackAction
    expect(choice.type).toBe('attack')
    expect(choice.defender).toBe('b1')
    expect([...choice.attackers].sort()).toEqual(['a1', 'a2'])
  })

  it('a search that reuses the distributions of its half-turn (memo) decides as one that computes them, at the same node cost', () => {
    const { rules, s } = twoTargets()
    const memo = new Map()
    const fresh = runThink(rules, s, { effort: AI_EFFORT.normal, seed: 5, memo })
    expect(memo.size).toBeGreaterThan(0)
    const kept = [...memo.values()]
    const again = runThink(rules, s, { effort: AI_EFFORT.normal, seed: 5, memo })
    expect(again.actions).toEqual(fresh.actions)
    expect(again.stats).toEqual(fresh.stats)
    // Every distribution came from the memo: none was computed again.
    expect([...memo.values()].every((m, i) => m === kept[i])).toBe(true)
    expect(runThink(rules, s, { effort: AI_EFFORT.normal, seed: 5 }).actions).toEqual(fresh.actions)
  })

  it('always returns a legal action, in every kind of phase and decision', () => {
    const rules = shippedRules('teaching-ford')
    const states: GameState[] = []
    playout(rules, createInitialState(rules, 5).state, new RandomBot(), { seed: 5, onAction: ({ state, index }) => void (index % 4 === 0 && states.push(state)) })
    const bot = new SearchBot(fast)
    const rng = seedRng(9)
    let decisions = 0
    for (const s of states) {
      if (s.result) continue
      const c = bot.chooseChecked(rules, s, rng)
      expect(c, `no action at turn ${s.turn.turn} ${s.turn.phase}`).not.toBeNull()
      expect(checkAction(rules, s, c!.action)).not.toHaveProperty('ok')
      if (s.pending.length) decisions++
    }
    expect(decisions).toBeGreaterThan(0)
  })

  it('answers pending decisions (a plugin decision after every move, HEXES Med retreats and losses)', () => {
    const scenario = parseScenario(skirmish([{ id: 'example' }, { id: 'confirm' }]))
    const rules = buildRules(scenario, [examplePlugin, confirmPlugin])
    const r = playout(rules, createInitialState(rules, 2).state, [new SearchBot(fast), new RandomBot()], { seed: 2, maxActions: 60 })
    expect(r.counts['test/confirm']).toBeGreaterThan(0)
    expect(r.end).not.toBe('stuck')

    const hm = shippedRules('hastings-1066')
    let owed: GameState | undefined
    playout(hm, createInitialState(hm, 4).state, new RandomBot(), {
      seed: 4,
      onAction: ({ state }) => {
        if (state.pending.length && legalActions(hm, state).length > 1) {
          owed = state
          return 'stop'
        }
        return undefined
      },
    })
    expect(owed).toBeDefined()
    const answer = new SearchBot(fast).chooseAction(hm, owed!, seedRng(1))!
    expect(hm.actions.get(answer.type)?.answers).toBe(owed!.pending[0]!.kind)
    expect(checkAction(hm, owed!, answer)).not.toHaveProperty('ok')
  })

  it('plays a short game against the random bot to its end', () => {
    const rules = buildRules(parseScenario(skirmish()), [examplePlugin])
    const r = playout(rules, createInitialState(rules, 1).state, [new SearchBot(fast), new RandomBot()], { seed: 1, maxActions: 2000 })
    expect(r.end).toBe('result')
    const teaching = shippedRules('teaching-ford')
    const t = playout(teaching, initial(teaching), [new RandomBot(), new SearchBot(fast)], { seed: 1, maxActions: 2000 })
    expect(t.end).toBe('result')
    expect(t.state.result?.winner).toBe('french')
  })

  it('decides asynchronously in slices, reports progress and can be aborted', async () => {
    const rules = shippedRules('teaching-ford')
    const s0 = initial(rules)
    const progress: number[] = []
    const d = await new SearchBot(fast).decide(rules, s0, { seed: 7, sliceMs: 0, onProgress: (p) => progress.push(p.nodes) })
    expect(progress.length).toBeGreaterThan(1)
    expect(d.action).toEqual(runThink(rules, s0, { effort: { ...AI_EFFORT.easy, maxNodes: 400 }, seed: 7 }).actions[0])
    expect(d.plan[0]).toEqual(d.action)
    const aborted = { aborted: true, reason: new Error('stop') }
    await expect(new SearchBot(fast).decide(rules, s0, { signal: aborted })).rejects.toThrow('stop')
  })
})
