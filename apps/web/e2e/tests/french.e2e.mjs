// Browser tests: French throughout. A turn of Hastings played in French, its rendered text checked
// word by word against a dictionary built from the sources: an English word that no French source
// uses fails the test, wherever it comes from (the app, the engine, the rules or the scenario).
import assert from 'node:assert/strict'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { APP_DIR } from '../browser.mjs'
import { answerDecisions, clickHex, endPhase, phase, test } from '../harness.mjs'

const ROOT = join(APP_DIR, '..', '..')
const read = (p) => readFileSync(join(ROOT, p), 'utf8')

/** The words of a text, lowercased (letters only: numbers, hexes and rule ids carry no language). */
const words = (s) => s.toLowerCase().match(/\p{L}+/gu) ?? []

/** The string literals of a TypeScript source (its texts), less the object keys (`'phase/movement':`): keys are code. */
function literals(src) {
  const out = []
  for (const m of src.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)) {
    if (/^\s*:/.test(src.slice(m.index + m[0].length, m.index + m[0].length + 3))) continue
    out.push((m[1] ?? m[2] ?? m[3]).replace(/\\'/g, "'"))
  }
  return out
}

/** A message catalogue's English and French halves (`en: Object.freeze({ ... fr: Object.freeze({`). */
function catalogue(path) {
  const src = read(path)
  const at = src.indexOf('  fr: Object.freeze({')
  assert.ok(at > 0, `${path} has a French half`)
  return { en: literals(src.slice(0, at)), fr: literals(src.slice(at)) }
}

/** Every string of a JSON value. */
function strings(v, out = []) {
  if (typeof v === 'string') out.push(v)
  else if (Array.isArray(v)) v.forEach((x) => strings(x, out))
  else if (v && typeof v === 'object') Object.values(v).forEach((x) => strings(x, out))
  return out
}

/**
 * The English-only words: every word of the English sources (the core's and the plugins' English
 * catalogues, the app's en.ts, the scenarios' own texts) minus every word of the French sources
 * (the French catalogues, fr.ts, the scenarios' translations). Proper names that the French texts
 * use too (Harold, Hastings, Senlac) drop out with them.
 */
export function englishOnlyWords() {
  const en = new Set()
  const fr = new Set()
  // Placeholders (`{defender}`, `{n, plural, ...}`) are code, not words.
  const add = (set, texts) => texts.forEach((t) => words(t.replace(/\{\s*[\w.-]+\s*(,\s*\w+\s*,?)?\s*\}?/g, ' ')).forEach((w) => set.add(w)))
  for (const path of ['packages/core/src/i18n/coreMessages.ts', 'plugins/hexes-med/src/i18n/hmMessages.ts', 'plugins/successive-waves/src/i18n/swMessages.ts']) {
    const c = catalogue(path)
    add(en, c.en)
    add(fr, c.fr)
  }
  add(en, literals(read('apps/web/src/i18n/en.ts')))
  add(fr, literals(read('apps/web/src/i18n/fr.ts')))
  for (const f of readdirSync(join(ROOT, 'scenarios')).filter((x) => /^[a-z0-9-]+\.json$/.test(x) && x !== 'package.json' && x !== 'tsconfig.json')) {
    const { translations, plugins, ...doc } = JSON.parse(read(join('scenarios', f)))
    add(en, strings({ doc, names: plugins.map((p) => p.config ?? {}) }))
    add(fr, strings(translations?.fr ?? {}))
  }
  for (const w of fr) en.delete(w)
  return en
}

/** Words the French page shows on purpose: the language switch names each language in its own language. */
const SHOWN_AS_IS = new Set(['english'])

/** What the page shows: its text, and the titles and labels a reader is given (tooltips, screen readers). */
export async function rendered(page) {
  return page.evaluate(() => {
    // A plugin option shows, after its French name, its key or value as the scenario file spells it
    // (`force ajoutée (strength)`): code, not words.
    const code = (el) => el.innerText.replace(/\([\w:+-]+\)/g, '')
    const options = [...document.querySelectorAll('.options')]
    let body = document.body.innerText
    for (const el of options) body = body.replace(el.innerText, code(el))
    // Text marked English on purpose (the scenario editor's issues: the file's field paths and the engine's English messages).
    for (const el of document.querySelectorAll('[lang="en"]')) body = body.replace(el.innerText, '')
    const parts = [document.title, body]
    for (const el of document.querySelectorAll('[title], [aria-label]')) {
      if (el.closest('[hidden]') || el.closest('.options')) continue
      for (const a of ['title', 'aria-label']) if (el.getAttribute(a)) parts.push(el.getAttribute(a))
    }
    return parts.join('\n')
  })
}

/** Fails with every English-only word found on the page so far, each with where it was seen. */
export function checkFrench(found, dictionary) {
  const bad = new Map()
  for (const { where, text } of found) {
    for (const line of text.split('\n')) {
      // Rule ids (`HM-MOVE-3`) are citations, not words.
      for (const w of words(line.replace(/\b[A-Z]+(?:-[A-Z0-9]+)+\b/g, ' '))) {
        if (!dictionary.has(w) || SHOWN_AS_IS.has(w)) continue
        if (!bad.has(w)) bad.set(w, `${where}: « ${line.trim().slice(0, 160)} »`)
      }
    }
  }
  assert.deepEqual([...bad].map(([w, at]) => `${w} (${at})`), [], 'English words on the French page')
}

test('French throughout: a turn of Hastings in French shows no English word of the engine, the rules, the app or the scenario', async ({ page, url }) => {
  const dictionary = englishOnlyWords()
  // The dictionary knows the English words that matter here.
  for (const w of ['normans', 'knights', 'ridge', 'movement', 'defender', 'retreat', 'night']) assert.ok(dictionary.has(w), `"${w}" is an English-only word`)
  const found = []
  const look = async (where) => found.push({ where, text: await rendered(page) })

  await page.goto(url)
  await page.locator('[data-testid=language]').selectOption('fr')
  await page.locator('[data-scenario="hastings-1066"]').click()
  await page.locator('[data-testid=setup] details').first().waitFor()
  for (const d of await page.locator('[data-testid=setup] details').all()) await d.evaluate((el) => (el.open = true))
  await look('start screen')
  await page.locator('.seed input').fill('1066')
  await page.locator('[data-testid=start]').click()
  await page.locator('[data-testid=turn-label]').waitFor()
  await page.waitForFunction(() => !!window.__hexesMap)
  await look('game start')

  // Norman movement: the front units walk as far north (up the slope) as they can.
  const normans = ['n-ar-1', 'n-ar-2', 'n-ar-3', 'n-xb-1', 'n-xb-2', 'n-li-1', 'n-hi-1', 'n-hi-2', 'n-hi-3']
  const moveNorth = async () => {
    for (const id of normans) {
      await page.keyboard.press('Escape')
      await page.locator(`[data-unit="${id}"]`).click()
      const reach = await page.locator('.reach').evaluateAll((els) => els.map((e) => e.getAttribute('data-hex')))
      if (!reach.length) continue
      const best = reach.sort((a, b) => Number(a.split(',')[1]) - Number(b.split(',')[1]))[0]
      await clickHex(page, best)
      await page.waitForTimeout(50)
    }
  }
  await moveNorth()
  await page.locator('[data-unit="n-hi-3"]').hover()
  await look('after the Norman moves (unit card)')
  // Turn 1 brings no Norman unit within reach: to the Normans' movement of turn 2, hot-seat.
  for (let i = 0; i < 12 && !/^Tour 2 /.test((await page.locator('[data-testid=turn-label]').textContent()) ?? ''); i++) {
    await answerDecisions(page)
    await endPhase(page)
    await page.waitForTimeout(100)
    if (i === 3) await look('Anglo-Saxon half-turn')
  }
  assert.match(await phase(page), /Mouvement/)
  await moveNorth()

  // To the combat phase, and one attack: the first Norman unit with a target.
  for (let i = 0; i < 4 && !/combat/i.test(await phase(page)); i++) await endPhase(page)
  assert.match(await phase(page), /Combat/)
  let attacked = false
  for (const id of normans) {
    await page.keyboard.press('Escape')
    await page.locator(`[data-unit="${id}"]`).click()
    const target = page.locator('.counter.candidate[data-unit^="s-"]').first()
    if (!(await target.count())) continue
    await target.click()
    const panel = page.locator('[data-testid=combat-panel]')
    await panel.locator('[data-testid=combat-odds] li').first().waitFor({ state: 'attached' })
    await look('combat panel with odds and modifiers')
    if (await panel.locator('[data-testid=attack-button]').isDisabled()) continue
    await panel.locator('[data-testid=attack-button]').click()
    await page.waitForTimeout(1500) // the dice roll
    await look('combat resolved')
    await answerDecisions(page)
    attacked = true
    break
  }
  assert.ok(attacked, 'a Norman unit could attack')
  // A refusal: moving in the combat phase.
  await page.locator('[data-unit="n-hc-1"]').click()
  await look('after a refusal')

  // The rest of the turn, hot-seat: the Anglo-Saxon half-turn, decisions answered, to turn 3.
  for (let i = 0; i < 12; i++) {
    await answerDecisions(page)
    if (/^Tour 3 /.test((await page.locator('[data-testid=turn-label]').textContent()) ?? '')) break
    await endPhase(page)
    await page.waitForTimeout(100)
    if (i === 4) await look('Anglo-Saxon half-turn of turn 2')
  }
  assert.match(await page.locator('[data-testid=turn-label]').textContent(), /^Tour 3 /)
  await page.locator('[data-testid=event-log]').evaluate((el) => el.scrollIntoView())
  await look('turn 3 with the battle log')

  checkFrench(found, dictionary)
})
