// Browser tests: the scenario editor (issue #21's Done-when): a small scenario built from a blank
// map, a validation issue seen on its hex and fixed, the file exported and imported, and a
// play-test to the first combat.
import assert from 'node:assert/strict'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { DOCS, clickHex, test, tmp, untilPhase, waitHex } from '../harness.mjs'
import { checkFrench, englishOnlyWords, rendered } from './french.e2e.mjs'

/** Clicks the editor's map on `hex`, or near its side `dir` (0 north, clockwise). */
async function clickEditorHex(page, hex, dir) {
  const p = await page.evaluate(([h, d]) => window.__hexesEditorMap.clientPointOf(h, d ?? undefined), [hex, dir ?? null])
  await page.mouse.click(p.x, p.y)
}
/** The draft as the editor keeps it in localStorage. */
async function draft(page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('hexes.editor')).draft)
}
const mark = (page, hex) => page.locator(`[data-testid=editor-issue-hex][data-hex="${hex}"]`)

test('scenario editor: builds a scenario from a blank map, shows an issue on its hex, exports it and play-tests it to its first combat', async ({ page, url }) => {
  await page.goto(url)
  await page.locator('[data-testid=editor-open]').click()
  await page.locator('[data-testid=editor-width]').fill('8')
  await page.locator('[data-testid=editor-height]').fill('6')
  await page.locator('[data-testid=editor-mix]').selectOption('teaching-ford')
  await page.locator('[data-testid=editor-default-terrain]').selectOption('clear')
  await page.locator('[data-testid=editor-blank]').click()
  await page.locator('[data-testid=editor-map]').waitFor()
  // A blank map is not a scenario yet: no units, no victory condition.
  await page.locator('[data-testid=editor-issue][data-path="units"]').waitFor()

  // Terrain: a wood dragged over two hexes (one stroke: one undo step).
  await page.locator('[data-testid=editor-tool-terrain]').check()
  await page.locator('[data-testid=editor-terrain]').selectOption('forest')
  const a = await page.evaluate(() => window.__hexesEditorMap.clientPointOf('2,4'))
  const b = await page.evaluate(() => window.__hexesEditorMap.clientPointOf('3,4'))
  await page.mouse.move(a.x, a.y)
  await page.mouse.down()
  await page.mouse.move(b.x, b.y, { steps: 4 })
  await page.mouse.up()
  await page.locator('[data-terrain=forest]').waitFor({ state: 'attached' })
  assert.deepEqual((await draft(page)).map.terrain, [{ terrain: 'forest', hexes: ['2,4', '3,4'] }])

  // A river hexside, north of 6,4.
  await page.locator('[data-testid=editor-tool-hexside]').check()
  await page.locator('[data-testid=editor-feature]').selectOption('river')
  await clickEditorHex(page, '6,4', 0)
  await page.locator('[data-hexside=river]').waitFor({ state: 'attached' })
  assert.deepEqual((await draft(page)).map.hexsides, [{ hex: '6,4', dir: 0, feature: 'river' }])

  // Two sides, renamed in English and French, a colour changed.
  const sides = page.locator('[data-testid=editor-sides] .side')
  await sides.nth(0).locator('[data-testid=editor-side-name]').fill('Red Company')
  await sides.nth(0).locator('[data-testid=editor-side-name-fr]').fill('Compagnie rouge')
  await sides.nth(0).locator('[data-testid=editor-side-colour]').fill('#aa2211')
  await sides.nth(1).locator('[data-testid=editor-side-name]').fill('Blue Guard')
  await sides.nth(1).locator('[data-testid=editor-side-name-fr]').fill('Garde bleue')

  // Units: heavy cavalry for the west, militia for the east; a click on a unit removes it.
  await page.locator('[data-testid=editor-tool-units]').check()
  await page.locator('[data-testid=editor-unit-side]').selectOption('west')
  await page.locator('[data-testid=editor-unit-type]').selectOption('heavy-cavalry')
  await clickEditorHex(page, '1,2')
  await clickEditorHex(page, '1,3')
  await page.locator('[data-unit="west-2"]').waitFor({ state: 'attached' })
  await clickEditorHex(page, '1,3')
  await page.locator('[data-unit="west-2"]').waitFor({ state: 'detached' })
  await page.locator('[data-testid=editor-unit-side]').selectOption('east')
  await page.locator('[data-testid=editor-unit-type]').selectOption('militia')
  await clickEditorHex(page, '5,2')
  await page.locator('[data-unit="east-1"][data-hex="5,2"]').waitFor({ state: 'attached' })

  // A place name, in English and French.
  await page.locator('[data-testid=editor-tool-labels]').check()
  await page.locator('[data-testid=editor-label-text]').fill('The mill')
  await page.locator('[data-testid=editor-label-text-fr]').fill('Le moulin')
  await clickEditorHex(page, '3,1')
  await page.locator('[data-testid=editor-map] .label').getByText('The mill').waitFor()

  // A victory condition: the west wins when one eastern unit is eliminated.
  await page.locator('[data-testid=editor-condition-kind]').selectOption('unitsEliminated')
  await page.locator('[data-testid=editor-condition-winner]').selectOption('west')
  await page.locator('[data-testid=editor-condition-side]').selectOption('east')
  await page.locator('[data-testid=editor-condition-count]').fill('1')
  await page.locator('[data-testid=editor-condition-text]').fill('The Blue Guard is broken')
  await page.locator('[data-testid=editor-condition-text-fr]').fill('La Garde bleue est brisée')
  await page.locator('[data-testid=editor-condition-add]').click()
  await page.locator('[data-testid=editor-default-text]').fill('The Blue Guard holds')
  await page.locator('[data-testid=editor-valid]').waitFor()
  assert.equal(await page.locator('[data-testid=editor-issue-hex]').count(), 0)

  // The engine's own check (HEXES Med, HM-MOVE-6): a unit on impassable terrain, marked on its hex.
  await page.locator('[data-testid=editor-tool-terrain]').check()
  await page.locator('[data-testid=editor-terrain]').selectOption('river')
  await clickEditorHex(page, '5,2')
  await mark(page, '5,2').waitFor({ state: 'attached' })
  assert.match(await page.locator('[data-testid=editor-issue][data-path="units[1].hex"]').textContent(), /impassable/)
  assert.ok(await page.locator('[data-testid=editor-playtest]').isDisabled())
  // docs/scenarios.md's picture of the editor: the issue listed and marked on its hex.
  await page.screenshot({ path: join(DOCS, 'editor.png') })
  // Undo (ctrl+z) takes it back, redo (ctrl+y) brings it again; painting the hex clear fixes it.
  await page.keyboard.press('Control+z')
  await mark(page, '5,2').waitFor({ state: 'detached' })
  await page.keyboard.press('Control+y')
  await mark(page, '5,2').waitFor({ state: 'attached' })
  await page.locator('[data-testid=editor-terrain]').selectOption('clear')
  await clickEditorHex(page, '5,2')
  await mark(page, '5,2').waitFor({ state: 'detached' })
  await page.locator('[data-testid=editor-valid]').waitFor()

  // A leader riding the west's cavalry, named in English and French (HM-LDR-1).
  await page.locator('[data-testid=editor-leader-add-side]').selectOption('west')
  await page.locator('[data-testid=editor-leader-add]').click()
  await page.locator('[data-testid=editor-leader-name]').fill('Aldric')
  await page.locator('[data-testid=editor-leader-name-fr]').fill('Aldric le Hardi')
  await page.locator('[data-testid=editor-valid]').waitFor()

  // Export: the download is the scenario.
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid=editor-export]').click()])
  const file = join(tmp, 'editor-scenario.json')
  await download.saveAs(file)
  const exported = JSON.parse(readFileSync(file, 'utf8'))
  assert.equal(exported.format, 'hexes-scenario/1')
  assert.deepEqual(exported.plugins, [{ id: 'hexes-med', config: {} }])
  assert.deepEqual(exported.units.map((u) => [u.id, u.side, u.type, u.hex]), [['west-1', 'west', 'heavy-cavalry', '1,2'], ['east-1', 'east', 'militia', '5,2']])
  assert.deepEqual(exported.map.hexsides, [{ hex: '6,4', dir: 0, feature: 'river' }])
  assert.equal(exported.sides[0].color, '#aa2211')
  assert.equal(exported.translations.fr.sides.east, 'Garde bleue')
  assert.deepEqual(exported.map.labels, [{ hex: '3,1', text: 'The mill' }])
  assert.equal(exported.translations.fr.labels['3,1'], 'Le moulin')
  assert.equal(exported.victory.conditions[0].kind, 'unitsEliminated')
  assert.deepEqual(exported.leaders, [{ id: 'west-leader-1', side: 'west', name: 'Aldric', unit: 'west-1' }])
  assert.equal(exported.translations.fr.leaders['west-leader-1'], 'Aldric le Hardi')

  // Import: a broken copy is refused with the bad field's path; the file itself is read back valid.
  const broken = structuredClone(exported)
  broken.units[0].hex = '99,99'
  const brokenFile = join(tmp, 'editor-broken.json')
  writeFileSync(brokenFile, JSON.stringify(broken))
  await page.locator('[data-testid=editor-import-input]').setInputFiles(brokenFile)
  await page.locator('[data-testid=editor-import-errors]').getByText('units[0].hex').waitFor()
  await page.locator('[data-testid=editor-import-input]').setInputFiles(file)
  await page.locator('[data-testid=editor-import-errors]').waitFor({ state: 'detached' })
  await page.locator('[data-testid=editor-valid]').waitFor()

  // A reload keeps the draft.
  await page.reload()
  await page.locator('[data-unit="east-1"][data-hex="5,2"]').waitFor({ state: 'attached' })

  // The leader is taken off again: the play-test's dice (seed 1) stay those of a battle without leaders.
  await page.locator('[data-testid=editor-leader-remove]').click()
  await page.locator('[data-leader]').waitFor({ state: 'detached' })

  // Play-test, hot-seat, to the first combat: the cavalry rides next to the militia and attacks.
  await page.locator('[data-testid=editor-playtest]').click()
  await page.locator('[data-testid=turn-label]').waitFor()
  await page.waitForFunction(() => !!window.__hexesMap)
  assert.match(await page.locator('[data-testid=acting-side]').textContent(), /Red Company/)
  await page.locator('[data-unit="west-1"]').click()
  await clickHex(page, '4,2')
  await waitHex(page, 'west-1', '4,2')
  await untilPhase(page, 'combat')
  await page.locator('[data-unit="west-1"]').click()
  await page.locator('[data-unit="east-1"]').click()
  await page.locator('[data-testid=combat-panel] [data-testid=attack-button]').click()
  await page.locator('[data-testid=combat-result-label]').waitFor()
  assert.match(await page.locator('[data-testid=event-log]').textContent(), /Combat: /)
  // The die decides the rest; a 6 (seed 1) eliminates the militia: the draft's condition is met.
  await page.locator('[data-testid=victory-screen]').getByText('The Blue Guard is broken').waitFor()

  // Leaving the game comes back to the editor, the draft as it was.
  await page.locator('[data-testid=victory-new-game]').click()
  await page.locator('[data-testid=editor]').waitFor()
  await page.locator('[data-testid=editor-valid]').waitFor()
})

test('scenario editor in French: no English word on the editor of a blank map, every tool shown', async ({ page, url }) => {
  await page.goto(url)
  await page.locator('[data-testid=language]').selectOption('fr')
  await page.locator('[data-testid=editor-open]').click()
  const found = [{ where: 'new draft', text: await rendered(page) }]
  await page.locator('[data-testid=editor-blank]').click()
  await page.locator('[data-testid=editor-map]').waitFor()
  for (const tool of ['terrain', 'hexside', 'units', 'labels']) {
    await page.locator(`[data-testid=editor-tool-${tool}]`).check()
    found.push({ where: `tool ${tool}`, text: await rendered(page) })
  }
  await page.locator('[data-testid=editor-leader-add]').click()
  await page.locator('[data-leader]').waitFor()
  found.push({ where: 'a leader added', text: await rendered(page) })
  checkFrench(found, englishOnlyWords())
})
