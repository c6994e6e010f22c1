import { addRationals, createGame, definePlugin, enumerateOutcomes, injectable, isRejection, prepareCombat, rational, type BaseAction, type CombatCtx, type HookRegistry, type Rational } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import type { SkTables } from '../config/SkTables'
import { skirmish } from '../skirmishPlugin'
import { SK_TABLES } from '../SkirmishRules'
import { skState } from '../state/SkState'
import { edited, skGame, skScenario, type SkTestUnit } from '../testing/skFixtures'
import { buildSkCombat } from './buildSkCombat'
import type { CombatPreview } from './CombatPreview'
import { previewCombat } from './previewCombat'
import type { SkCombatData } from './SkCombatData'

const tablesOf = (rules: CombatCtx['rules']) => rules.container.resolve<SkTables>(SK_TABLES)
const sum = (terms: Rational[]) => (terms.length ? addRationals(terms) : rational(0))
type Game = ReturnType<typeof skGame>

/** A unit charges b1 (type `foot` facing it unless given), and the game goes on to a's melee step. */
function charging(units: SkTestUnit[], charger = 'a1') {
  const t = skGame({ units })
  const charge = { type: 'sk/charge', side: 'a', unit: charger, target: 'b1' } as BaseAction
  const preview = previewCombat(t.game.rules, t.state, charge) as CombatPreview
  const before = t.state
  t.play(charge)
  t.advanceUntil((s) => s.turn.phase === 'melee' && s.turn.activeSide === 'a')
  return { t, preview, before }
}

/** The melee of a's melee step against b1, as the engine prepares it. */
function melee(t: Game, attackers: string[]): CombatCtx {
  const ctx = prepareCombat(t.game.rules, t.state, 'a', { attackers, defender: 'b1', mode: 'melee' })
  if (isRejection(ctx)) throw new Error(ctx.message)
  return ctx
}

/**
 * The reference: one enumeration of the combat's resolver recording every strike (the preview's
 * former way: its merge points keep every strike apart, so it runs longer), summed up per strike
 * and per unit. The preview must give exactly these numbers.
 */
function joint(ctx: CombatCtx) {
  const built = buildSkCombat(ctx, tablesOf(ctx.rules))
  const id = (s: { unit: string; target: string; kind: string }) => `${s.unit}>${s.target}:${s.kind}`
  const dist = enumerateOutcomes((dice) => built.resolve(dice, 'all'), (d: SkCombatData) =>
    `${d.strikes.map((s) => `${id(s)}=${s.dice}/${s.hits}/${s.hpLost}/${String(s.chargeBonus)}`).join(',')}|${d.losses.map((l) => `${l.unit}=${l.hpLost}`).join(',')}|${d.pushes.map((p) => `${p.unit}=${p.paces}`).join(',')}`)
  const by = (value: (d: SkCombatData) => number | undefined) => {
    const m = new Map<number, Rational[]>()
    for (const o of dist.outcomes) {
      const v = value(o.example)
      if (v !== undefined) m.set(v, [...(m.get(v) ?? []), o.probability])
    }
    return [...m.keys()].sort((a, b) => a - b).map((v) => [v, sum(m.get(v)!)] as const)
  }
  const strikes = built.strikes.map((p) => {
    const rec = (d: SkCombatData) => d.strikes.find((s) => id(s) === id({ ...p, kind: p.plan.kind }))
    return {
      unit: p.unit,
      made: sum(dist.outcomes.filter((o) => rec(o.example)).map((o) => o.probability)),
      hits: by((d) => rec(d)?.hits ?? 0),
      hp: by((d) => rec(d)?.hpLost ?? 0),
      dice: by((d) => rec(d)?.dice).map(([v]) => v),
      bonus: sum(dist.outcomes.filter((o) => rec(o.example)?.chargeBonus === true).map((o) => o.probability)),
    }
  })
  const units = [...new Set(dist.outcomes.flatMap((o) => o.example.sides!.flat()))].map((u) => ({
    unit: u,
    hp: by((d) => d.losses.find((l) => l.unit === u)?.hpLost ?? 0),
    pushed: sum(dist.outcomes.filter((o) => o.example.pushes.some((p) => p.unit === u)).map((o) => o.probability)),
  }))
  return { strikes, units, leaves: dist.leaves }
}

