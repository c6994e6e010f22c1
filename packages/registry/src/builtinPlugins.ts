import type { PluginDefinition } from '@hexes/core'
import { examplePlugin } from '@hexes/plugin-example'
import { flyers } from '@hexes/plugin-flyers'
import { hexesMed } from '@hexes/plugin-hexes-med'
import { skirmish, skirmishDice } from '@hexes/plugin-skirmish'
import { skirmishMorale } from '@hexes/plugin-skirmish-morale'
import { successiveWaves } from '@hexes/plugin-successive-waves'
import { victoryPoints } from '@hexes/plugin-victory-points'
import { warMachines } from '@hexes/plugin-war-machines'

/**
 * Every rule plugin that ships with Hexes; scenarios pick from these by id. `skirmish-dice` is the
 * skirmish dice combat inside a HEXES Med game (Hastings' variant `skirmish-dice`);
 * `skirmish-morale` the skirmish morale rules, over `skirmish` (Lewes 1264, Hastings' variant `panic`);
 * `war-machines` the war machines, over `skirmish` (the Ford of the Dead) or `skirmish-dice`
 * (Castillon 1453, I-10); `flyers` the flying creatures, over `skirmish` or `skirmish-dice` (the
 * Ford of the Dead); `victory-points` the victory points and the battle record's tallies, over the
 * base rules' `BATTLE_RECORD` (the Ford of the Dead).
 */
export const builtinPlugins: readonly PluginDefinition<any>[] = [hexesMed, successiveWaves, skirmish, skirmishDice, skirmishMorale, warMachines, flyers, victoryPoints, examplePlugin]
