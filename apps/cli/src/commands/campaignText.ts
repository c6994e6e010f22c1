import { foldEvents, resolveCampaignConfig, isCampaignRejection, nextBattle, type Campaign, type CampaignEvent, type PlayedNextBattle } from '@hexes/campaign'

/** One ledger event as a line of `hexes campaign show`. */
function eventLine(e: CampaignEvent): string {
  switch (e.kind) {
    case 'campaignStarted': return `campaign started: ${e.players.map((p) => `${p.id} (${p.gold} gp, ${p.units.length} units)`).join(', ')}`
    case 'battlePlayed': return `battle ${e.outcome.battle} (${e.outcome.scenario}, ${e.outcome.turns} turns): ${e.ranking.map((r) => `${r.rank}. ${r.players.join(' = ')} ${r.vp} VP`).join(', ')}`
    case 'goldAwarded': return `  ${e.player} +${e.amount} gp (${e.ruleId}: ${e.detail})`
    case 'surplusGiven': return `  ${e.from} gives ${e.amount} gp of surplus to ${e.to}, who receives ${e.received}`
    case 'surplusLost': return `  ${e.from} loses ${e.amount} gp of surplus`
    case 'xpGained': return `  ${e.player}/${e.unit} +${e.amount} XP${e.advancesDue.length ? ` (advance due at ${e.advancesDue.join(', ')})` : ''}`
    case 'unitBought': return `${e.player} buys ${e.unit.id} (${e.unit.type}) for ${e.unit.cost} gp`
    case 'unitDismissed': return `${e.player} dismisses ${e.unit}`
    case 'battleCancelled': return `battle ${e.battle} cancelled${e.reason ? `: ${e.reason}` : ''}`
  }
}

/** The plain-text view of a campaign: the ledger, the standings, the rosters with XP and history, what comes next. */
export function campaignText(c: Campaign): string {
  const lines = [`${c.name} (${c.id})`, '', 'Ledger:']
  for (const e of c.events) lines.push(`${String(e.seq).padStart(4)}  ${eventLine(e)}`)
  const state = foldEvents(c.events, resolveCampaignConfig(c.config))
  const cancelled = isCampaignRejection(state) ? [] : state.battles.filter((b) => b.cancelled).map((b) => b.battle)
  if (cancelled.length) lines.push(`      (cancelled battles bring nothing: ${cancelled.join(', ')})`)
  lines.push('', 'Standings:')
  const standings = [...c.players].sort((a, b) => b.battlesWon - a.battlesWon || b.gold - a.gold || (a.id < b.id ? -1 : 1))
  for (const p of standings) lines.push(`  ${p.id.padEnd(12)} ${p.name}: ${p.gold} gp, ${p.battlesWon} battle${p.battlesWon === 1 ? '' : 's'} won`)
  lines.push('', 'Rosters:')
  for (const p of c.players) {
    lines.push(`  ${p.id}:${p.units.length ? '' : ' (no roster units)'}`)
    for (const u of p.units) {
      const steps = u.stepsLost ? `, ${u.stepsLost} step${u.stepsLost === 1 ? '' : 's'} lost` : ''
      const adv = u.advances.length ? `, advances due at ${u.advances.map((a) => a.at).join(', ')}` : ''
      const hist = u.history.map((h) => (h.kind === 'fought' ? `fought ${h.battle}${h.xp ? ` +${h.xp} XP` : ''}` : h.kind)).join('; ')
      lines.push(`    ${u.id.padEnd(10)} ${u.type}, ${u.xp} XP${steps}${adv} — ${hist}`)
    }
  }
  const next = nextBattle(c)
  if (next !== null && !isCampaignRejection(next)) lines.push('', `Next battle: ${next.battle.id} (${next.battle.scenario}), played as "${next.battleId}"`)
  else if (next === null) lines.push('', 'Every battle of the campaign has been played.')
  return `${lines.join('\n')}\n`
}

/** What `hexes campaign play` prints after a battle. */
export function playedText(r: PlayedNextBattle): string {
  const { outcome } = r.played
  const e = r.campaign.events.find((x) => x.kind === 'battlePlayed' && x.outcome.battle === outcome.battle)
  const lines = [`Played ${outcome.battle} (${outcome.scenario}): ${r.played.game.state.result?.message ?? ''}`]
  for (const v of r.played.vp) lines.push(`  ${v.side}: ${v.vp} VP (${v.parts.filter((p) => p.vp !== 0).map((p) => `${p.ruleId} ${p.vp}`).join(', ') || 'nothing'})`)
  if (e && e.kind === 'battlePlayed') lines.push(`  ranking: ${e.ranking.map((g) => `${g.rank}. ${g.players.join(' = ')}`).join(', ')}`)
  for (const p of outcome.players) {
    const lost = p.units.filter((u) => u.lost).map((u) => u.unit)
    const hurt = p.units.filter((u) => u.stepsLost).map((u) => u.unit)
    if (p.units.length) lines.push(`  ${p.player}: lost ${lost.join(', ') || 'no unit'}; reduced ${hurt.join(', ') || 'none'}${p.leadersLost?.length ? `; leaders fallen ${p.leadersLost.join(', ')}` : ''}`)
  }
  for (const g of r.campaign.events.filter((x) => x.kind === 'goldAwarded' && x.battle === outcome.battle)) if (g.kind === 'goldAwarded') lines.push(`  ${g.player} +${g.amount} gp (${g.ruleId})`)
  return `${lines.join('\n')}\n`
}
