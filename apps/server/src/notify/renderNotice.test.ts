import { describe, expect, it } from 'vitest'
import { NOTICE_KINDS, type Notice } from './Notice'
import { renderNotice } from './renderNotice'

const base: Notice = {
  kind: 'your-turn',
  gameId: 'g1',
  seq: 12,
  side: 'red',
  sideName: 'Normans',
  scenarioName: 'Hastings 1066',
  turn: 3,
  link: 'https://hexes.example/?game=g1#seat=SECRET',
  locale: 'en',
}

describe('server/notify renderNotice', () => {
  it('says whose turn it is in English, with the deadline and the seat link', () => {
    const out = renderNotice({ ...base, deadline: '2026-12-03T14:00:00.000Z' })
    expect(out.subject).toBe('Hexes: your turn in Hastings 1066 (turn 3)')
    expect(out.text).toContain('It is your turn to play Normans in Hastings 1066, turn 3.')
    expect(out.text).toContain('Deadline: Thursday 3 December 2026, 14:00 UTC.')
    expect(out.text).toContain('Open your seat: https://hexes.example/?game=g1#seat=SECRET')
  })

  it('says whose turn it is in French', () => {
    const out = renderNotice({ ...base, locale: 'fr', deadline: '2026-12-03T14:00:00.000Z' })
    expect(out.subject).toBe('Hexes : à vous de jouer dans Hastings 1066 (tour 3)')
    expect(out.text).toContain("C'est à vous de jouer Normans dans Hastings 1066, tour 3.")
    expect(out.text).toContain('Échéance : jeudi 3 décembre 2026, 14:00 UTC.')
    expect(out.text).toContain('Ouvrir votre place : https://hexes.example/?game=g1#seat=SECRET')
  })

  it('writes every kind in both languages, never with a placeholder left or the link in the subject', () => {
    for (const kind of NOTICE_KINDS) {
      for (const locale of ['en', 'fr'] as const) {
        const out = renderNotice({ ...base, kind, locale, text: kind === 'chat' ? 'Bonne chance !' : undefined })
        expect(out.subject + out.text, `${kind} ${locale}`).not.toMatch(/\{\w+\}/)
        expect(out.subject, `${kind} ${locale}`).not.toContain('SECRET')
        expect(out.text, `${kind} ${locale}`).toContain(base.link)
      }
    }
    expect(renderNotice({ ...base, kind: 'game-over', locale: 'fr' }).subject).toBe('Hexes : Hastings 1066 est terminée')
  })

  it('carries a chat line as it is, without filling placeholders it holds', () => {
    const out = renderNotice({ ...base, kind: 'chat', text: 'see {link} and {turn}' })
    expect(out.subject).toBe('Hexes: new message in Hastings 1066')
    expect(out.text).toContain('New message in Hastings 1066:\n\nsee {link} and {turn}')
  })
})
