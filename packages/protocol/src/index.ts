/**
 * @hexes/protocol: what the web app and the Hexes server say to each other. The server validates
 * every request with these schemas; both sides share the types and the limits.
 *
 * HTTP (JSON; `Authorization: Bearer <seat or spectator token>` on every game route):
 * - `POST /api/games` ({@link CreateGameRequest}) → {@link CreateGameResponse}
 * - `GET /api/games/:id` → {@link GameSnapshot}
 * - `GET /api/games/:id/actions?from=N` → `{ actions: LoggedAction[] }` (seq > N, one page)
 * - `GET /api/games/:id/views?from=N` → `{ views: PlayerView[] }` (the viewer's view before
 *   action N+1 and after each later one: the replay of "what happened since your turn")
 * - `POST /api/games/:id/actions` ({@link SubmitActionRequest}) → {@link ActionAccepted}, a rules
 *   `Rejection` (422) or a {@link ServerRefusal}
 * - `GET|POST /api/games/:id/chat` → `{ messages: ChatMessage[] }` / `{ ok: true, message }`
 * - `PUT /api/games/:id/notify` ({@link NotifySettings}, seat only: where "your turn" goes) →
 *   {@link NotifySettingsAccepted}
 * - `POST /api/games/:id/rules/accept` (seat only: accept updated rules of a held game)
 * - `GET /api/games/:id/record` → core's `GameRecord`, once the game is over
 * - WebSocket `/api/ws`: {@link ClientMessage} in, {@link ServerMessage} out
 */
export { LIMITS } from './limits'
export { boundedJsonProblem, boundedJsonObject, type JsonValue } from './boundedJson'
export {
  createGameRequestSchema, seatRequestSchema, turnClockSchema,
  type CreateGameRequest, type CreateGameResponse, type SeatRequest, type TurnClock,
} from './createGame'
export { submitActionRequestSchema, chatRequestSchema, type SubmitActionRequest } from './submitAction'
export type { ActionAccepted, ChatMessage, GameSnapshot, GameStatus, LoggedAction, SeatInfo } from './GameSnapshot'
export { REFUSAL_STATUS, type ServerRefusal, type ServerRefusalCode } from './ServerRefusal'
export { clientMessageSchema, type ClientMessage, type ServerMessage } from './wsMessages'
export { seatLink, parseSeatLink } from './seatLink'
export { notifySettingsSchema, type NotifySettings, type NotifySettingsAccepted } from './notifySettings'
