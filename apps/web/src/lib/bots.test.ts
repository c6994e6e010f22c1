import { describe, expect, it } from 'vitest'
import { computerCatalog, loadComputerCatalog } from './bots'

describe('web/bots', () => {
  it('lists every bot when the AI has no levels', () => {
    expect(computerCatalog({ names: ['random'] })).toEqual({ options: [{ bot: 'random', level: null }], default: 'random' })
    expect(computerCatalog({ names: ['random', 'ai'] }).default).toBe('ai')
  })

  it('lists the levels weakest first, then the other bots, and picks the default level', () => {
    const c = computerCatalog({ names: ['random', 'ai', 'ai-easy', 'ai-normal', 'ai-hard'], levels: ['easy', 'normal', 'hard'], defaultLevel: 'normal' })
    expect(c.options).toEqual([
      { bot: 'ai-easy', level: 'easy' }, { bot: 'ai-normal', level: 'normal' }, { bot: 'ai-hard', level: 'hard' }, { bot: 'random', level: null },
    ])
    expect(c.default).toBe('ai-normal')
    // Only "ai" for the default level.
    const d = computerCatalog({ names: ['random', 'ai', 'ai-easy', 'ai-hard'], levels: ['easy', 'normal', 'hard'], defaultLevel: 'normal' })
    expect(d.options.map((o) => o.bot)).toEqual(['ai-easy', 'ai', 'ai-hard', 'random'])
    expect(d.default).toBe('ai')
  })

  it('reads the levels from the bot names when the package does not list them', () => {
    const c = computerCatalog({ names: ['random', 'ai', 'ai-easy', 'ai-normal', 'ai-hard'] })
    expect(c.options).toEqual([
      { bot: 'ai-easy', level: 'easy' }, { bot: 'ai-normal', level: 'normal' }, { bot: 'ai-hard', level: 'hard' }, { bot: 'random', level: null }, { bot: 'ai', level: null },
    ])
    expect(c.default).toBe('ai')
  })

  it("reads @hexes/ai's registry", async () => {
    const c = await loadComputerCatalog()
    expect(c.options.map((o) => o.bot)).toContain('random')
    expect(c.options.some((o) => o.bot === c.default)).toBe(true)
  })
})
