import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))

describe('server/main', () => {
  it('starts from the environment in a child process (HEXES_PORT, HEXES_DB), serves /api/health and stops on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hexes-main-'))
    const db = join(dir, 'games', 'hexes.sqlite')
    const child = spawn(join(root, 'node_modules/.bin/tsx'), ['--tsconfig', 'tsconfig.runtime.json', 'src/main.ts'], {
      cwd: root,
      env: { ...process.env, HEXES_PORT: '0', HEXES_DB: db, HEXES_LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = ''
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString()
          const m = /listening on (http:\/\/\S+)/.exec(out)
          if (m) resolve(m[1]!)
        })
        child.on('exit', (code) => reject(new Error(`exited with ${code}: ${out}`)))
      })
      expect(await (await fetch(`${url}/api/health`)).json()).toEqual({ ok: true })
      expect(existsSync(db)).toBe(true)
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
      child.kill('SIGTERM')
      expect(await exited).toBe(0)
    } finally {
      child.kill('SIGKILL')
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
