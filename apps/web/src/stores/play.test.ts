import type { PluginRequest } from '@hexes/core'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import { loadScenario } from '../lib/catalog'
import { usePlayStore } from './play'
import { useSessionStore } from './session'

/** Isandlwana (dice seed 1) in the British combat phase of turn 1, through the stores. */
async function britishFire() {
  setActivePinia(createPinia())
  const session = useSessionStore()
  const play = usePlayStore()
  const scenario = (await loadScenario('isandlwana-1879'))!
  const ok = await session.start({ scenarioId: scenario.id, plugins: scenario.plugins.map((p) => ({ ...p })) as PluginRequest[], players: {}, seed: 1 })
  if (!ok) throw new Error(session.error?.message)
  for (let i = 0; i < 5; i++) session.act({ type: 'end-phase', side: session.state!.turn.activeSide! })
  await nextTick()
  const hexOf = (id: string) => session.state!.units.find((u) => u.id === id)!.hex!
  return { session, play, click: (id: string) => play.clickHex(hexOf(id)) }
}

describe('web/play store', () => {
  it('HM-COMBAT-4 a shot at a target out of sight shows the refusal with the blocking hex', async () => {
    const { play, click } = await britishFire()
    click('c-e24')
    click('z-sk1')
    expect(play.attackers).toEqual(['c-e24'])
    expect(play.defender).toBe('z-sk1')
    expect(play.modes).toEqual([])
    const r = play.odds as { ok: false; code: string; ruleId: string; message: string }
    expect(r).toMatchObject({ ok: false, code: 'combat/no-line-of-sight', ruleId: 'HM-COMBAT-4' })
    expect(r.message).toContain('Hill at 4,1')
    // The shooter has legal shots, so only the ranged mode is asked: one refusal.
    expect(play.refusals.map((x) => x.mode)).toEqual(['ranged'])
  })

  it('HM-COMBAT-5 a unit that has already fought goes into the plan and is refused with its rule', async () => {
    const { session, play, click } = await britishFire()
    click('c-e24')
    click('z-sk2')
    expect(play.attack()).toBe(true)
    while (session.pending) session.act(session.legal[0]! as never)
    await nextTick()
    click('c-e24')
    click('z-sk1')
    expect(play.attackers).toEqual(['c-e24'])
    // Refused the same way in every mode: given once.
    expect(play.refusals).toHaveLength(1)
    expect(play.odds).toMatchObject({ code: 'combat/already-fought', ruleId: 'HM-COMBAT-5' })
  })

  it('keeps the last combat result through the decisions it causes, and clears it when the phase changes', async () => {
    const { session, play, click } = await britishFire()
    click('c-e24')
    click('z-sk2')
    expect(play.attack()).toBe(true)
    expect(play.lastCombat?.type).toBe('combatResolved')
    while (session.pending) session.act(session.legal[0]! as never)
    await nextTick()
    expect(play.lastCombat).not.toBeNull()
    expect(play.endPhase()).toBe(true)
    await nextTick()
    expect(session.state!.turn.activeSide).toBe('zulu')
    expect(play.lastCombat).toBeNull()
    expect(play.lastCombatEvents).toEqual([])
  })
})
