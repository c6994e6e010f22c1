/**
 * Why the server refused a request (as opposed to a rules rejection, which carries the catalogue
 * rule id): `ruleId` is always `'server'`. HTTP status in brackets.
 */
export type ServerRefusalCode =
  | 'server/bad-request' // (400) the body does not match the schema; `path` names the field
  | 'server/client-dice' // (400) an action carried `dice`
  | 'server/unauthorized' // (401) missing or unknown token
  | 'server/not-your-side' // (403) the action is for another seat's side
  | 'server/not-your-decision' // (403) the pending decision belongs to another side
  | 'server/spectator' // (403) a spectator token cannot act or chat
  | 'server/not-found' // (404) no such game
  | 'server/stale-seq' // (409) not the next sequence number (stale or concurrent)
  | 'server/game-over' // (409) the game has ended
  | 'server/game-running' // (409) the record is published at the end only
  | 'server/rules-held' // (409) the game waits for its players to accept updated rules
  | 'server/too-large' // (413) body or message over the limit
  | 'server/rate-limited' // (429) too many requests from this seat or address

/** A refusal from the server. Nothing was stored. */
export interface ServerRefusal {
  ok: false
  code: ServerRefusalCode
  ruleId: 'server'
  message: string
  /** The bad field, for `server/bad-request` (`action.to`). */
  path?: string
}

/** The HTTP status of each refusal. */
export const REFUSAL_STATUS: Readonly<Record<ServerRefusalCode, number>> = {
  'server/bad-request': 400,
  'server/client-dice': 400,
  'server/unauthorized': 401,
  'server/not-your-side': 403,
  'server/not-your-decision': 403,
  'server/spectator': 403,
  'server/not-found': 404,
  'server/stale-seq': 409,
  'server/game-over': 409,
  'server/game-running': 409,
  'server/rules-held': 409,
  'server/too-large': 413,
  'server/rate-limited': 429,
}
