// Browser tests: the rules in the app (rule ids link to their text, the charts).
/* global document */
import assert from 'node:assert/strict'
import { clickHex, startTeaching, test, unitHex, untilPhase } from '../harness.mjs'

test('a rule id opens its text, in the page language', async ({ page, url }) => {
  await startTeaching(page, url)
  // An illegal move: out of reach (HM-MOVE-3).
  await page.locator('[data-unit="r-hi-1"]').click()
  await clickHex(page, '3,9')
  const toast = page.locator('[data-testid=rejection]')
  await toast.waitFor()
  assert.equal(await unitHex(page, 'r-hi-1'), '3,3')
  await toast.locator('[data-rule="HM-MOVE-3"]').click()
  const sheet = page.locator('[data-testid=rules-dialog]')
  const text = sheet.locator('[data-testid=rule-text]')
  await text.waitFor()
  assert.equal(await text.locator('h3').textContent(), '5. Movement')
  assert.match(await text.locator('.cited').first().textContent(), /costs movement points \(MP\) according to its terrain \(HM-MOVE-3/)
  await page.locator('[data-testid=language]').selectOption('fr')
  await page.waitForFunction(() => document.querySelector('[data-testid=rule-text] h3')?.textContent === '5. Le mouvement')
  assert.match(await text.locator('.cited').first().textContent(), /coûte des points de mouvement \(PM\) selon son terrain/)
  // A rule id in the text opens that rule; the summaries are searchable.
  await text.locator('[data-rule="HM-MOVE-4"]').first().click()
  await page.waitForFunction(() => document.querySelector('[data-testid=rules-dialog] nav')?.textContent?.includes('HM-MOVE-4'))
  await sheet.locator('[data-testid=rules-browse]').click()
  await sheet.locator('[data-testid=rules-search]').fill('charge')
  await sheet.locator('[data-testid=rules-hits] li').first().waitFor()
  await page.keyboard.press('Escape')
  await sheet.waitFor({ state: 'detached' })
})

test('the rules button shows the CRT and terrain chart the game runs, and the combat panel opens them', async ({ page, url }) => {
  await startTeaching(page, url)
  await page.locator('[data-testid=rules]').click()
  const sheet = page.locator('[data-testid=rules-dialog]')
  await sheet.locator('[data-testid=rules-contents]').waitFor()
  assert.match(await sheet.locator('[data-testid=rules-contents]').textContent(), /HEXES Med/)
  await sheet.locator('[data-testid=rules-charts]').click()
  const crt = sheet.locator('[data-testid=crt]')
  await crt.waitFor()
  assert.equal(await crt.locator('tbody tr').count(), 8)
  assert.deepEqual(await crt.locator('thead th').allTextContents(), ['Modified die', '1:2', '1:1', '2:1', '3:1', '4:1', '5:1+'])
  // the default ladder: die 2 at 4:1 is DR
  assert.equal(await crt.locator('tbody tr').nth(2).locator('td').nth(4).textContent(), 'DR')
  const terrain = sheet.locator('[data-testid=terrain-chart]')
  assert.match(await terrain.textContent(), /Ford/)
  await sheet.locator('button.close').click()
  await sheet.waitFor({ state: 'detached' })

  await untilPhase(page, 'combat')
  await page.locator('[data-testid=combat-charts-button]').click()
  await page.locator('[data-testid=crt]').waitFor()
})
