import type { GameSetup } from './gameFactory'
import { readStored, writeStored } from './storage'

/** localStorage key of the autosave. */
export const AUTOSAVE_KEY = 'hexes.autosave'
/** While the computer goes on playing, the autosave is written at most this often (ms). */
export const AUTOSAVE_EVERY = 1500

/**
 * What the autosave holds: the save file, and a summary for the start screen. On resume the
 * save file is checked like any file from outside (`lib/saves/checkSave`), and the game is
 * rebuilt from the save's own setup (`meta.setup`): `setup` here is only the summary's.
 */
export interface Autosave {
  setup: GameSetup
  save: unknown
  scenarioName: string
  turn: number
  savedAt: string
  over: boolean
}

/** The autosave in this browser, if any (unchecked JSON: a summary for the start screen). */
export function readAutosave(): Autosave | null {
  const raw = readStored(AUTOSAVE_KEY)
  try {
    return raw ? (JSON.parse(raw) as Autosave) : null
  } catch {
    return null
  }
}

/** Writes the autosave; a full or disabled storage is ignored (the player can still save to a file). */
export function writeAutosave(a: Autosave): void {
  writeStored(AUTOSAVE_KEY, JSON.stringify(a)) // storage full or disabled: the game goes on
}

/** Writes the autosave now or soon (see {@link createAutosaver}). */
export interface Autosaver {
  /** Writes now (and cancels a pending write). */
  now(): void
  /** Writes now, or at most every {@link AUTOSAVE_EVERY} ms (the computer's actions while it goes on playing). */
  soon(): void
  /** Writes a pending write now (the page is left). */
  flush(): void
}

/**
 * The autosave's pace: `write` builds and writes the autosave (it decides whether there is one).
 * A fast computer turn would otherwise write the whole save after each action; the save is
 * written at once when a human is to act again, the game ends or the page is left.
 */
export function createAutosaver(write: () => void): Autosaver {
  let timer: ReturnType<typeof setTimeout> | null = null
  let last = 0
  const now = () => {
    if (timer !== null) clearTimeout(timer)
    timer = null
    last = Date.now()
    write()
  }
  return {
    now,
    soon() {
      if (timer !== null) return
      const wait = last + AUTOSAVE_EVERY - Date.now()
      if (wait <= 0) return now()
      timer = setTimeout(now, wait)
    },
    flush() {
      if (timer !== null) now()
    },
  }
}
