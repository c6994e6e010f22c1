import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer } from '@hexes/server'

/**
 * For the web app's tests of remote play: the real Hexes server (`startServer` of
 * `@hexes/server`) on a loopback port, over a real SQLite file in a temporary folder (no fake
 * server). `close()` stops it and deletes the folder.
 */
export async function startTestServer(options: { computer?: boolean } = {}): Promise<{ url: string; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'hexes-web-server-'))
  const server = await startServer({ port: 0, host: '127.0.0.1', database: { sqlite: join(dir, 'hexes.sqlite') }, logger: false, rateLimits: false, computer: options.computer ?? false })
  return {
    url: server.url,
    async close() {
      await server.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Waits until `ok()` holds (polling), or fails after `ms`. */
export async function until(ok: () => boolean, ms = 10_000, what = 'condition'): Promise<void> {
  const end = Date.now() + ms
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}
