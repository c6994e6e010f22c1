import { actingSide, viewFor, type BaseAction } from '@hexes/core'
import type { ServerMessage } from '@hexes/protocol'
import type { Committed } from '../games/Committed'
import type { Principal } from '../games/Principal'

/** One authenticated WebSocket: whose it is and how to send to it. */
export interface Connection {
  who: Principal
  send(m: ServerMessage): void
  /** Closes the socket (server shutdown). */
  close(): void
}

/**
 * The connected sockets by game: pushes each committed action to every seat and spectator of
 * the game with the receiver's own view, `your-turn` to the seat that must act, `presence` when
 * a seat comes or goes.
 */
export class Hub {
  private readonly games = new Map<string, Set<Connection>>()

  /** Registers a socket (after its `hello`) and tells the game who is online. */
  add(c: Connection): void {
    let set = this.games.get(c.who.gameId)
    if (!set) this.games.set(c.who.gameId, (set = new Set()))
    set.add(c)
    this.presence(c.who.gameId)
  }

  /** Forgets a closed socket. */
  remove(c: Connection): void {
    const set = this.games.get(c.who.gameId)
    if (!set?.delete(c)) return
    if (set.size === 0) this.games.delete(c.who.gameId)
    this.presence(c.who.gameId)
  }

  /** Whether any socket of the game is connected to this process. */
  watches(gameId: string): boolean {
    return this.games.has(gameId)
  }

  /** The sides connected now (to this process). */
  online(gameId: string): Set<string> {
    return new Set([...(this.games.get(gameId) ?? [])].map((c) => c.who.side).filter((s): s is string => s !== null))
  }

  /** Sends a message to every socket of a game. */
  broadcast(gameId: string, m: ServerMessage): void {
    for (const c of this.games.get(gameId) ?? []) c.send(m)
  }

  /** Sends a message to the human seat(s) of one side of a game. */
  toSide(gameId: string, side: string, m: ServerMessage): void {
    for (const c of this.games.get(gameId) ?? []) if (c.who.side === side && c.who.kind === 'human') c.send(m)
  }

  /** Pushes a committed action: each receiver gets its own view; the seat to act gets `your-turn`. */
  pushAction(c: Committed): void {
    const conns = this.games.get(c.gameId)
    if (!conns) return
    const next = actingSide(c.state)
    const views = new Map<string | null, ReturnType<typeof viewFor>>()
    for (const conn of conns) {
      const side = conn.who.side
      let view = views.get(side)
      if (!view) views.set(side, (view = viewFor(c.rules, c.state, side)))
      conn.send({ type: 'action', gameId: c.gameId, seq: c.seq, stateHash: c.stateHash, action: c.action as BaseAction & Record<string, unknown>, events: c.events, view })
      if (next !== null && side === next && conn.who.kind === 'human' && actingSide(c.before) !== next) conn.send({ type: 'your-turn', gameId: c.gameId, seq: c.seq })
    }
  }

  private presence(gameId: string): void {
    this.broadcast(gameId, { type: 'presence', gameId, online: [...this.online(gameId)] })
  }

  /** Every connection (to close them at shutdown). */
  all(): Connection[] {
    return [...this.games.values()].flatMap((s) => [...s])
  }
}
