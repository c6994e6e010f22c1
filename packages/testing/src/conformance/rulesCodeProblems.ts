/// <reference types="node" />
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { ruleSources } from '../ruleSources'

/** What rules code may not use, each with why: it must run the same in Node, in a browser and on the server, replayably. */
const FORBIDDEN: readonly { pattern: RegExp; what: string }[] = [
  { pattern: /\bMath\.random\b/, what: 'Math.random (use the game\'s dice)' },
  { pattern: /\bDate\.now\b|\bnew Date\(|\bperformance\.now\b/, what: 'a clock (rules must not depend on time)' },
  { pattern: /\b(?:document|window|navigator|localStorage|sessionStorage)\s*[.[]/, what: 'a DOM API (rules run in Node and on the server too)' },
  { pattern: /\bprocess\s*\.|\brequire\(|\bfrom\s+['"](?:node:[a-z/_]+|fs|path|os|child_process|worker_threads|crypto)['"]|\bimport\(\s*['"]node:/, what: 'a Node API (rules run in the browser too)' },
]

/**
 * The lines of a plugin's rules code (every `.ts` file under `srcDir` but tests and a `testing/`
 * folder, {@link ruleSources}) that use a DOM or Node API, `Math.random` or a clock, as
 * `file:line: what (the line)`. Comments are skipped. Part of the conformance suite.
 *
 * @example expect(rulesCodeProblems(fileURLToPath(new URL('.', import.meta.url)))).toEqual([])
 */
export function rulesCodeProblems(srcDir: string): string[] {
  const out: string[] = []
  for (const file of ruleSources(srcDir)) {
    const lines = readFileSync(file, 'utf8').split('\n')
    let inComment = false
    lines.forEach((raw, i) => {
      let line = raw
      if (inComment) {
        const end = line.indexOf('*/')
        if (end < 0) return
        line = line.slice(end + 2)
        inComment = false
      }
      line = line.replace(/\/\*.*?\*\//g, '')
      const open = line.indexOf('/*')
      if (open >= 0) {
        line = line.slice(0, open)
        inComment = true
      }
      line = line.replace(/\/\/.*$/, '')
      for (const f of FORBIDDEN) if (f.pattern.test(line)) out.push(`${relative(srcDir, file)}:${i + 1}: ${f.what}: ${raw.trim()}`)
    })
  }
  return out
}
