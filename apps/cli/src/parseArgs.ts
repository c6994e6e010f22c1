import { usageError } from './CliError'

/** One `--option` a command accepts. */
export interface OptionSpec {
  /** `string` options take a value (`--seed 7` or `--seed=7`); `boolean` ones do not. */
  type: 'string' | 'boolean'
}

/** Parsed command line of one command. */
export interface ParsedArgs {
  positionals: string[]
  options: Record<string, string | boolean | undefined>
  help: boolean
}

/**
 * A small argv parser: `--name value`, `--name=value`, boolean `--flag`, `-h`/`--help`, and `--`
 * to end options. Unknown options, missing values and repeated options are usage errors.
 */
export function parseArgs(argv: readonly string[], spec: Readonly<Record<string, OptionSpec>>, command: string): ParsedArgs {
  const positionals: string[] = []
  const options: Record<string, string | boolean | undefined> = Object.create(null)
  let help = false
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1))
      break
    }
    if (arg === '-h' || arg === '--help') {
      help = true
      continue
    }
    if (!arg.startsWith('-') || arg === '-' || /^-\d/.test(arg)) {
      positionals.push(arg)
      continue
    }
    if (!arg.startsWith('--')) throw usageError(`Unknown option "${arg}"`, command)
    const eq = arg.indexOf('=')
    const name = arg.slice(2, eq < 0 ? undefined : eq)
    const s = Object.hasOwn(spec, name) ? spec[name] : undefined
    if (!s) throw usageError(`Unknown option "--${name}"`, command)
    if (options[name] !== undefined) throw usageError(`Option "--${name}" is given twice`, command)
    if (s.type === 'boolean') {
      if (eq >= 0) throw usageError(`Option "--${name}" takes no value`, command)
      options[name] = true
      continue
    }
    let value: string | undefined
    if (eq >= 0) value = arg.slice(eq + 1)
    else {
      value = argv[i + 1]
      if (value === undefined || (value.startsWith('--') && value.length > 2)) throw usageError(`Option "--${name}" needs a value`, command)
      i++
    }
    options[name] = value
  }
  return { positionals, options, help }
}

/** Reads an integer option (`undefined` when absent), checking its range. */
export function intOption(args: ParsedArgs, name: string, command: string, range: { min?: number; max?: number } = {}): number | undefined {
  const raw = args.options[name]
  if (raw === undefined) return undefined
  const min = range.min ?? Number.MIN_SAFE_INTEGER
  const max = range.max ?? Number.MAX_SAFE_INTEGER
  if (typeof raw !== 'string' || !/^-?\d+$/.test(raw) || !Number.isSafeInteger(Number(raw))) throw usageError(`--${name} must be an integer, got "${String(raw)}"`, command)
  const n = Number(raw)
  if (n < min || n > max) throw usageError(`--${name} must be between ${min} and ${max}, got ${n}`, command)
  return n
}

/** Reads a string option (`undefined` when absent). */
export function stringOption(args: ParsedArgs, name: string): string | undefined {
  const raw = args.options[name]
  return typeof raw === 'string' ? raw : undefined
}

/**
 * A seed: a safe integer when it looks like one, otherwise the string itself (core accepts both;
 * a number too long to be exact, `12345678901234567890`, is taken as a string).
 */
export function seedOption(args: ParsedArgs, name: string, command: string): number | string | undefined {
  const raw = stringOption(args, name)
  if (raw === undefined) return undefined
  if (/^-?\d+$/.test(raw) && Number.isSafeInteger(Number(raw))) return Number(raw)
  if (raw.length === 0 || raw.length > 200) throw usageError(`--${name} must be an integer or a string of 1 to 200 characters`, command)
  return raw
}

/** The options every command that plays a run of seeded games reads: games, first seed, action limit, worker threads. */
export interface GameRunOptions {
  games: number
  seed: number
  maxActions: number
  jobs: number
}

/** Reads {@link GameRunOptions} (`--games`, `--seed`, `--max-actions`, `--jobs`), with the command's defaults. */
export function gameRunOptions(args: ParsedArgs, command: string, defaults: { games: number; seed: number; maxActions: number; maxGames: number }): GameRunOptions {
  return {
    games: intOption(args, 'games', command, { min: 1, max: defaults.maxGames }) ?? defaults.games,
    seed: intOption(args, 'seed', command, { min: 0, max: 2 ** 52 }) ?? defaults.seed,
    maxActions: intOption(args, 'max-actions', command, { min: 1, max: 100_000_000 }) ?? defaults.maxActions,
    jobs: intOption(args, 'jobs', command, { min: 1, max: 64 }) ?? 1,
  }
}

/** Checks the number of positional arguments. */
export function expectPositionals(args: ParsedArgs, names: readonly string[], command: string): string[] {
  if (args.positionals.length < names.length) throw usageError(`Missing ${names.slice(args.positionals.length).map((n) => `<${n}>`).join(' ')}`, command)
  if (args.positionals.length > names.length) throw usageError(`Unexpected argument "${args.positionals[names.length]}"`, command)
  return args.positionals
}
