// Remote play: the real Hexes server (startServer over a temporary SQLite file, serving the built
// app) and three separate browsers (contexts of their own: separate storage). Two seats of a
// teaching game play through their links and see each other's moves live, chat, and a spectator
// watches without action buttons; at the same time a second game's computer seat plays on the
// server and its moves reach the player's page.
import assert from 'node:assert/strict'
import { launchBrowser, openPage, startRemoteServer } from '../browser.mjs'
import { clickHex, endPhase, test } from '../harness.mjs'
import { handOver, openLink, untilHex } from '../remoteKit.mjs'

const hexOf = (page, unit) => page.locator(`[data-unit="${unit}"]`).getAttribute('data-hex')

/** Creates a teaching game from the start screen of `page`; `kinds`: side → me | friend | computer. Returns the links shown. */
async function createGame(page, url, kinds) {
  await page.goto(url)
  await page.locator('[data-scenario="teaching-ford"]').click()
  for (const [side, kind] of Object.entries(kinds)) {
    const row = page.locator(`[data-remote-side="${side}"]`)
    await row.locator('[data-testid=remote-seat-kind]').selectOption(kind)
    if (kind === 'computer') {
      const level = row.locator('[data-testid=remote-bot-level]')
      // The quickest computer player: the random bot (the last choice, after the levels).
      await level.selectOption(await level.locator('option').last().getAttribute('value'))
    }
  }
  await page.locator('[data-testid=remote-create]').click()
  await page.locator('[data-testid=remote-links]').waitFor()
  const links = {}
  for (const el of await page.locator('[data-testid=remote-links] [data-link]').all()) links[await el.getAttribute('data-link')] = await el.locator('input').inputValue()
  return links
}

