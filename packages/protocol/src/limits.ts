/**
 * The sizes the server accepts, shared with clients so that a client never sends what the server
 * would refuse. The server refuses anything larger with `server/too-large` (HTTP 413) before
 * parsing it.
 */
export const LIMITS = {
  /** Largest HTTP request body, in bytes. */
  bodyBytes: 64 * 1024,
  /** Largest WebSocket message from a client, in bytes. */
  wsMessageBytes: 8 * 1024,
  /** Longest chat message, in characters. */
  chatChars: 1000,
  /** Deepest nesting of an action's JSON. */
  actionDepth: 8,
  /** Most keys in one object of an action. */
  actionKeys: 64,
  /** Longest string anywhere in an action. */
  actionString: 200,
  /** Most seats in one game. */
  seats: 8,
  /** Most actions or views returned by one page of history. */
  historyPage: 500,
  /** Length of a seat or spectator token: 32 random bytes, base64url. */
  tokenChars: 43,
} as const
