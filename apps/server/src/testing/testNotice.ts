import type { Notice } from '../notify/Notice'

/** The seat link of {@link testNotice}: tests check it never shows in a log line. */
export const TEST_SEAT_LINK = 'https://hexes.example/?game=g1#seat=tok_SECRET_0123456789'

/** A valid notice for tests (your turn, English), with `overrides` on top. */
export function testNotice(overrides: Partial<Notice> = {}): Notice {
  return {
    kind: 'your-turn',
    gameId: 'g1',
    seq: 1,
    side: 'red',
    sideName: 'Normans',
    scenarioName: 'Hastings 1066',
    turn: 2,
    link: TEST_SEAT_LINK,
    locale: 'en',
    ...overrides,
  }
}
