import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { startPostgres } from './startPostgres'

describe('server/testing startPostgres', () => {
  it('starts a real cluster that answers queries, and stops it', async () => {
    const cluster = await startPostgres()
    const client = new pg.Client({ connectionString: cluster.url })
    try {
      await client.connect()
      const result = await client.query<{ answer: number }>('select 6 * 7 as answer')
      expect(result.rows[0].answer).toBe(42)
    } finally {
      await client.end()
      await cluster.stop()
    }
    const after = new pg.Client({ connectionString: cluster.url })
    await expect(after.connect()).rejects.toThrow()
  }, 30_000)

  it('fails, naming the package to install, when PostgreSQL is not on this machine', async () => {
    const path = process.env.PATH
    process.env.PATH = '/nonexistent'
    try {
      await expect(startPostgres()).rejects.toThrow("Install Debian's postgresql")
    } finally {
      process.env.PATH = path
    }
  })
})
