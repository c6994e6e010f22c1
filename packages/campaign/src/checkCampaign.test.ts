import { isEngineError } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { applyEvent } from './applyEvent'
import { checkCampaign, checkCampaignJson, MAX_CAMPAIGN_CHARS, parseCampaignJson } from './checkCampaign'
import { battleOne, battleTwo, ok, startOrleans } from './testCampaign'

const file = () => JSON.stringify(ok(applyEvent(ok(applyEvent(startOrleans(), battleOne)), battleTwo)))
const edit = (f: (c: any) => void) => {
  const c = JSON.parse(file())
  f(c)
  return JSON.stringify(c)
}
const issue = (text: string) => {
  const r = checkCampaignJson(text)
  return r.ok ? null : r.issues[0]
}

describe('campaign/checkCampaign', () => {
  it('a campaign file round-trips through JSON and loads', () => {
    const r = checkCampaignJson(file())
    expect(r.ok).toBe(true)
    expect(parseCampaignJson(file())).toEqual(JSON.parse(file()))
  })

  it('a campaign saved after its first battle and loaded again plays the second the same way', () => {
    const afterOne = ok(applyEvent(startOrleans(), battleOne))
    const loaded = parseCampaignJson(JSON.stringify(afterOne))
    expect(ok(applyEvent(loaded, battleTwo))).toEqual(ok(applyEvent(afterOne, battleTwo)))
  })

  it('a file edited by hand to add gold is refused naming the field', () => {
    expect(issue(edit((c) => (c.players[1].gold += 50)))).toMatchObject({ code: 'camp/not-explained', path: 'players[1].gold' })
  })

  it('unknown keys are refused at their own path', () => {
    expect(issue(edit((c) => (c.events[1].outcome.players[0].colour = 'red')))).toMatchObject({ code: 'campaign/invalid', path: 'events[1].outcome.players[0].colour' })
    expect(issue(edit((c) => (c.players[0].units[0].magic = 1)))).toMatchObject({ path: 'players[0].units[0].magic' })
  })

  it('prototype keys are refused', () => {
    const text = file().replace('"format":', '"__proto__":{"gold":1},"format":')
    expect(issue(text)).toMatchObject({ code: 'campaign/invalid', path: '__proto__', message: '__proto__: forbidden key "__proto__"' })
    expect(issue(edit((c) => (c.players[0].constructor = {})))).toMatchObject({ path: 'players[0].constructor', message: 'players[0].constructor: forbidden key "constructor"' })
  })

  it('a bad field names its path; a bad event names the event', () => {
    expect(issue(edit((c) => (c.players[0].gold = -5)))).toMatchObject({ code: 'campaign/invalid', path: 'players[0].gold' })
    expect(issue(edit((c) => (c.events[3].kind = 'goldStolen')))).toMatchObject({ path: 'events[3].kind' })
    expect(issue(edit((c) => (c.events[3].seq = 9)))).toMatchObject({ code: 'camp/bad-seq', path: 'events[3].seq' })
    expect(issue(edit((c) => (c.events[1].votes.heroicDefences = [{ player: 'en', votes: [{ voter: 'fr', gp: 80 }] }])))).toMatchObject({ code: 'camp/vote-out-of-range', path: 'events[1].votes.heroicDefences[0].votes[0].gp' })
  })

  it('a file over the size cap, bad JSON and an unknown format version are refused', () => {
    expect(issue(' '.repeat(MAX_CAMPAIGN_CHARS + 1))).toMatchObject({ code: 'campaign/too-large' })
    expect(issue('{"format":')).toMatchObject({ code: 'campaign/json-syntax' })
    expect(issue(edit((c) => (c.version = 2)))).toMatchObject({ code: 'campaign/unknown-version', path: 'version' })
    expect(checkCampaign([])).toMatchObject({ ok: false })
  })

  it('parseCampaignJson throws a campaign/invalid error listing the issue', () => {
    try {
      parseCampaignJson(edit((c) => (c.players[1].gold += 50)))
      expect.unreachable()
    } catch (e) {
      expect(isEngineError(e) && e.code).toBe('campaign/invalid')
      expect((e as Error).message).toContain('players[1].gold')
    }
  })
})
