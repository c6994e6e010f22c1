/**
 * A seat's private link: `<origin>/?game=<id>#seat=<token>`. The token sits in the fragment, which
 * browsers never send to a server, so it reaches no access log; the app reads it and sends it in
 * an `Authorization: Bearer` header and in the WebSocket's `hello`.
 *
 * @example seatLink('https://hexes.example', 'g7Kx2', token) // 'https://hexes.example/?game=g7Kx2#seat=...'
 */
export function seatLink(origin: string, gameId: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/?game=${encodeURIComponent(gameId)}#seat=${encodeURIComponent(token)}`
}

/** The game id and token of a seat link, or `null` when `url` is not one. */
export function parseSeatLink(url: string): { gameId: string; token: string } | null {
  let u: URL
  try {
    u = new URL(url)
  } catch {
    return null
  }
  const gameId = u.searchParams.get('game')
  const token = new URLSearchParams(u.hash.replace(/^#/, '')).get('seat')
  return gameId && token ? { gameId, token } : null
}
