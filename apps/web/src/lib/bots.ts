/**
 * The computer players the start screen offers, from `@hexes/ai`'s bot registry (`botNames`,
 * and its difficulty levels when the package has them). `@hexes/ai` is loaded on demand: the main
 * thread only needs the names (the bots themselves run in the bot worker), so the AI never weighs
 * on the initial JavaScript.
 */

/** One choice of computer player: the bot name (what `createBot` takes) and its level, if any. */
export interface ComputerOption {
  bot: string
  /** The difficulty level it stands for (`easy`...), or `null` for a bot outside the levels (`random`). */
  level: string | null
}

/** What the start screen lists for a computer side. */
export interface ComputerCatalog {
  /** Weakest level first, then the bots outside the levels. */
  options: ComputerOption[]
  /** The bot a new computer side gets. */
  default: string
}

/** What the catalogue is built from: `@hexes/ai`'s names and, when it has them, its levels. */
export interface BotRegistryInfo {
  names: readonly string[]
  /** Level names, weakest first. */
  levels?: readonly string[]
  defaultLevel?: string
}

/**
 * The options for a computer side. Each level is one option: the bot named `ai-<level>` (or `ai`
 * for the default level when only that name exists); the other bots (`random`...) follow. The
 * levels are the package's (`AI_LEVELS`) or, without them, the `ai-<level>` names in their order.
 * The default is the default level's bot, else `ai`, else the first option.
 */
export function computerCatalog(info: BotRegistryInfo): ComputerCatalog {
  const names = info.names
  const declared = (info.levels?.length ?? 0) > 0
  const levels = declared ? info.levels! : names.filter((n) => /^ai-./.test(n)).map((n) => n.slice(3))
  const options: ComputerOption[] = []
  const used = new Set<string>()
  for (const level of levels) {
    const bot = names.includes(`ai-${level}`) ? `ai-${level}` : level === info.defaultLevel && names.includes('ai') ? 'ai' : null
    if (!bot) continue
    options.push({ bot, level })
    used.add(bot)
  }
  for (const n of names) {
    if (used.has(n)) continue
    // With declared levels, `ai` is one of them under another name: do not list it twice.
    if (declared && (n === 'ai' || n.startsWith('ai-'))) continue
    options.push({ bot: n, level: null })
  }
  const byLevel = options.find((o) => o.level !== null && o.level === info.defaultLevel)?.bot
  const dflt = byLevel ?? (options.some((o) => o.bot === 'ai') ? 'ai' : options[0]?.bot ?? 'random')
  return { options, default: dflt }
}

let loading: Promise<ComputerCatalog> | null = null

/** The catalogue of `@hexes/ai` (loaded once, on demand). */
export function loadComputerCatalog(): Promise<ComputerCatalog> {
  loading ??= import('@hexes/ai').then((ai) => {
    // Levels are read when the package exports them (`AI_LEVELS`, `DEFAULT_AI_LEVEL`).
    const mod = ai as unknown as Record<string, unknown>
    const levels = Array.isArray(mod.AI_LEVELS) ? (mod.AI_LEVELS as string[]) : undefined
    const defaultLevel = typeof mod.DEFAULT_AI_LEVEL === 'string' ? mod.DEFAULT_AI_LEVEL : undefined
    return computerCatalog({ names: ai.botNames(), ...(levels ? { levels } : {}), ...(defaultLevel ? { defaultLevel } : {}) })
  })
  return loading
}
