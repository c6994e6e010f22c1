import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { CliError } from './CliError'
import type { CliIo } from './CliIo'

/** Largest input file read (scenarios, action logs and saves are far smaller). */
const MAX_BYTES = 64 * 1024 * 1024

/** Resolves a path given on the command line against the caller's directory. */
export function resolvePath(io: CliIo, path: string): string {
  return resolve(io.cwd, path)
}

/** Reads a UTF-8 text file; every failure is a `CliError` naming the file (`what` says which). */
export function readTextFile(io: CliIo, path: string, what: string): string {
  const full = resolvePath(io, path)
  let data: Buffer
  try {
    data = readFileSync(full)
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code
    if (code === 'ENOENT') throw new CliError('cli/file-not-found', `${what} "${path}" does not exist`)
    if (code === 'EISDIR') throw new CliError('cli/file-unreadable', `${what} "${path}" is a directory, not a file`)
    throw new CliError('cli/file-unreadable', `Cannot read ${what} "${path}": ${(e as Error).message}`)
  }
  if (data.length > MAX_BYTES) throw new CliError('cli/file-too-large', `${what} "${path}" is larger than ${MAX_BYTES / 1024 / 1024} MB`)
  return data.toString('utf8').replace(/^\uFEFF/, '')
}

/** Reads and parses a JSON file; a syntax error is a `CliError` (`cli/json-syntax`) naming the file. */
export function readJsonFile(io: CliIo, path: string, what: string): unknown {
  const text = readTextFile(io, path, what)
  try {
    return JSON.parse(text)
  } catch (e) {
    throw new CliError('cli/json-syntax', `${what} "${path}" is not valid JSON: ${(e as Error).message}`)
  }
}

/** Writes a text file (creating or replacing it); failures are `CliError`s. */
export function writeTextFile(io: CliIo, path: string, text: string, what: string): void {
  try {
    writeFileSync(resolvePath(io, path), text)
  } catch (e) {
    throw new CliError('cli/file-unwritable', `Cannot write ${what} "${path}": ${(e as Error).message}`)
  }
}
