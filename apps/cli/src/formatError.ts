import type { Issue } from '@hexes/core'

/** An error with a stable code, as core's `EngineError` and `DiceError` and the CLI's `CliError` are. */
export interface CodedError {
  code: string
  message: string
  issues?: readonly Issue[]
}

/** True for errors that carry a string `code` (engine, dice, CLI errors), whatever their class. */
export function isCodedError(e: unknown): e is CodedError & Error {
  return e instanceof Error && typeof (e as { code?: unknown }).code === 'string' && !(e as NodeJS.ErrnoException).syscall
}

/** One issue as `path: message` (`(document)` for the whole document); the count of issues not listed as it is. */
export function formatIssue(i: Issue): string {
  return i.code === 'issues/more' ? i.message : `${i.path || '(document)'}: ${i.message}`
}

/**
 * A coded error for the terminal: `error <code>: <headline>` then one `path: message` line per
 * issue (the headline is the message's first line when issues repeat the rest).
 */
export function formatCodedError(e: CodedError): string {
  const issues = e.issues ?? []
  const headline = issues.length ? e.message.split('\n')[0]! : e.message
  const lines = [`error ${e.code}: ${headline}`]
  for (const i of issues) lines.push(formatIssue(i))
  return lines.join('\n') + '\n'
}
