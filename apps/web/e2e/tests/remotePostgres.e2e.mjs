// Remote play on PostgreSQL with two server processes: the test starts its own cluster (Debian's
// `postgresql`, in a temporary folder) and two Hexes servers on it, each serving the built app.
// One seat plays in a browser connected to the first process, the other in a browser connected
// to the second: each one's actions reach the other's page through PostgreSQL's NOTIFY. Then the
// Free Company concedes, the seed is revealed and the French player's Verify button checks every
// die against the commitment, in the browser.
import assert from 'node:assert/strict'
import { launchBrowser, openPage, startPostgresCluster, startRemoteServer } from '../browser.mjs'
import { clickHex, test } from '../harness.mjs'
import { handOver, openLink, untilHex } from '../remoteKit.mjs'

test('remote play on PostgreSQL: an action through one server process reaches a browser on the other; concede, then Verify checks every die', async () => {
  const pg = await startPostgresCluster()
  const stops = [pg.stop]
  const browser = await launchBrowser()
  const pages = []
  try {
    const one = await startRemoteServer('dist', { databaseUrl: pg.url })
    stops.unshift(one.stop)
    const two = await startRemoteServer('dist', { databaseUrl: pg.url })
    stops.unshift(two.stop)
    assert.notEqual(one.url, two.url)
    const res = await fetch(`${one.url}api/games`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ scenarioId: 'teaching-ford', seats: [{ side: 'routiers', kind: 'human' }, { side: 'french', kind: 'human' }] }),
    })
    assert.equal(res.status, 200, await res.clone().text())
    const game = await res.json()
    const token = (side) => game.seats.find((s) => s.side === side).token
    const open = async () => {
      const p = await openPage(await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-US' }))
      pages.push(p)
      return p.page
    }
    const a = await open()
    const b = await open()
    await openLink(a, `${one.url}?game=${game.gameId}#seat=${token('routiers')}`)
    await openLink(b, `${two.url}?game=${game.gameId}#seat=${token('french')}`)
    await a.locator('[data-testid=your-turn]').waitFor()

    // The Free Company moves on process one: the French page, on process two, sees it.
    await a.locator('[data-unit="r-hc-1"]').click()
    await clickHex(a, '5,5')
    await untilHex(a, 'r-hc-1', '5,5')
    await untilHex(b, 'r-hc-1', '5,5')
    await handOver(a, b)

    // And back: the French move on process two reaches the page on process one.
    await b.locator('[data-unit="f-hc-1"]').click()
    const to = await b.locator('path.reach').first().getAttribute('data-hex')
    await clickHex(b, to)
    await untilHex(b, 'f-hc-1', to)
    await untilHex(a, 'f-hc-1', to)

    // The Free Company concedes (asked twice); both pages see the end and the revealed seed.
    await a.locator('[data-testid=remote-concede]').click()
    await a.locator('[data-testid=remote-concede-yes]').click()
    await a.locator('[data-testid=remote-ended]').waitFor({ timeout: 20_000 })
    await b.locator('[data-testid=remote-ended]').waitFor({ timeout: 20_000 })
    // Both see who won (by concession); the French close the victory screen to look at the map.
    assert.match(await a.locator('[data-testid=victory-reason]').textContent(), /concede/i)
    await b.locator('[data-testid=victory-reason]', { hasText: /concede/i }).waitFor()
    await b.locator('[data-testid=victory-look]').click()
    await b.locator('[data-testid=remote-verify]').click()
    await b.locator('[data-testid=remote-verify-result]', { hasText: /checked/i }).waitFor({ timeout: 30_000 })
    const said = await b.locator('[data-testid=remote-verify-result]').textContent()
    assert.doesNotMatch(said, /failed/i, said)

    for (const p of pages) assert.deepEqual(p.errors, [], 'no console errors')
  } finally {
    await browser.close()
    for (const stop of stops) await stop()
  }
})
