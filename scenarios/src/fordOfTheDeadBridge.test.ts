import { checkAction, parseScenario, renderMessage, type Scenario } from '@hexes/core'
import { flyers } from '@hexes/plugin-flyers'
import { SK_TABLES, skirmish, skLineOfSight, skState, targetCover, type SkTables } from '@hexes/plugin-skirmish'
import { skirmishMorale } from '@hexes/plugin-skirmish-morale'
import { victoryPoints } from '@hexes/plugin-victory-points'
import { warMachines } from '@hexes/plugin-war-machines'
import { createTestGame, type TestGame } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import raw from '../ford-of-the-dead.json' with { type: 'json' }

/**
 * The bridge of `ford-of-the-dead` (catalogue S5) under a bombard shot, with the scenario's own map,
 * structures and terrain (its covered bridge: light cover, blocks sight along the river), played
 * with its five plugins and scripted dice. Issue #19: "a test destroys the bridge of S5 with a
 * bombard and shows movement, LOS and cover change".
 */

const shipped = parseScenario(raw)
/**
 * The shipped scenario with the bridge's men-at-arms two hexes short of the bridge (one move away,
 * outside the bombard's disc) and the spectre stepped back from its north end, so that the shot
 * hits no one and rolls only its own dice.
 */
const moved: Readonly<Record<string, string>> = { 'l-men-bridge': '7,11', 'u-spectre': '8,6' }
const scenario: Scenario = { ...shipped, units: shipped.units.map((u) => (moved[u.id] ? { ...u, hex: moved[u.id]! } : u)) }
const plugins = [skirmish, skirmishMorale, warMachines, flyers, victoryPoints]

const BRIDGE = '7,9'
const onto = { type: 'move', side: 'living', unit: 'l-men-bridge', to: BRIDGE }
const fire = { type: 'wm/shoot', side: 'living', unit: 'l-bombard', structure: 'bridge' }

const at = (t: TestGame, hex: string) => t.game.rules.grid.indexOfRef(hex)
const tables = (t: TestGame) => t.game.rules.container.resolve<SkTables>(SK_TABLES)
/** Line of sight along the river's column 7, from the south bank (7,12) across the bridge to the north bank (7,6). */
const sightAcross = (t: TestGame) => skLineOfSight(t.game.rules, t.state, tables(t), at(t, '7,12'), at(t, '7,6'), { overUnits: true })
/** The cover of a target standing on the bridge hex, seen from the bombard. */
const coverOnBridge = (t: TestGame) => targetCover(t.game.rules, t.state, tables(t), at(t, '8,14'), at(t, BRIDGE))
const toStep = (t: TestGame, turn: number, phase: string) => t.advanceUntil((s) => s.turn.turn === turn && s.turn.phase === phase && s.turn.activeSide === 'living')

describe('scenarios/ford-of-the-dead: the bridge', () => {
  it('SK-WM-12, SK-WM-13, GAP-SK-36 one bombard hit destroys S5\'s bridge, and movement, line of sight and cover change at once', () => {
    // Bombard shot at the bridge: scatter die HIT (1), artillery die 3 (no misfire).
    const t = createTestGame({ scenario, plugins, dice: [1, 3] })
    toStep(t, 1, 'movement')
    // Before: the bridge carries the crossing, its timber gallery blocks sight along the river and covers a unit on it.
    expect('ok' in checkAction(t.game.rules, t.state, onto)).toBe(false)
    expect(sightAcross(t)).toMatchObject({ clear: false, blockers: [at(t, BRIDGE)] })
    expect(coverOnBridge(t)).toBe('light')

    toStep(t, 1, 'shooting')
    t.play(fire)
    expect(t.diceLeft()).toBe(0)
    expect(skState(t.state).structures.find((s) => s.id === 'bridge')).toMatchObject({ hits: 1, destroyed: true })
    expect(t.game.events.filter((e) => e.type === 'sk/structure-destroyed')).toMatchObject([{ structure: 'bridge', hex: BRIDGE, ruleId: 'SK-WM-12' }])
    // At once, in the same step: the hex is water; sight crosses it, and there is no cover left on it.
    expect(t.state.map.terrain[at(t, BRIDGE)]).toBe('water')
    expect(sightAcross(t).clear).toBe(true)
    expect(coverOnBridge(t)).toBe('none')

    // The next movement step: the crossing the bridge carried is refused.
    toStep(t, 2, 'movement')
    expect(checkAction(t.game.rules, t.state, onto)).toMatchObject({ ok: false })
  })

  it("names the bridge in the reader's language in the shot's events (the scenario's structure/<id> message)", () => {
    const t = createTestGame({ scenario, plugins, dice: [1, 3] })
    toStep(t, 1, 'shooting')
    t.play(fire)
    const text = (type: string, lang: string) => renderMessage(t.game.events.find((e) => e.type === type)!.text!, { rules: t.game.rules, state: t.state, lang })
    expect(text('wm/shot', 'fr')).toContain('Le pont de bois')
    expect(text('wm/structure-hit', 'fr')).toContain('Le pont de bois')
    expect(text('sk/structure-destroyed', 'fr')).toContain('Le pont de bois')
    expect(text('sk/structure-destroyed', 'en')).toContain('The wooden bridge')
  })
})
