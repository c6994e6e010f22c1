// Browser tests: the layout on a phone and on a desktop, the start screen, the guided first turn.
// Also writes docs/screenshot-desktop.png and docs/screenshot-phone.png for the README.
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { PHONE, launch, openPage } from '../browser.mjs'
import { DOCS, answerDecisions, clickHex, endPhase, hexPoint, phase, startTeaching, test } from '../harness.mjs'

/** The viewport-relative box of the first element `selector` matches, or null when hidden. */
async function box(page, selector) {
  return page.locator(selector).first().boundingBox()
}

/** Fails unless the element is wholly inside the viewport and is what a tap at its centre hits. */
async function assertReachable(page, selector, what) {
  const b = await box(page, selector)
  assert.ok(b, `${what} is shown`)
  const { width, height } = page.viewportSize()
  assert.ok(b.x >= 0 && b.y >= 0 && b.x + b.width <= width && b.y + b.height <= height, `${what} is within the ${width}x${height} viewport: ${JSON.stringify(b)}`)
  const hit = await page.evaluate(([sel, x, y]) => {
    const el = document.querySelector(sel)
    const at = document.elementFromPoint(x, y)
    return !!el && !!at && (el === at || el.contains(at))
  }, [selector, b.x + b.width / 2, b.y + b.height / 2])
  assert.ok(hit, `nothing covers ${what}`)
}

/** Fails when the page or the bottom sheet has been scrolled. */
async function assertNotScrolled(page) {
  const s = await page.evaluate(() => ({ page: window.scrollY, x: window.scrollX, wide: document.documentElement.scrollWidth, sheet: document.querySelector('.side')?.scrollTop ?? 0 }))
  assert.deepEqual({ page: s.page, x: s.x, sheet: s.sheet }, { page: 0, x: 0, sheet: 0 }, 'nothing was scrolled')
  assert.ok(s.wide <= page.viewportSize().width, `the page is no wider than the screen (${s.wide}px)`)
}

/**
 * Fails when two of the visible header pieces, the map and the bottom sheet overlap (the map's
 * own overlays, the legend and the toasts, are drawn over it on purpose and are not listed).
 */
async function assertNoOverlap(page) {
  const boxes = await page.evaluate(() => {
    const pieces = [
      ['title', '.top .title strong'], ['language', '[data-testid=language]'], ['turn', '[data-testid=turn-label]'],
      ['time', '[data-testid=time-label]'], ['side', '[data-testid=acting-side]'], ['phase', '[data-testid=phase-label]'],
      ['map', '.hex-map'], ['sheet', '[data-testid=bottom-sheet]'],
    ]
    document.querySelectorAll('.top .buttons > *').forEach((el, i) => pieces.push([`button ${i} (${el.textContent.trim()})`, el]))
    const out = []
    for (const [name, sel] of pieces) {
      const el = typeof sel === 'string' ? document.querySelector(sel) : sel
      const r = el?.getBoundingClientRect()
      if (r && r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden') out.push({ name, left: r.left, top: r.top, right: r.right, bottom: r.bottom })
    }
    return out
  })
  assert.ok(boxes.length >= 12, `the header, the map and the sheet are shown (${boxes.map((b) => b.name).join(', ')})`)
  const { width, height } = page.viewportSize()
  for (const b of boxes) {
    if (b.name === 'map') continue
    assert.ok(b.left >= 0 && b.right <= width + 0.5 && b.top >= 0 && b.bottom <= height + 0.5, `${b.name} is on the screen: ${JSON.stringify(b)}`)
  }
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i], boxes[j]]
      const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5
      assert.ok(!overlap, `${a.name} and ${b.name} overlap: ${JSON.stringify(a)} ${JSON.stringify(b)}`)
    }
  }
}

async function tapHex(page, hex) {
  const p = await hexPoint(page, hex)
  await page.touchscreen.tap(p.x, p.y)
}

