import type { Issue } from '@hexes/core'

/**
 * A user-facing failure of a command (bad arguments, unreadable file, invalid input). `run`
 * prints its message (and issues, one `path: message` line each) without a stack trace and exits
 * with `exitCode`.
 */
export class CliError extends Error {
  readonly exitCode: number
  readonly issues: readonly Issue[]
  readonly code: string

  constructor(code: string, message: string, options: { exitCode?: number; issues?: readonly Issue[] } = {}) {
    super(message)
    this.name = 'CliError'
    this.code = code
    this.exitCode = options.exitCode ?? 1
    this.issues = options.issues ?? []
  }
}

/** A usage error: wrong or missing arguments (`cli/usage`). */
export function usageError(message: string, command?: string): CliError {
  return new CliError('cli/usage', `${message}\nRun "hexes ${command ? `${command} ` : ''}--help" for usage.`)
}