test('remote play: two browsers play a teaching game through their seat links, chat, a spectator watches; a computer seat plays another game', async () => {
  const server = await startRemoteServer()
  const browser = await launchBrowser()
  const pages = []
  const open = async () => {
    const p = await openPage(await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-US' }))
    pages.push(p)
    return p.page
  }
  try {
    const a = await open()
    const b = await open()
    const c = await open()
    const d = await open()

    // A creates the game: A plays the Free Company, a friend the French.
    const links = await createGame(a, server.url, { routiers: 'me', french: 'friend' })
    assert.match(links.french, /\?game=[^#]+#seat=/)
    assert.match(links.spectator, /\?game=[^#]+#seat=/)
    await a.locator('[data-testid=remote-open-seat]').click()
    await a.locator('[data-testid=remote-panel]').waitFor()
    await a.locator('[data-testid=your-turn]').waitFor()

    // B opens the French seat (a browser of its own); C watches.
    await openLink(b, links.french)
    await b.locator('[data-testid=remote-waiting]').waitFor()
    assert.equal(await b.locator('[data-testid=undo]').count(), 0, 'no undo in a remote game')
    await openLink(c, links.spectator)
    await c.locator('[data-testid=remote-spectating]').waitFor()
    assert.equal(await c.locator('[data-testid=actions-panel]').count(), 0, 'a spectator has no actions area')
    assert.equal(await c.locator('[data-testid=end-phase]').count(), 0, 'a spectator has no end-phase button')
    await a.waitForFunction(() => document.querySelector('[data-seat="french"]')?.getAttribute('data-online') === 'yes', null, { timeout: 15_000 })

    // At the same time, a second game: the computer plays the Free Company (first to move) on the
    // server while the two players go on.
    const second = await createGame(d, server.url, { routiers: 'computer', french: 'me' })
    assert.equal(second.routiers, undefined, 'a computer seat has no link')
    await d.locator('[data-testid=remote-open-seat]').click()
    await d.locator('[data-testid=remote-panel]').waitFor()

    // A moves: B and C see it arrive.
    await a.locator('[data-unit="r-hc-1"]').click()
    await clickHex(a, '5,5')
    await untilHex(a, 'r-hc-1', '5,5')
    await untilHex(b, 'r-hc-1', '5,5')
    await untilHex(c, 'r-hc-1', '5,5')

    // A ends its phases until the French are to play: B gets "your turn".
    await handOver(a, b)
    await a.locator('[data-testid=remote-waiting]').waitFor()

    // B moves the lord's men-at-arms to the first hex the engine offers; A and C see it.
    const from = await hexOf(b, 'f-hc-1')
    await b.locator('[data-unit="f-hc-1"]').click()
    const to = await b.locator('path.reach').first().getAttribute('data-hex')
    assert.ok(to && to !== from)
    await clickHex(b, to)
    await untilHex(b, 'f-hc-1', to)
    await untilHex(a, 'f-hc-1', to)
    await untilHex(c, 'f-hc-1', to)

    // Chat both ways; the spectator reads it and cannot write.
    await a.locator('[data-testid=chat-input]').fill('Your move, my lord.')
    await a.locator('[data-testid=chat-send]').click()
    await b.locator('[data-testid=chat-message]', { hasText: 'Your move, my lord.' }).waitFor()
    await b.locator('[data-testid=chat-input]').fill('Done. Beware the ford.')
    await b.locator('[data-testid=chat-send]').click()
    await a.locator('[data-testid=chat-message]', { hasText: 'Beware the ford.' }).waitFor()
    await c.locator('[data-testid=chat-message]', { hasText: 'Beware the ford.' }).waitFor()
    assert.equal(await c.locator('[data-testid=chat-input]').count(), 0)

    // B asks for browser notifications (a button, never on load), then ends the French half-turn
    // while A is away: A's browser lists the game, and on arrival the review of B's half-turn opens.
    await b.context().grantPermissions(['notifications'])
    await b.locator('[data-testid=remote-notifications]').click()
    await b.locator('[data-testid=remote-panel]', { hasText: 'Browser notifications are on' }).waitFor()
    await a.locator('[data-testid=quit]').click()
    await a.locator('[data-testid=my-game]').first().waitFor()
    assert.match(await a.locator('[data-testid=my-game]').first().textContent(), /my side: The Free Company/)
    for (let i = 0; i < 4 && !(await b.locator('[data-testid=remote-waiting]').isVisible()); i++) {
      await endPhase(b)
      await b.waitForTimeout(300)
    }
    await b.locator('[data-testid=remote-waiting]').waitFor({ timeout: 15_000 })
    // Back on the start screen, My games asks the server where each game stands.
    await a.reload()
    await a.locator('[data-testid=my-game]', { hasText: 'your turn' }).waitFor({ timeout: 15_000 })
    await a.locator('[data-testid=my-game-open]').first().click()
    await a.locator('[data-testid=replay-bar]').waitFor({ timeout: 15_000 })
    assert.match(await a.locator('[data-testid=replay-step]').textContent(), /\d+/)
    await a.locator('[data-testid=your-turn]').waitFor()
    await a.keyboard.press('Escape')
    await a.locator('[data-testid=replay-bar]').waitFor({ state: 'detached' })
    assert.equal(await a.locator('[data-testid=end-phase]').isEnabled(), true, 'A may play on')

    // The second game: the computer's actions arrived until it handed the game over ("your turn").
    await d.locator('[data-testid=your-turn]').waitFor({ timeout: 60_000 })
    const moved = await d.evaluate(() => [...document.querySelectorAll('[data-unit^="r-"]')].filter((el) => {
      const start = { 'r-hc-1': '2,4', 'r-lc-1': '2,7', 'r-hi-1': '3,3', 'r-hi-2': '3,5', 'r-ha-1': '2,2', 'r-li-1': '3,6' }
      return el.getAttribute('data-hex') !== start[el.getAttribute('data-unit')]
    }).length)
    assert.ok(moved > 0, 'the computer moved some of its units')

    for (const p of pages) assert.deepEqual(p.errors, [], 'no console errors')
  } finally {
    await browser.close()
    server.stop()
  }
})
