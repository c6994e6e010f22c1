import { parseScenario } from '@hexes/core'
import { battleVotesSchema, checkCampaignJson, isCampaignRejection, playNextBattle, startCampaign, type Campaign, type CampaignRejection, type SurplusChoice } from '@hexes/campaign'
import { findCampaign } from '@hexes/scenarios'
import { CliError, usageError } from '../CliError'
import type { CommandCtx } from '../CliIo'
import type { Command } from '../Command'
import { readJsonFile, readTextFile, writeTextFile } from '../files'
import { expectPositionals, seedOption, stringOption, type ParsedArgs } from '../parseArgs'
import { findBuiltin } from '../resolveScenario'
import { campaignText, playedText } from './campaignText'
import { readActionFile } from './readActionFile'

const HELP = `Usage: hexes campaign new <campaign-def> --out <file>
       hexes campaign play <file> --actions <A.json> --seed <S> [--votes <V.json>] [--surplus <p>=<to|lost>,...] [--json]
       hexes campaign show <file> [--json]
       hexes campaign validate <file>

new       starts a campaign: <campaign-def> is a campaign definition file or a builtin campaign id
          (1066); writes the ledger at its start to --out.
play      plays the next battle of the campaign in <file> from its rosters: the scenario with the
          units lost in earlier battles removed and those that lost steps reduced, the actions of
          --actions with the seed --seed, to the end of the battle; then settles it (VP, gold,
          XP) and appends the events to <file>. --votes: a JSON file { "heroicActs": [...],
          "heroicDefences": [...] } (see docs/campaigns.md). --surplus harold=invaders gives
          harold's surplus above the cap to invaders, harold=lost loses it (comma-separated for
          several players). Nothing is written when the battle is refused.
show      prints the ledger, the standings, the rosters with XP and history, and the next battle.
validate  replays the ledger and checks every figure of the file: a hand-edited file is refused,
          naming the field. Exit status 1 when it is refused.

Options:
  --out <file>       (new) the campaign file to write
  --actions <file>   (play) the battle's actions, as for "hexes play"
  --seed <S>         (play) the battle's seed: an integer or a string (default 1)
  --votes <file>     (play) the players' votes after the battle
  --surplus <list>   (play) what each surplus owner does with it: <player>=<player>|lost
  --json             (play, show) print JSON instead of text
  --compact          with --json, on one line`

/** A rejection of the campaign layer as a CLI error: `error camp/...: <path>: <message>`. */
function refused(r: CampaignRejection, file: string): CliError {
  const hint = r.code === 'camp/surplus-choice-missing' ? ' (give it with --surplus <player>=<recipient> or --surplus <player>=lost)' : ''
  return new CliError(r.code, `Campaign "${file}" refused:`, { issues: [{ code: r.code, path: r.path, message: `${bare(r.path, r.message)}${hint}` }] })
}

/** A message without the `path: ` it starts with (the issue line prints the path). */
const bare = (path: string, message: string): string => (path && message.startsWith(`${path}: `) ? message.slice(path.length + 2) : message)

/** Reads a campaign file, replaying its ledger (a hand-edited file is refused, naming the field). */
function readCampaign(ctx: CommandCtx, file: string): Campaign {
  const r = checkCampaignJson(readTextFile(ctx.io, file, 'Campaign file'))
  if (!r.ok) throw new CliError(r.issues[0]!.code, `Campaign file "${file}" is refused:`, { issues: r.issues.map((i) => ({ ...i, message: bare(i.path, i.message) })) })
  return r.campaign
}

/** `--surplus a=b,c=lost` → surplus choices. */
function parseSurplus(raw: string | undefined): SurplusChoice[] | undefined {
  if (raw === undefined) return undefined
  return raw.split(',').map((part) => {
    const m = /^([^=\s]+)=([^=\s]+)$/.exec(part.trim())
    if (!m) throw usageError(`--surplus takes <player>=<player>|lost, comma-separated; got "${part}"`, 'campaign')
    return { player: m[1]!, giveTo: m[2] === 'lost' ? null : m[2]! }
  })
}