test('a phone-sized test plays a move and an attack without scrolling to the button', async ({ url }) => {
  const phone = await launch([], PHONE)
  try {
    const { page, errors } = await openPage(phone.context)
    await page.goto(url)
    await assertReachable(page, '[data-testid=start]', 'the start button')
    await page.locator('[data-scenario="teaching-ford"]').tap()
    await page.locator('.seed input').fill('1')
    await page.locator('[data-testid=start]').tap()
    await page.locator('[data-testid=turn-label]').waitFor()
    await page.waitForFunction(() => !!window.__hexesMap)
    await page.waitForTimeout(300) // the sheet's height settles
    await assertNoOverlap(page)
    await assertNotScrolled(page)
    const map = await box(page, '.hex-map')
    assert.ok(map.height >= 844 * 0.45, `the map takes most of the screen (${map.height}px high)`)

    // A move, by taps.
    await tapHex(page, '2,4')
    await page.locator('.reach[data-hex="5,5"]').waitFor({ state: 'attached' })
    await page.locator('[data-testid=move-info]').waitFor()
    await tapHex(page, '5,5')
    await page.waitForFunction(() => document.querySelector('[data-unit="r-hc-1"]')?.getAttribute('data-hex') === '5,5')

    // End phase up to the combat phase, with the header's button (and the warning's).
    for (let i = 0; i < 6 && !/combat/i.test(await phase(page)); i++) {
      await assertReachable(page, '[data-testid=end-phase]', 'End phase')
      await page.locator('[data-testid=end-phase]').tap()
      const confirm = page.locator('[data-testid=confirm-end-phase]')
      if (await confirm.isVisible().catch(() => false)) {
        await assertReachable(page, '[data-testid=confirm-end-phase]', 'the confirmation')
        await confirm.tap()
      }
      await page.waitForTimeout(100)
    }
    assert.match(await phase(page), /Combat/)

    // An attack, by taps: the odds show and the Attack button is in sight in the sheet's peek.
    await tapHex(page, '5,5')
    await tapHex(page, '5,4')
    await page.locator('[data-testid=combat-odds] li').first().waitFor({ state: 'attached' })
    assert.equal(await page.locator('[data-testid=bottom-sheet]').getAttribute('data-expanded'), 'false', 'the sheet is collapsed')
    await assertReachable(page, '[data-testid=attack-button]', 'the Attack button')
    await assertNoOverlap(page)
    await assertNotScrolled(page)
    await page.screenshot({ path: join(DOCS, 'screenshot-phone.png') })
    await page.locator('[data-testid=attack-button]').tap()
    await page.locator('[data-testid=combat-result-label]').waitFor()
    for (let i = 0; i < 10 && (await page.locator('[data-testid=decision-panel]').isVisible().catch(() => false)); i++) {
      await assertReachable(page, '[data-testid=decision-panel] .choices button', 'the decision\'s first choice')
      await page.locator('[data-testid=decision-panel] .choices button').first().tap()
      await page.waitForTimeout(100)
    }
    assert.match(await page.locator('[data-testid=event-log]').textContent(), /Combat: /)
    await assertNotScrolled(page)

    // The sheet expands from its handle, over the map but under the header, and collapses again.
    await page.locator('[data-testid=sheet-handle]').tap()
    await page.waitForTimeout(300)
    assert.equal(await page.locator('[data-testid=bottom-sheet]').getAttribute('data-expanded'), 'true')
    const sheet = await box(page, '[data-testid=bottom-sheet]')
    const header = await box(page, '.top')
    assert.ok(sheet.y >= header.y + header.height, 'the expanded sheet leaves the header in sight')
    // Everything else is in the sheet: the battle log scrolls into sight inside it, the page stays put.
    await page.locator('[data-testid=event-log]').scrollIntoViewIfNeeded()
    const log = await box(page, '[data-testid=event-log]')
    assert.ok(log.y >= sheet.y && log.y < 844, `the battle log shows in the sheet: ${JSON.stringify(log)}`)
    assert.equal(await page.evaluate(() => window.scrollY), 0, 'the page itself did not scroll')
    await page.evaluate(() => document.querySelector('.side').scrollTo(0, 0))
    await page.locator('[data-testid=sheet-handle]').tap()
    await page.waitForTimeout(300)
    assert.equal(await page.locator('[data-testid=bottom-sheet]').getAttribute('data-expanded'), 'false')
    // French words are longer: the header wraps, and still nothing overlaps.
    await page.locator('[data-testid=language]').selectOption('fr')
    await page.locator('[data-testid=end-phase]', { hasText: 'Fin de phase' }).waitFor()
    await assertNoOverlap(page)
    assert.deepEqual(errors, [], 'no console errors')
  } finally {
    await phone.close()
  }
})

