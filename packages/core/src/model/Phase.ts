import type { MessageRef } from '../i18n/MessageRef'

/**
 * One step of the turn sequence (catalogue HM-SEQ-1). Plugins build the sequence through the
 * `phases` waterfall hook and insert steps by named slot, never by index (§3.3 rule 6).
 */
export interface PhaseSpec {
  /** Phase id (`"movement"`, `"leaders"`, `"combat"`, `"victory"`, `"turn-end"`). */
  id: string
  /** Named slot (`"1"`..`"8"`, `"6b"`), unique in the sequence. */
  slot: string
  /** Index of the acting side in `state.sides` (0 = Camp 1), or `null` for an automatic phase. */
  side: number | null
  /** English name for the UI (`"Normans: movement"` is built from it). */
  label: string
  /** The name for any language; default: the message key `phase/<id>`, with `label` as fallback. */
  text?: MessageRef
  /** Action types a player may take in this phase (besides `end-phase`). Empty for automatic phases. */
  actions: readonly string[]
  /**
   * Automatic phases run without a player: `victory` evaluates end-of-turn conditions (HM-SEQ-5),
   * `turn-end` runs the end-of-turn hook and advances the turn marker (HM-SEQ-6); any other value
   * is handled by the plugins tapping `autoPhase`.
   */
  auto?: string
  /** Rule that defines the phase. */
  ruleId?: string
}

/** Inserts `spec` after the phase in slot `slot` (end of the list when absent). */
export function insertPhaseAfter(phases: readonly PhaseSpec[], slot: string, spec: PhaseSpec): PhaseSpec[] {
  const i = phases.findIndex((p) => p.slot === slot)
  const out = phases.slice()
  out.splice(i < 0 ? out.length : i + 1, 0, spec)
  return out
}
