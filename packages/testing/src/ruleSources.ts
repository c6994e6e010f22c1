/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { scanMessageUse, type MessageUse } from './messageCoverage'

/** The rules code of a package: every `.ts` file under `srcDir` but the tests and the test fixtures (a `testing/` folder). */
export function ruleSources(srcDir: string): string[] {
  return readdirSync(srcDir, { withFileTypes: true }).flatMap((e) => {
    const p = join(srcDir, e.name)
    if (e.isDirectory()) return e.name === 'testing' ? [] : ruleSources(p)
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : []
  })
}

/**
 * {@link scanMessageUse} over the rules code under `srcDir` ({@link ruleSources}), merged: every
 * key and prefix used once, and each call without a text prefixed by its file.
 *
 * @example expect(scanRuleSources(fileURLToPath(new URL('..', import.meta.url))).untexted).toEqual([])
 */
export function scanRuleSources(srcDir: string): MessageUse {
  const out: MessageUse = { keys: [], prefixes: [], untexted: [] }
  for (const file of ruleSources(srcDir)) {
    const use = scanMessageUse(readFileSync(file, 'utf8'))
    out.keys.push(...use.keys)
    out.prefixes.push(...use.prefixes)
    out.untexted.push(...use.untexted.map((u) => `${relative(srcDir, file)}: ${u}`))
  }
  return { keys: [...new Set(out.keys)], prefixes: [...new Set(out.prefixes)], untexted: out.untexted }
}

/**
 * The rejection codes the rules code under `srcDir` ({@link ruleSources}) returns: the first
 * argument of every `reject('…')` and `rejectWith('…')` written as a literal `namespace/code`.
 * A plugin's code table (`HM_CODES`) is checked against it.
 *
 * @example expect(rejectionCodes(fileURLToPath(new URL('..', import.meta.url)))).toEqual(Object.values(HM_CODES).sort())
 */
export function rejectionCodes(srcDir: string): string[] {
  const used = new Set<string>()
  for (const file of ruleSources(srcDir)) for (const m of readFileSync(file, 'utf8').matchAll(/\breject(?:With)?\('([a-z]+\/[a-z-]+)'/g)) used.add(m[1]!)
  return [...used].sort()
}

/**
 * The rule ids the rules code under `srcDir` ({@link ruleSources}) cites as literals
 * (`ruleId: 'HM-ZOC-4'`): what its rejections, modifiers, events and hook taps name. A plugin's
 * rules summary is checked to have a section for each (`rulesTextProblems`).
 *
 * @example rulesTextProblems(hmRulesText, docs, citedRuleIds(src)) // []
 */
export function citedRuleIds(srcDir: string): string[] {
  const used = new Set<string>()
  for (const file of ruleSources(srcDir)) for (const m of readFileSync(file, 'utf8').matchAll(/\bruleId: '([^']+)'/g)) used.add(m[1]!)
  return [...used].sort()
}
