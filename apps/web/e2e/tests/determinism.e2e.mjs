// Determinism in Node and in Chromium (issue #21's conformance in the browser): a game of every
// shipped scenario and variant, played in Node by the random bot and saved with its final state's
// hash, is replayed by the web app in Chromium from its seed and actions; the engine refuses a
// replay that ends on another hash, so each load that succeeds is the same game in both.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { APP_DIR } from '../browser.mjs'
import { test, tmp } from '../harness.mjs'

test('every shipped scenario and variant replays in Chromium to the state hash Node saved (same seed, same actions)', async ({ page, url }) => {
  const out = join(tmp, 'determinism-saves.json')
  execFileSync(process.execPath, ['--import', 'tsx', join(APP_DIR, 'e2e', 'determinismSaves.ts'), out], {
    cwd: APP_DIR, env: { ...process.env, TSX_TSCONFIG_PATH: join(APP_DIR, 'e2e', 'tsconfig.server.json') }, stdio: ['ignore', 'ignore', 'inherit'],
  })
  const saves = JSON.parse(readFileSync(out, 'utf8'))
  assert.ok(saves.length >= 14, `${saves.length} saves`)
  for (const { id, save } of saves) {
    const file = join(tmp, `determinism-${id.replace('@', '-')}.json`)
    writeFileSync(file, JSON.stringify(save))
    await page.goto(url)
    await page.locator('[data-testid=start-load-input]').setInputFiles(file)
    const loaded = page.locator('[data-testid=turn-label]')
    const refused = page.locator('[data-testid=start-errors]')
    await Promise.race([loaded.waitFor(), refused.waitFor()])
    assert.equal(await refused.count(), 0, `${id}: ${(await refused.count()) ? await refused.textContent() : ''}`)
  }
  // The check bites: the same save with another final hash is refused.
  const { save } = saves[0]
  const wrong = join(tmp, 'determinism-wrong-hash.json')
  writeFileSync(wrong, JSON.stringify({ ...save, stateHash: save.stateHash.replace(/^./, (c) => (c === '0' ? '1' : '0')) }))
  await page.goto(url)
  await page.locator('[data-testid=start-load-input]').setInputFiles(wrong)
  await page.locator('[data-testid=start-errors]').waitFor()
  assert.match(await page.locator('[data-testid=start-errors]').textContent(), /hash/i)
})