function print(ctx: CommandCtx, args: ParsedArgs, doc: unknown): void {
  ctx.io.stdout(`${args.options.compact ? JSON.stringify(doc) : JSON.stringify(doc, null, 2)}\n`)
}

async function play(args: ParsedArgs, ctx: CommandCtx, file: string): Promise<number> {
  const actionsPath = stringOption(args, 'actions')
  if (actionsPath === undefined) throw usageError('Missing --actions <file.json>', 'campaign')
  const actions = readActionFile(readJsonFile(ctx.io, actionsPath, 'Action file'), actionsPath)
  const votesPath = stringOption(args, 'votes')
  const votes = votesPath === undefined ? undefined : battleVotesSchema.safeParse(readJsonFile(ctx.io, votesPath, 'Votes file'))
  if (votes && !votes.success) throw new CliError('cli/votes-file', `Votes file "${votesPath}": ${votes.error.issues[0]!.path.join('.')}: ${votes.error.issues[0]!.message}`)
  const surplusChoices = parseSurplus(stringOption(args, 'surplus'))
  const campaign = readCampaign(ctx, file)
  const registry = await ctx.deps.registry()
  const r = playNextBattle(campaign, {
    scenario: (id) => {
      const doc = findBuiltin(registry.scenarios, id)
      return doc === undefined ? undefined : parseScenario(doc)
    },
    plugins: registry.plugins, seed: seedOption(args, 'seed', 'campaign') ?? 1, actions,
    ...(votes ? { votes: votes.data } : {}), ...(surplusChoices ? { surplusChoices } : {}),
  })
  if (isCampaignRejection(r)) throw refused(r, file)
  writeTextFile(ctx.io, file, `${JSON.stringify(r.campaign, null, 2)}\n`, 'campaign file')
  if (args.options.json === true) print(ctx, args, { battle: r.next.battleId, outcome: r.played.outcome, vp: r.played.vp, result: r.played.game.state.result, events: r.campaign.events.slice(campaign.events.length) })
  else ctx.io.stdout(playedText(r))
  return 0
}

/** `hexes campaign new|play|show|validate`: start, play, show and check a campaign's ledger. */
export const campaignCommand: Command = {
  name: 'campaign',
  summary: 'start a campaign, play its next battle from the rosters, show or validate its ledger',
  help: HELP,
  options: { out: { type: 'string' }, actions: { type: 'string' }, seed: { type: 'string' }, votes: { type: 'string' }, surplus: { type: 'string' }, json: { type: 'boolean' }, compact: { type: 'boolean' } },
  async run(args, ctx) {
    const [sub, target] = expectPositionals(args, ['new|play|show|validate', 'file'], 'campaign')
    switch (sub) {
      case 'new': {
        const out = stringOption(args, 'out')
        if (out === undefined) throw usageError('Missing --out <file>', 'campaign')
        const looksLikePath = /[/\\]/.test(target!) || target!.endsWith('.json')
        const def = looksLikePath ? readJsonFile(ctx.io, target!, 'Campaign definition') : findCampaign(target!)
        if (def === undefined) throw new CliError('cli/unknown-campaign', `"${target}" is neither a campaign definition file nor a builtin campaign id (builtin: 1066)`)
        const c = startCampaign(def)
        if (isCampaignRejection(c)) throw refused(c, target!)
        writeTextFile(ctx.io, out, `${JSON.stringify(c, null, 2)}\n`, 'campaign file')
        ctx.io.stdout(`Started ${c.name} (${c.id}) in ${out}: ${c.definition!.battles.length} battles, first ${c.definition!.battles[0]!.id}\n`)
        return 0
      }
      case 'play':
        return play(args, ctx, target!)
      case 'show': {
        const c = readCampaign(ctx, target!)
        if (args.options.json === true) print(ctx, args, { id: c.id, name: c.name, players: c.players, events: c.events })
        else ctx.io.stdout(campaignText(c))
        return 0
      }
      case 'validate': {
        const c = readCampaign(ctx, target!)
        ctx.io.stdout(`OK ${target}: ${c.name}, ${c.events.length} events, every roster and gold figure explained\n`)
        return 0
      }
      default:
        throw usageError(`Unknown campaign command "${sub}" (new, play, show, validate)`, 'campaign')
    }
  },
}