/** The preview's numbers in the reference's shape. */
function shaped(p: CombatPreview) {
  return {
    strikes: p.strikes.map((s) => ({
      unit: s.unit, made: s.made, hits: s.hits.map((h) => [h.hits, h.probability] as const), hp: s.summary.hpLost.map((h) => [h.hp, h.probability] as const),
      dice: Array.from({ length: s.dice.max - s.dice.min + 1 }, (_, i) => s.dice.min + i).filter((d) => d === s.dice.min || d === s.dice.max), bonus: s.chargeBonus ?? rational(0),
    })),
    units: p.units.map((u) => ({ unit: u.unit, hp: u.hpLost.map((h) => [h.hp, h.probability] as const), pushed: u.pushed })),
  }
}

/** The reference with the dice reduced to their fewest and most, as the preview gives them. */
function reference(ctx: CombatCtx) {
  const j = joint(ctx)
  return { strikes: j.strikes.map((s) => ({ ...s, dice: [...new Set([Math.min(...s.dice), Math.max(...s.dice)])] })), units: j.units, leaves: j.leaves }
}

const attack = (attackers: string[]): BaseAction => ({ type: 'attack', side: 'a', attackers, defender: 'b1', mode: 'melee' }) as BaseAction

describe('skirmish/combat preview (previewCombat)', () => {
  it.each([['horse', 'foot'], ['knights', 'foot'], ['foot', 'foot'], ['duo', 'duo']])('SK-MELEE-1: a charge exchange (%s charging %s): every strike\'s odds and every unit\'s are those of one enumeration recording every strike', (charger, charged) => {
    const { t } = charging([{ id: 'a1', type: charger, hex: '3,7' }, { id: 'b1', side: 'b', type: charged, hex: '3,3', facing: 3 }])
    const ctx = melee(t, ['a1'])
    const p = previewCombat(t.game.rules, t.state, attack(['a1'])) as CombatPreview
    const ref = reference(ctx)
    expect(shaped(p)).toEqual({ strikes: ref.strikes.map(({ unit, made, hits, hp, dice, bonus }) => ({ unit, made, hits, hp, dice, bonus })), units: ref.units })
    expect(p.strikes.map((s) => [s.kind, s.fixed])).toEqual([['charge', true], ['return', false]])
    // Fewer roll sequences, but for the smallest fights (two figures a side), where the charge's own enumeration costs more than it saves.
    if (charger !== 'duo') expect(p.leaves).toBeLessThan(ref.leaves)
    for (const s of p.strikes) expect(addRationals(s.hits.map((h) => h.probability))).toEqual(rational(1))
  })

  it('SK-MELEE-4: two units on the charged side strike back, the HP shared in each side: the same numbers as the reference', () => {
    const { t } = charging([{ id: 'a1', type: 'horse', hex: '3,7' }, { id: 'b1', side: 'b', type: 'duo', hex: '3,3', facing: 3 }, { id: 'b2', side: 'b', type: 'duo', hex: '4,4', facing: 3 }])
    const p = previewCombat(t.game.rules, t.state, attack(['a1'])) as CombatPreview
    const ref = reference(melee(t, ['a1']))
    expect(p.strikes.map((s) => `${s.unit}>${s.target}:${s.kind}`)).toEqual(['a1>b1:charge', 'b1>a1:return', 'b2>a1:strike'])
    expect(shaped(p)).toEqual({ strikes: ref.strikes.map(({ unit, made, hits, hp, dice, bonus }) => ({ unit, made, hits, hp, dice, bonus })), units: ref.units })
  })

  it('SK-CHARGE-7: an incomplete charger\'s bonus: the chance it is rolled (5+ on 1d6: 1/3) and its dice with and without it', () => {
    const { t } = charging([{ id: 'a1', type: 'foot', hex: '3,7', stats: { sk: { hp: 6 } } }, { id: 'b1', side: 'b', type: 'duo', hex: '3,3', facing: 3 }])
    const p = previewCombat(t.game.rules, t.state, attack(['a1'])) as CombatPreview
    expect(p.strikes[0]).toMatchObject({ kind: 'charge', dice: { min: 6, max: 7 }, chargeBonus: rational(1, 3), plan: { dice: 6, chargeRoll: { ruleId: 'SK-CHARGE-7', atLeast: 5 } } })
    const ref = reference(melee(t, ['a1']))
    expect(shaped(p)).toEqual({ strikes: ref.strikes.map(({ unit, made, hits, hp, dice, bonus }) => ({ unit, made, hits, hp, dice, bonus })), units: ref.units })
  })

  it('SK-MELEE-2: a locked round of two against one: every blow rolls its plan, the same numbers as the reference', () => {
    const t = skGame({ units: [{ id: 'a1', type: 'duo', hex: '3,4' }, { id: 'a2', type: 'duo', hex: '4,4' }, { id: 'b1', side: 'b', type: 'duo', hex: '3,3' }] })
    t.advanceUntil((s) => s.turn.phase === 'melee' && s.turn.activeSide === 'a')
    const state = edited(t.state, (d) => skState(d).melees.forEach((m) => Object.assign(m, { attacks: [2, 2], locked: true })))
    const p = previewCombat(t.game.rules, state, attack(['a1', 'a2'])) as CombatPreview
    expect(p.strikes.map((s) => [s.unit, s.kind, s.fixed])).toEqual([['a1', 'locked', true], ['a2', 'locked', true], ['b1', 'locked', true]])
    const ctx = prepareCombat(t.game.rules, state, 'a', { attackers: ['a1', 'a2'], defender: 'b1', mode: 'melee' }) as CombatCtx
    const ref = reference(ctx)
    expect(shaped(p)).toEqual({ strikes: ref.strikes.map(({ unit, made, hits, hp, dice, bonus }) => ({ unit, made, hits, hp, dice, bonus })), units: ref.units })
  })

  it('SK-CHARGE-3, GAP-SK-25: a charge is previewed without playing it: where it lands, and the very odds of its melee once the melee step is there', () => {
    const { t, preview, before } = charging([{ id: 'a1', type: 'knights', hex: '3,7' }, { id: 'b1', side: 'b', type: 'foot', hex: '3,3', facing: 0 }])
    expect(preview.landing).toEqual({ arc: 'rear', hex: '3,4', path: ['3,6', '3,5', '3,4'], paces: 6, units: 'paces', intoMelee: false })
    expect(before.units.find((u) => u.id === 'a1')!.hex).toBe('3,7')
    const there = previewCombat(t.game.rules, t.state, attack(['a1'])) as CombatPreview
    const { landing: _landing, ...rest } = preview
    expect(rest).toEqual(there)
    // SK-CHARGE-10: charged in the rear, the return strike has 2 dice fewer.
    expect(preview.strikes[1]!.plan.modifiers.find((m) => m.ruleId === 'SK-CHARGE-10')).toMatchObject({ kind: 'dice', value: -2 })
  })

  it('SK-MELEE-7: a charge on a unit locked in another melee is previewed with its defence −2, and the melee it joins', () => {
    const t = skGame({ units: [{ id: 'a1', type: 'knights', hex: '6,5' }, { id: 'a2', type: 'duo', hex: '3,4' }, { id: 'b1', side: 'b', type: 'duo', hex: '3,3', facing: 3 }] })
    const state = edited(t.state, (d) => Object.assign(skState(d).melees[0]!, { attacks: [2, 2], locked: true }))
    const p = previewCombat(t.game.rules, state, { type: 'sk/charge', side: 'a', unit: 'a1', target: 'b1' } as BaseAction) as CombatPreview
    expect(p.landing).toMatchObject({ intoMelee: true })
    expect(p.decl.attackers).toEqual(['a1', 'a2'])
    const charge = p.strikes.find((s) => s.kind === 'charge')!
    expect(charge.plan.modifiers.find((m) => m.ruleId === 'SK-MELEE-7')).toMatchObject({ kind: 'defence', value: -2 })
    expect(charge.plan.defence).toBe(1)
  })

  it('SK-MELEE-3: a charge\'s melee is declared with the acting side\'s units in contact with its target only, not a friend further along the line', () => {
    // a1 lands on 3,4, next to b1 and b2; a3 touches b2 but not b1: it is not in b1's melee.
    const { t, preview } = charging([{ id: 'a1', type: 'horse', hex: '3,7' }, { id: 'b1', side: 'b', type: 'duo', hex: '3,3', facing: 3 }, { id: 'b2', side: 'b', type: 'duo', hex: '4,4', facing: 3 }, { id: 'a3', type: 'duo', hex: '5,4' }])
    expect(preview.decl).toEqual({ attackers: ['a1'], defender: 'b1', mode: 'melee' })
    expect(isRejection(prepareCombat(t.game.rules, t.state, 'a', preview.decl))).toBe(false)
    expect(preview.strikes.map((s) => `${s.unit}>${s.target}:${s.kind}`)).toEqual(['a1>b1:charge', 'b1>a1:return', 'b2>a1:strike'])
  })

  it('SK-CHARGE-1: a charge the engine refuses has no preview but its rejection; other actions have none', () => {
    const t = skGame({ units: [{ id: 'a1', hex: '3,7' }, { id: 'b1', side: 'b', hex: '3,0' }] })
    expect(previewCombat(t.game.rules, t.state, { type: 'sk/charge', side: 'a', unit: 'a1', target: 'b1' } as BaseAction)).toMatchObject({ ok: false, code: 'charge/too-far', ruleId: 'SK-CHARGE-1' })
    expect(previewCombat(t.game.rules, t.state, { type: 'end-phase', side: 'a' })).toBeNull()
  })

  it('GAP-SK-25: where another rule set reacts to moves, the charge is played on a copy for its preview: the same odds; one whose reaction rolls dice has none', () => {
    @injectable()
    class Watcher {
      apply(hooks: HookRegistry) {
        hooks.afterMove.tap('watcher', () => undefined)
      }
    }
    @injectable()
    class Roller {
      apply(hooks: HookRegistry) {
        hooks.events.tap('roller', ({ event, dice }) => {
          if (event.type === 'sk/charged') dice.roll({ id: 'd6', faces: [1, 2, 3, 4, 5, 6].map((value) => ({ value })) }, 'a test reaction')
        })
      }
    }
    const units: SkTestUnit[] = [{ id: 'a1', type: 'horse', hex: '3,7' }, { id: 'b1', side: 'b', hex: '3,3', facing: 3 }]
    const charge = { type: 'sk/charge', side: 'a', unit: 'a1', target: 'b1' } as BaseAction
    const alone = skGame({ units })
    const mine = previewCombat(alone.game.rules, alone.state, charge) as CombatPreview
    const game = (id: string, plugin: typeof Watcher) => {
      const scenario = skScenario({ units })
      return createGame({ scenario: { ...scenario, plugins: [...scenario.plugins, { id }] }, plugins: [skirmish, definePlugin({ manifest: { id, name: id, version: '0.0.0', engine: '^0.1.0' }, plugin })], seed: 1 })
    }
    const watched = game('watcher', Watcher)
    expect(previewCombat(watched.rules, watched.state, charge)).toEqual(mine)
    const rolled = game('roller', Roller)
    expect(previewCombat(rolled.rules, rolled.state, charge)).toMatchObject({ ok: false, code: 'charge/preview-rolls' })
  })

  it('SK-MELEE-8/9: a volley into a melee: its plan at the target\'s defence −2, its HP shared by both sides (no "destroyed")', () => {
    const t = skGame({ units: [{ id: 'a1', type: 'bowmen', hex: '1,5' }, { id: 'a2', type: 'duo', hex: '3,4' }, { id: 'b1', side: 'b', type: 'duo', hex: '3,3' }] })
    t.advanceUntil((s) => s.turn.phase === 'shooting' && s.turn.activeSide === 'a')
    const state = edited(t.state, (d) => Object.assign(skState(d).melees[0]!, { attacks: [2, 2], locked: true }))
    const p = previewCombat(t.game.rules, state, { type: 'attack', side: 'a', attackers: ['a1'], defender: 'b1', mode: 'missile' } as BaseAction) as CombatPreview
    expect(p.strikes).toHaveLength(1)
    expect(p.strikes[0]).toMatchObject({ kind: 'missile', fixed: true, intoMelee: true, needs: 2, plan: { defence: 1 }, summary: { pDestroyed: rational(0) } })
    expect(p.strikes[0]!.plan.modifiers.map((m) => m.ruleId)).toContain('SK-MELEE-8')
    expect(p.units.map((u) => u.unit)).toEqual(['b1', 'a2'])
    for (const u of p.units) expect(addRationals(u.hpLost.map((h) => h.probability))).toEqual(rational(1))
    expect(p.units.every((u) => u.hpLost.some((h) => h.hp > 0))).toBe(true)
  })
})
