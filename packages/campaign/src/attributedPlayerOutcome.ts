import type { BattleRecord, GameState } from '@hexes/core'
import type { PlayerOutcome, UnitOutcome } from './BattleOutcome'
import type { RosterBattle } from './battleFromRoster'
import type { SideVp } from './battleVictoryPoints'

type Binding = RosterBattle['bindings'][number]

/**
 * One player's part of the outcome of a battle whose record is attributed (`record.attributed`:
 * the `victory-points` plugin tallied who did what, the skirmish family): the HP its army killed,
 * the enemy generals and spellcasters it holds prisoner (with their owner, and the spells and
 * items a spellcaster carried, GAP-CAMP-06), the banners it took, whether its general, banner and
 * spellcaster came out unscathed (GAP-CAMP-07, `unscathed.all`), and per roster unit: its turns
 * on the table as the plugin counted them (GAP-CAMP-12; `fallbackTurns` when it did not), survived
 * (on the table at the end, fleeing or not), destroyed, the enemy characters it put out of action
 * (GAP-CAMP-01), and whether it is a character (a hero) or the army's general.
 */
export function attributedPlayerOutcome(b: Binding, record: BattleRecord, end: GameState, vp: readonly SideVp[], fallbackTurns: ReadonlyMap<string, number>, all: readonly Binding[]): PlayerOutcome {
  const sr = record.sides.find((s) => s.side === b.side)!
  /** The player whose army a piece belonged to, and the piece's roster id when it has one. */
  const ownerOf = (piece: string): { owner: string; unit: string } => {
    const side = record.sides.find((s) => s.roles.some((r) => r.piece === piece))?.side ?? end.units.find((u) => u.id === piece)?.side
    const binding = all.find((x) => x.side === side)
    return { owner: binding?.player ?? String(side), unit: binding?.units[piece] ?? piece }
  }
  const roles = new Map(sr.roles.map((r) => [r.piece, r.role]))
  const units = Object.entries(b.units).map(([scenarioId, rosterId]): UnitOutcome => {
    const ur = sr.units.find((u) => u.unit === scenarioId)
    const fate = ur?.fate ?? 'offTable'
    return {
      unit: rosterId,
      turnsPresent: ur?.turnsOnTable ?? fallbackTurns.get(scenarioId) ?? 0,
      survived: fate === 'onTable' || fate === 'fleeing',
      lost: fate === 'killed',
      charactersPutOutOfAction: Math.min(100, ur?.charactersOutOfAction.length ?? 0),
      hero: roles.has(scenarioId),
      general: roles.get(scenarioId) === 'general' || roles.get(scenarioId) === 'necromancer',
    }
  })
  return {
    player: b.player,
    side: b.side,
    vp: vp.find((v) => v.side === b.side)!.vp,
    hpKilled: sr.hpKilled,
    generalsCaptured: sr.generalsCaptured.map((piece) => ownerOf(piece)),
    spellcastersCaptured: sr.spellcastersCaptured.map((c) => ({ ...ownerOf(c.piece), spells: c.spells, items: c.items })),
    bannersTaken: sr.bannersTaken.length,
    fieldedGeneral: sr.unscathed.general !== null,
    unscathed: sr.unscathed.all,
    units,
  }
}
