import type { Issue } from '@hexes/core'

/** A failed start, load or resume: a headline and the issues behind it. */
export interface SessionError {
  /** The message in English (the engine's words for a loader refusal). */
  message: string
  /** Message key (`errors.*`, `saves.*`) and parameters for the page's language, when the app wrote it. */
  key?: string
  params?: Record<string, string>
  issues: Issue[]
}
