import { createGame, isEngineError, loadGame, type Issue, type PluginRequest, type SaveFile, type Scenario } from '@hexes/core'
import { loadScenario, plugins } from './catalog'
import type { GameDriver } from './driver/GameDriver'
import { LocalDriver } from './driver/LocalDriver'

/** Who plays a side: a person on this device, or the computer (a bot of `@hexes/ai`, in a web worker). */
export type PlayerKind = 'human' | 'computer'

/** Everything the start screen decides, recorded in save files (`meta.setup`) to rebuild the game. */
export interface GameSetup {
  scenarioId: string
  /**
   * The scenario's variant picked on the start screen, if one was: the plugins started from its
   * rule mix (the scenario's own otherwise). Absent: the scenario as written.
   */
  variant?: string
  /** The plugin mix and options, as changed on the start screen (defaults: the variant's, or the scenario's). */
  plugins: PluginRequest[]
  players: Record<string, PlayerKind>
  /**
   * The bot of each computer side: a name `createBot` of `@hexes/ai` accepts (its level). A
   * computer side without one (an older save) plays the default bot.
   */
  bots?: Record<string, string>
  seed: number
  /**
   * A battle of the running campaign (`stores/campaign`): the game plays the scenario the
   * campaign's rosters give (`battleFromRoster`), not the shipped one as written, and its end is
   * settled in the campaign. Absent: a game of its own.
   */
  campaign?: CampaignBattleRef
  /**
   * A play-test of the scenario editor's draft (`stores/editor`): the game is not autosaved (its
   * scenario is the draft, not a shipped one, and the player's autosaved game stays).
   */
  playtest?: true
}

/** Which campaign battle a game plays: the campaign's id and the battle's (`nextBattle`'s `battleId`). */
export interface CampaignBattleRef {
  id: string
  battle: string
}

/** The sides the computer plays in this setup. */
export function computerSidesOf(setup: GameSetup | null | undefined): Set<string> {
  return new Set(Object.entries(setup?.players ?? {}).filter(([, k]) => k === 'computer').map(([side]) => side))
}

/** A game built (a driver over it), or every problem that prevented it (loader, scenario or save issues). */
export type Built = { ok: true; driver: GameDriver } | { ok: false; message: string; issues: Issue[] }

/** The scenario with the start screen's plugin mix. */
export async function scenarioFor(setup: GameSetup): Promise<Scenario | undefined> {
  const base = await loadScenario(setup.scenarioId)
  return base ? ({ ...base, plugins: setup.plugins } as Scenario) : undefined
}

function failure(e: unknown): Built {
  if (isEngineError(e)) return { ok: false, message: e.message.split('\n')[0]!, issues: [...e.issues] }
  return { ok: false, message: e instanceof Error ? e.message : String(e), issues: [] }
}

/**
 * Creates a new game; the loader's and the scenario checker's messages come back as issues.
 * `given`: the scenario itself, when it is not a shipped one as written (a campaign battle's,
 * from the players' rosters: `battleFromRoster`), with the setup's plugin mix.
 */
export async function buildGame(setup: GameSetup, given?: Scenario): Promise<Built> {
  const scenario = given ? ({ ...given, plugins: setup.plugins } as Scenario) : await scenarioFor(setup)
  if (!scenario) return { ok: false, message: `Unknown scenario "${setup.scenarioId}"`, issues: [] }
  try {
    return { ok: true, driver: new LocalDriver(createGame({ scenario, plugins, seed: setup.seed }), scenario, plugins) }
  } catch (e) {
    return failure(e)
  }
}

/**
 * Rebuilds a game from a save file (replaying its action log); explains every mismatch. The file
 * and the setup must have been checked first (`lib/saves/checkSave`): scripted dice, a setup the
 * start screen could not have made. `commit`: the file's actions are out of the undo's reach (a
 * file from the other player); without it (this browser's autosave), undo goes back as the
 * engine allows. `scenario`: the scenario itself when it is not the shipped one as written (a
 * campaign battle's), with the setup's plugin mix.
 */
export async function rebuildGame(file: SaveFile, setup: GameSetup, options: { commit?: boolean; scenario?: Scenario } = {}): Promise<Built> {
  const scenario = options.scenario ? ({ ...options.scenario, plugins: setup.plugins } as Scenario) : await scenarioFor(setup)
  if (!scenario) return { ok: false, message: `Unknown scenario "${setup.scenarioId}"`, issues: [] }
  try {
    return { ok: true, driver: new LocalDriver(loadGame(file, { scenario, plugins }), scenario, plugins, { committed: options.commit ? file.actions.length : 0 }) }
  } catch (e) {
    return failure(e)
  }
}
