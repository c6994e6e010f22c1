/**
 * The browser's `localStorage`, for what the app remembers between visits (the language, the
 * computer's pace, the guided turn, the autosave). A browser without storage, or with it full or
 * disabled, is not an error: reads give `null`, writes are dropped and say so.
 */

/** The stored value of `key`, or `null` when there is none or no storage. */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

/** Stores `value` under `key`; `false` when the storage is missing, full or disabled. */
export function writeStored(key: string, value: string): boolean {
  try {
    localStorage.setItem(key, value)
    return true
  } catch {
    return false
  }
}

/** Forgets `key` (nothing to do without storage). */
export function removeStored(key: string): void {
  try {
    localStorage.removeItem(key)
  } catch {
    // no storage: nothing kept
  }
}
