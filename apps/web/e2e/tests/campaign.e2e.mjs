// Browser test of a campaign between battles: the Tourelles (catalogue S6) finished, its votes,
// the gold cap and the surplus, a purchase, and the next battle with the company bought.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { APP_DIR } from '../browser.mjs'
import { DOCS, answerDecisions, endPhase, test, tmp } from '../harness.mjs'

/** The battle saved at the start of its last turn, and what follows from it (`e2e/campaignBattleSave.ts`). */
function battleSave() {
  const out = join(tmp, 'campaign-story.json')
  execFileSync(process.execPath, ['--import', 'tsx', join(APP_DIR, 'e2e', 'campaignBattleSave.ts'), out], {
    cwd: APP_DIR, env: { ...process.env, TSX_TSCONFIG_PATH: join(APP_DIR, 'e2e', 'tsconfig.server.json') }, stdio: ['ignore', 'ignore', 'inherit'],
  })
  const story = JSON.parse(readFileSync(out, 'utf8'))
  const file = join(tmp, 'campaign-battle.json')
  writeFileSync(file, JSON.stringify(story.save))
  return { story, file }
}

const gold = async (page, player) => Number(await page.locator(`[data-testid=campaign-standings] tr[data-player="${player}"] td:nth-child(2)`).textContent())

test('S6 campaign: finishes the Tourelles, votes a heroic act, applies the cap, gives the surplus, buys a company and starts the next battle with it', async ({ page, url }) => {
  const { story, file } = battleSave()
  const definition = JSON.parse(readFileSync(join(APP_DIR, '..', '..', 'scenarios', 'campaigns', 'tourelles-1429.json'), 'utf8'))
  await page.goto(url)
  await page.locator('[data-campaign="tourelles-1429"] [data-testid=campaign-start]').click()
  await page.locator('[data-testid=campaign-running]').waitFor()

  // The battle, saved at its last turn, loads against the campaign's rosters; E ends each phase until it is over.
  await page.locator('[data-testid=start-load-input]').setInputFiles(file)
  await page.locator('[data-testid=turn-label]').waitFor()
  for (let i = 0; i < story.tail + 10 && !(await page.locator('[data-testid=victory-screen]').isVisible()); i++) {
    await answerDecisions(page)
    await endPhase(page)
    await page.waitForTimeout(50)
  }
  await page.locator('[data-testid=victory-screen]').waitFor()
  await page.locator('[data-testid=victory-settle]').click()

  // After the battle: the heroic act, proposed and voted by the two other captains.
  const after = page.locator('[data-testid=after-battle]')
  await after.waitFor()
  assert.equal(await page.locator('[data-testid=campaign-play]').isDisabled(), true)
  const ranking = after.locator('[data-testid=after-ranking]')
  const name = (id) => definition.players.find((p) => p.id === id).name
  assert.doesNotMatch(await ranking.textContent(), new RegExp(`^1\\. ${name(story.act.player).replace(/[()]/g, '\\$&')}`))
  assert.equal(await after.locator('[data-testid=after-surplus]').count(), 0)
  await after.locator('[data-testid=after-act-player]').selectOption(story.act.player)
  await after.locator('[data-testid=after-act-proposer]').selectOption(story.act.proposedBy)
  await after.locator('[data-testid=after-act-description]').fill('Held the bridge against all comers')
  await after.locator('[data-testid=after-act-propose]').click()
  for (const v of story.act.voters) await after.locator(`[data-testid=after-act-vote][data-voter="${v}"]`).selectOption('yes')
  // The act makes its army the winner: the cap is its gold, and the old winner's surplus must go somewhere.
  assert.match(await ranking.textContent(), new RegExp(`^1\\. ${name(story.act.player).replace(/[()]/g, '\\$&')}`))
  assert.match(await after.locator('[data-testid=after-cap]').textContent(), new RegExp(`${story.cap} gp`))
  const surplus = after.locator(`[data-testid=after-surplus][data-player="${story.surplus.player}"]`)
  assert.match(await surplus.textContent(), new RegExp(`${story.surplus.amount} gp over the cap`))
  await surplus.locator('select').selectOption(story.surplus.giveTo)
  // docs/campaigns.md's picture of the after-battle panel: the act voted, the cap, the surplus given.
  await page.setViewportSize({ width: 1400, height: 1500 })
  await after.screenshot({ path: join(DOCS, 'after-battle.png') })
  await page.setViewportSize({ width: 1400, height: 900 })
  await after.locator('[data-testid=after-settle]').click()
  await after.waitFor({ state: 'detached' })
  for (const [player, gp] of Object.entries(story.goldAfter)) assert.equal(await gold(page, player), gp, player)
  assert.match(await page.locator('[data-testid=campaign-ledger]').textContent(), new RegExp(`gives ${story.surplus.amount} gp of surplus`))

  // The recipient buys a company of his army with the gold he was given.
  const buyer = story.surplus.giveTo
  const roster = page.locator(`[data-roster="${buyer}"]`)
  const options = await roster.locator('[data-testid=campaign-buy-type] option').evaluateAll((os) => os.map((o) => ({ value: o.value, text: o.textContent })))
  const affordable = options.find((o) => Number(/(\d+) gp/.exec(o.text)[1]) <= story.goldAfter[buyer])
  assert.ok(affordable, `${buyer} can buy something with ${story.goldAfter[buyer]} gp`)
  const before = await roster.locator('tbody tr').count()
  await roster.locator('[data-testid=campaign-buy-type]').selectOption(affordable.value)
  await roster.locator('[data-testid=campaign-buy]').click()
  await page.waitForFunction(([b, n]) => document.querySelectorAll(`[data-roster="${b}"] tbody tr`).length === n + 1, [buyer, before])
  const bought = await roster.locator('tbody tr').last().getAttribute('data-unit')
  assert.ok(bought.startsWith(`${buyer}-${affordable.value}-`))

  // The next battle starts with the company bought, on its captain's first muster hex.
  const second = definition.battles[1]
  assert.ok(second, 'the campaign has a second battle')
  await page.locator('[data-testid=campaign-play]').click()
  await page.locator('[data-testid=turn-label]').waitFor()
  const muster = second.players.find((p) => p.player === buyer).muster[0]
  await page.waitForFunction(([u, h]) => document.querySelector(`[data-unit="${u}"]`)?.getAttribute('data-hex') === h, [bought, muster])
})
