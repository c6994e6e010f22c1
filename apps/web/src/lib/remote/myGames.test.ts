import { parseSeatLink, seatLink } from '@hexes/protocol'
import { beforeEach, describe, expect, it } from 'vitest'
import { forgetGame, linkForAddress, MY_GAMES_KEY, readMyGames, rememberGame, updateMyGame, type MyGame } from './myGames'

const game = (gameId: string, token: string, side: string | null = 'routiers'): MyGame => ({ gameId, token, side, scenarioId: 'teaching-ford', addedAt: '2026-12-02T08:00:00.000Z' })

describe('web/remote: My games and seat links', () => {
  beforeEach(() => localStorage.clear())

  it('keeps each link once, newest first, updates what it shows and removes on request', () => {
    rememberGame(game('g1', 'tok-a'))
    rememberGame(game('g2', 'tok-b', null))
    expect(readMyGames().map((g) => g.gameId)).toEqual(['g2', 'g1'])
    // Opening g1 again brings it to the top, keeping when it was first added.
    rememberGame({ ...game('g1', 'tok-a'), addedAt: '2026-12-03T00:00:00.000Z', status: 'running' })
    expect(readMyGames().map((g) => [g.gameId, g.addedAt])).toEqual([['g1', '2026-12-02T08:00:00.000Z'], ['g2', '2026-12-02T08:00:00.000Z']])
    // Two seats of one game (a player holding both links) are two entries.
    rememberGame(game('g1', 'tok-c', 'french'))
    expect(readMyGames()).toHaveLength(3)
    updateMyGame({ gameId: 'g1', token: 'tok-a' }, { actingSide: 'french', turn: 2 })
    expect(readMyGames().find((g) => g.token === 'tok-a')).toMatchObject({ actingSide: 'french', turn: 2, status: 'running' })
    expect(readMyGames().find((g) => g.token === 'tok-c')!.actingSide).toBeUndefined()
    forgetGame({ gameId: 'g1', token: 'tok-a' })
    expect(readMyGames().map((g) => g.token)).toEqual(['tok-c', 'tok-b'])
  })

  it('drops what does not read back: broken JSON, another shape, bad entries', () => {
    localStorage.setItem(MY_GAMES_KEY, '{broken')
    expect(readMyGames()).toEqual([])
    localStorage.setItem(MY_GAMES_KEY, JSON.stringify({ gameId: 'g1' }))
    expect(readMyGames()).toEqual([])
    localStorage.setItem(MY_GAMES_KEY, JSON.stringify([game('g1', 'tok-a'), { gameId: 'g2' }, { ...game('g3', 'tok'), status: 'won' }]))
    expect(readMyGames().map((g) => g.gameId)).toEqual(['g1'])
  })

  it("opens a notice's address (no token) through the link this browser keeps, a seat before a spectator's", () => {
    expect(linkForAddress('http://127.0.0.1:8080/?game=g1')).toBeNull()
    rememberGame(game('g1', 'tok-spec', null))
    expect(linkForAddress('http://127.0.0.1:8080/?game=g1')).toEqual({ gameId: 'g1', token: 'tok-spec' })
    rememberGame(game('g1', 'tok-seat'))
    rememberGame(game('g2', 'tok-other'))
    expect(linkForAddress('http://127.0.0.1:8080/?game=g1')).toEqual({ gameId: 'g1', token: 'tok-seat' })
    expect(linkForAddress('http://127.0.0.1:8080/?game=g1#seat=tok-x')).toEqual({ gameId: 'g1', token: 'tok-x' })
    expect(linkForAddress('http://127.0.0.1:8080/')).toBeNull()
  })

  it('reads a seat link back: the token in the fragment, never in the query', () => {
    const url = seatLink('http://127.0.0.1:8080/', 'g7Kx2', 'abc_DEF-123')
    expect(url).toBe('http://127.0.0.1:8080/?game=g7Kx2#seat=abc_DEF-123')
    expect(new URL(url).search).not.toContain('abc_DEF')
    expect(parseSeatLink(url)).toEqual({ gameId: 'g7Kx2', token: 'abc_DEF-123' })
    expect(parseSeatLink('http://127.0.0.1:8080/?game=g7Kx2')).toBeNull()
    expect(parseSeatLink('not a url')).toBeNull()
  })
})
