import { parseSeatLink, type GameStatus } from '@hexes/protocol'
import { z } from 'zod'
import { readStored, writeStored } from '../storage'

/** localStorage key of the list of remote games this browser holds links to. */
export const MY_GAMES_KEY = 'hexes.myGames'
/** Most games kept in the list (the oldest are dropped). */
export const MY_GAMES_MAX = 100

/**
 * A remote game this browser opened or created: its link (game id and the seat's or spectator's
 * token) and what the start screen lists (scenario, my side, whose turn, status), as last seen.
 */
export interface MyGame {
  gameId: string
  token: string
  /** My side; `null` for a spectator's link. */
  side: string | null
  scenarioId: string
  /** ISO time the link was added. */
  addedAt: string
  status?: GameStatus
  /** The side to act when last seen (`null`: nobody, the game is over). */
  actingSide?: string | null
  /** Turn when last seen. */
  turn?: number
}

const id = z.string().min(1).max(128)
const myGameSchema = z.object({
  gameId: id,
  token: id,
  side: z.string().max(64).nullable(),
  scenarioId: z.string().max(64),
  addedAt: z.string().max(40),
  status: z.enum(['running', 'finished', 'held']).optional(),
  actingSide: z.string().max(64).nullable().optional(),
  turn: z.number().int().min(0).optional(),
})

/** The games of this browser, newest first; an entry that does not read back is dropped. */
export function readMyGames(): MyGame[] {
  const raw = readStored(MY_GAMES_KEY)
  if (!raw) return []
  let list: unknown
  try {
    list = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(list)) return []
  const out: MyGame[] = []
  for (const x of list) {
    const r = myGameSchema.safeParse(x)
    if (r.success) out.push(r.data as MyGame)
  }
  return out
}

function write(list: MyGame[]): void {
  writeStored(MY_GAMES_KEY, JSON.stringify(list.slice(0, MY_GAMES_MAX)))
}

const same = (a: { gameId: string; token: string }, b: { gameId: string; token: string }) => a.gameId === b.gameId && a.token === b.token

/**
 * Adds a link to the list, or updates it when the list holds it (it moves to the top). Returns
 * the new list.
 */
export function rememberGame(game: MyGame): MyGame[] {
  const old = readMyGames()
  const prev = old.find((g) => same(g, game))
  const list = [{ ...prev, ...game, addedAt: prev?.addedAt ?? game.addedAt }, ...old.filter((g) => !same(g, game))]
  write(list)
  return list
}

/** Updates what the list shows of a game it holds (status, whose turn); nothing when it does not. */
export function updateMyGame(link: { gameId: string; token: string }, patch: Partial<Pick<MyGame, 'status' | 'actingSide' | 'turn' | 'side'>>): MyGame[] {
  const list = readMyGames().map((g) => (same(g, link) ? { ...g, ...patch } : g))
  write(list)
  return list
}

/** Removes a link from the list (the game goes on on the server). Returns the new list. */
export function forgetGame(link: { gameId: string; token: string }): MyGame[] {
  const list = readMyGames().filter((g) => !same(g, link))
  write(list)
  return list
}

/**
 * The link a page address opens: a seat link (`/?game=<id>#seat=<token>`) as it is, or, for the
 * address of a "your turn" notice (`/?game=<id>`: the server holds only token hashes, so its
 * notices cannot carry the token), the link this browser keeps for that game, a seat before a
 * spectator's. `null` when the address names no game this browser can open.
 */
export function linkForAddress(href: string): { gameId: string; token: string } | null {
  const seat = parseSeatLink(href)
  if (seat) return seat
  let gameId: string | null
  try {
    gameId = new URL(href).searchParams.get('game')
  } catch {
    return null
  }
  const held = readMyGames().filter((g) => g.gameId === gameId)
  const g = held.find((x) => x.side !== null) ?? held[0]
  return g ? { gameId: g.gameId, token: g.token } : null
}