test('the start button shows without scrolling at 1440x900 (and at 390x844)', async ({ page, url }) => {
  for (const size of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(size)
    await page.goto(url)
    await page.locator('[data-scenario="teaching-ford"]').waitFor()
    await assertReachable(page, '[data-testid=start]', `the start button at ${size.width}x${size.height}`)
    await assertReachable(page, '[data-testid=tour-start]', `the guided turn's offer at ${size.width}x${size.height}`)
    assert.equal(await page.evaluate(() => window.scrollY), 0)
    // The teaching scenario is the first card, and the one chosen.
    assert.equal(await page.locator('[data-scenario]').first().getAttribute('data-scenario'), 'teaching-ford')
    assert.match(await page.locator('[data-scenario="teaching-ford"]').getAttribute('class'), /chosen/)
  }
  // Another battle has no guided turn to offer.
  await page.locator('[data-scenario="hastings-1066"]').click()
  assert.equal(await page.locator('[data-testid=tour-start]').count(), 0)
})

test('at 1440x900 a game in progress keeps the desktop layout (side panel at the right, no sheet handle)', async ({ page, url }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await startTeaching(page, url)
  await page.locator('[data-unit="r-hc-1"]').click()
  await clickHex(page, '5,5')
  await page.waitForFunction(() => document.querySelector('[data-unit="r-hc-1"]')?.getAttribute('data-hex') === '5,5')
  for (let i = 0; i < 6 && !/combat/i.test(await phase(page)); i++) await endPhase(page)
  await page.locator('[data-unit="r-hc-1"]').click()
  await page.locator('[data-unit="f-mi-1"]').click()
  await page.locator('[data-testid=combat-odds] li').first().waitFor({ state: 'attached' })
  const side = await box(page, '.side')
  assert.ok(Math.abs(side.x + side.width - 1440) < 1 && Math.abs(side.width - 360) < 1, `the side panel is the right-hand column: ${JSON.stringify(side)}`)
  assert.equal(await page.locator('[data-testid=sheet-handle]').isVisible(), false, 'no sheet handle on a desktop')
  await assertReachable(page, '[data-testid=attack-button]', 'the Attack button')
  await page.screenshot({ path: join(DOCS, 'screenshot-desktop.png') })
})

test('the guided first turn can be taken step by step, in English and French, and skipped', async ({ page, url }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(url)
  const offer = page.locator('[data-testid=tour-start]')
  assert.match(await offer.textContent(), /First time\? Take the guided first turn/)
  await offer.click()
  await page.locator('[data-testid=turn-label]').waitFor()
  await page.waitForFunction(() => !!window.__hexesMap)
  const card = page.locator('[data-testid=tour-card]')
  const step = () => card.getAttribute('data-step')
  const untilStep = (id) => page.waitForFunction((s) => document.querySelector('[data-testid=tour-card]')?.getAttribute('data-step') === s, id)
  assert.equal(await step(), 'select')
  assert.match(await card.textContent(), /Step 1 of 7/)
  await page.locator('[data-testid=tour-ring]').waitFor()
  assert.equal(await page.locator('[data-testid=tour-skip]').count(), 1, 'every step can be skipped')

  await page.locator('[data-unit="r-hc-1"]').click()
  await untilStep('reach')
  await page.locator('[data-testid=tour-next]').click()
  await untilStep('move')
  await clickHex(page, '5,5')
  await untilStep('endPhase')
  // The card speaks the page's language.
  await page.locator('[data-testid=language]').selectOption('fr')
  assert.match(await card.textContent(), /Étape 4 sur 7/)
  assert.match(await page.locator('[data-testid=tour-text]').textContent(), /Fin de phase/)
  await page.locator('[data-testid=language]').selectOption('en')
  for (let i = 0; i < 6 && (await step()) === 'endPhase'; i++) await endPhase(page)
  await untilStep('odds')
  await page.locator('[data-unit="r-hc-1"]').click()
  await page.locator('[data-unit="f-mi-1"]').click()
  await untilStep('attack')
  await page.locator('[data-testid=attack-button]').click()
  await untilStep('done')
  await answerDecisions(page)
  await page.locator('[data-testid=tour-finish]').click()
  assert.equal(await card.count(), 0, 'the tour is over')
  assert.equal(await page.evaluate(() => localStorage.getItem('hexes.tour')), 'done')

  // Back on the start screen the tour is offered again, and this time skipped at once.
  await page.locator('[data-testid=quit]').click()
  assert.match(await offer.textContent(), /again/)
  await offer.click()
  await card.waitFor()
  await page.locator('[data-testid=tour-skip]').click()
  assert.equal(await card.count(), 0, 'skipped')
  assert.equal(await page.locator('[data-testid=tour-ring]').count(), 0)
  assert.equal(await page.evaluate(() => localStorage.getItem('hexes.tour')), 'skipped')
  // The game goes on without it.
  await page.locator('[data-unit="r-hc-1"]').click()
  await page.locator('.reach[data-hex="5,5"]').waitFor({ state: 'attached' })
})
