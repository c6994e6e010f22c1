import 'reflect-metadata'
import { createInitialState, movementRange } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { shippedRules } from '../../testing/aiFixtures'
import { ACT_ATTACK, ACT_END_PHASE, ACT_MOVE } from './ReferenceAction'
import { compileReferenceGame } from './compileReferenceGame'
import { ReferenceEngine } from './ReferenceEngine'
import { IMPASSABLE_COST } from './ReferenceGame'
import { referencePlayout } from './referencePlayout'
import { MODE_CLOSE } from './referenceCombat'
import { runReferenceBench } from './runReferenceBench'
import { validateReferenceAction } from './validateReferenceAction'

const rules = shippedRules('teaching-ford')
const game = compileReferenceGame(rules)
const hex = (ref: string) => rules.grid.indexOfRef(ref)
const unit = (id: string) => game.unitIds.indexOf(id)

/** A trace of every action of one playout, to compare games. */
function trace(seed: number): string {
  const out: number[] = []
  const r = referencePlayout(game, seed, { engine: new ReferenceEngine(game), onAction: (_e, a) => out.push(a.kind, a.unit, a.to, a.defender, a.leader) })
  return `${r.result}/${r.turn}/${out.join(',')}`
}

/** Hexes reachable from `from` with `mp` through enterable hexes free of enemies, ignoring ZOC: a superset of any legal move. */
function looseReach(e: ReferenceEngine, u: number, mp: number): Set<number> {
  const { game: g, state: s } = e
  const best = new Map<number, number>([[s.hex[u]!, 0]])
  const queue = [s.hex[u]!]
  while (queue.length) {
    const h = queue.shift()!
    for (let d = 0; d < 6; d++) {
      const n = g.nb[h * 6 + d]!
      if (n < 0 || g.terrainCost[g.terrain[n]!] === IMPASSABLE_COST) continue
      const o = s.occ[n]!
      if (o >= 0 && g.unitSide[o] !== g.unitSide[u]) continue
      const c = best.get(h)! + g.terrainCost[g.terrain[n]!]!
      if (c > Math.max(mp, g.terrainCost[g.terrain[n]!]!) || (best.get(n) ?? Infinity) <= c) continue
      best.set(n, c)
      queue.push(n)
    }
  }
  return new Set(best.keys())
}

describe('reference engine', () => {
  it('compiles the teaching scenario into typed arrays', () => {
    expect(game.size).toBe(120)
    expect(game.units).toBe(12)
    expect(game.leaders).toBe(2)
    expect(game.turns).toBe(6)
    expect(game.terrainCost[game.terrain[hex('8,0')]!]).toBe(IMPASSABLE_COST)
    expect(game.terrainStop[game.terrain[hex('8,7')]!]).toBe(1)
    expect(game.terrainCost[game.terrain[hex('6,3')]!]).toBe(2)
    expect(game.mp[unit('r-lc-1')]).toBe(6)
    expect(game.range[unit('r-ha-1')]).toBe(3)
    expect(game.phaseKind.length).toBe(8)
  })

  it('finds the same destinations as the engine for every unit at the start', () => {
    const state = createInitialState(rules, 0).state
    const e = new ReferenceEngine(game)
    for (const u of state.units) {
      const k = unit(u.id)
      const ours = [...e.movement.dests.slice(0, e.movement.search(e.state, k))].sort((a, b) => a - b)
      expect(ours, u.id).toEqual([...movementRange(rules, state, u).range.reachable].sort((a, b) => a - b))
    }
  })

  it('plays the same game from the same seed, and another from another seed', () => {
    expect(trace(5)).toBe(trace(5))
    expect(trace(5)).not.toBe(trace(6))
  })

  it('ends every game, by the turn limit or a victory condition, with both sides winning some', () => {
    const winners = new Set<number>()
    for (let seed = 0; seed < 60; seed++) {
      const r = referencePlayout(game, seed)
      expect(r.result).toBeGreaterThanOrEqual(-1)
      expect(r.turn).toBeLessThanOrEqual(game.turns)
      expect(r.actions).toBeGreaterThan(20)
      winners.add(r.result)
    }
    expect(winners).toContain(0)
    expect(winners).toContain(1)
  })

  it('HM-MOVE-8 HM-MOVE-6 HM-MOVE-3 the reference checks every action: no move ends on a unit, in impassable terrain or out of reach', () => {
    let moves = 0
    let attacks = 0
    for (let seed = 0; seed < 10; seed++) {
      const e = new ReferenceEngine(game)
      referencePlayout(game, seed, {
        engine: e,
        onAction: (en, a) => {
          expect(validateReferenceAction(en, a)).toBe(true)
          if (a.kind === ACT_ATTACK) attacks++
          if (a.kind !== ACT_MOVE) return
          moves++
          const s = en.state
          expect(s.occ[a.to]).toBe(-1)
          expect(game.terrainCost[game.terrain[a.to]!]).not.toBe(IMPASSABLE_COST)
          expect(looseReach(en, a.unit, en.movement.mpLeft(s, a.unit)).has(a.to)).toBe(true)
        },
      })
    }
    expect(moves).toBeGreaterThan(50)
    expect(attacks).toBeGreaterThan(5)
  })

  it('HM-MOVE-8 HM-MOVE-6 HM-SEQ-1 the reference refuses a move onto a friend or into the brook, a move or an attack out of its phase', () => {
    const e = new ReferenceEngine(game)
    const a = e.action
    const hc = unit('r-hc-1')
    a.set(ACT_MOVE, 0).unit = hc
    a.to = hex('3,3') // a friend stands there
    expect(validateReferenceAction(e, a)).toBe(false)
    a.to = hex('8,2') // the brook
    expect(validateReferenceAction(e, a)).toBe(false)
    a.to = hex('2,5')
    expect(validateReferenceAction(e, a)).toBe(true)
    a.set(ACT_MOVE, 1).unit = unit('f-hc-1') // not the French phase
    a.to = hex('9,4')
    expect(validateReferenceAction(e, a)).toBe(false)
    a.set(ACT_ATTACK, 0).defender = unit('f-mi-1') // combat in the movement phase
    a.attackers[0] = hc
    a.count = 1
    a.mode = MODE_CLOSE
    expect(validateReferenceAction(e, a)).toBe(false)
    expect(validateReferenceAction(e, a.set(ACT_END_PHASE, 0))).toBe(true)
    expect(validateReferenceAction(e, a.set(ACT_END_PHASE, 1))).toBe(false)
  })

  it('measures playouts with the clock it is given', () => {
    let now = 0
    const r = runReferenceBench(game, { clock: () => (now += 0.5), ms: 20 })
    expect(r.actionsPerPlayout).toBeGreaterThan(20)
    expect(r.playoutsPerSecond).toBeGreaterThan(0)
    expect(r.usPerAction).toBeGreaterThan(0)
  })
})
