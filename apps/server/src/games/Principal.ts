/** Who a request speaks for: a seat of a game (a person's link or the server's computer) or a spectator. */
export interface Principal {
  gameId: string
  /** The seat's side; `null` for a spectator. */
  side: string | null
  kind: 'human' | 'computer' | 'spectator'
}
