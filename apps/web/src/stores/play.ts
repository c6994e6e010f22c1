import type { BaseAction, CombatOdds, GameEvent, MovementOptions, Rejection, UnitState } from '@hexes/core'
import { defineStore } from 'pinia'
import { computed, ref, shallowRef, watch } from 'vue'
import { combatRefusals, type CombatRefusal } from '../lib/combatRefusals'
import { useSessionStore, type ActOutcome } from './session'

const CORE_TYPES = new Set(['move', 'attack', 'end-phase'])
const HEX_RE = /^\d+,\d+$/

/** A legal action that targets something on the map (a decision answer, a leader transfer...). */
export interface MapChoice {
  action: BaseAction & Record<string, unknown>
  /** Hex to click for it, when it has one. */
  hex: string | null
  /** Unit it targets, when it targets one. */
  unit: string | null
}

/**
 * What the player is doing on the map: selection, hover, the combat being planned, overlays.
 * Derived data (reachable hexes, legal attackers and defenders, odds, decision targets) comes from
 * the session's engine snapshots; the play store only decides what a click means.
 */
export const usePlayStore = defineStore('play', () => {
  const session = useSessionStore()
  const selected = ref<string | null>(null)
  const hoverHex = ref<string | null>(null)
  const attackers = ref<string[]>([])
  const defender = ref<string | null>(null)
  const mode = ref<string | null>(null)
  const zocOverlay = ref(false)
  /** The last combat resolved in this session (for the dice and result panel). */
  const lastCombat = shallowRef<GameEvent | null>(null)
  const lastCombatEvents = shallowRef<GameEvent[]>([])

  const state = computed(() => session.state)
  /** The player may act now: not replaying, the game goes on, and nobody else (the computer, another remote seat) is the one to act. */
  const humanToAct = computed(() => !session.replay && !session.state?.result && !session.othersToAct)
  const phaseActions = computed(() => (session.pending ? [] : (session.phase?.actions ?? [])))
  const canMove = computed(() => phaseActions.value.includes('move') && humanToAct.value)
  const canAttack = computed(() => phaseActions.value.includes('attack') && humanToAct.value)

  function unitById(id: string | null): UnitState | undefined {
    return id ? state.value?.units.find((u) => u.id === id) : undefined
  }
  function unitAtHex(hex: string): UnitState | undefined {
    return session.viewState?.units.find((u) => u.hex === hex && u.status === 'active')
  }

  // ---- movement ---------------------------------------------------------------------------
  const movement = computed<MovementOptions | null>(() => {
    const u = unitById(selected.value)
    if (!u || !canMove.value || u.side !== session.actingSide) return null
    void session.revision // recompute after every action
    const m = session.movementOptions(u.id)
    return m && !('ok' in m) ? m : null
  })
  const reachable = computed(() => new Map((movement.value?.destinations ?? []).map((d) => [d.hex, d])))
  const hoverPath = computed<string[]>(() => {
    const m = movement.value
    const h = hoverHex.value
    if (!m || !h || !reachable.value.has(h)) return []
    return m.pathTo(h)
  })
  const hoverCost = computed(() => (hoverHex.value ? reachable.value.get(hoverHex.value)?.cost ?? null : null))
  /**
   * A unit with facing rules (SK-MOVE-5/6): the destination clicked, waiting for the facing to end
   * with (a second click on it moves with the cheapest one, `moveTo`).
   */
  const facingTarget = ref<string | null>(null)
  /** Where the facings are shown: the destination picked, else the hex under the cursor (reachable, or the unit's own: its turns in place). */
  const facingHex = computed(() => {
    const m = movement.value
    if (!m?.facingsAt) return null
    if (facingTarget.value) return facingTarget.value
    const h = hoverHex.value
    return h && (reachable.value.has(h) || h === unitById(selected.value)?.hex) ? h : null
  })
  /** The facings the selected unit may end with at `facingHex`, each with what the whole move costs (the engine's `facingsAt`: turns included). */
  const facingOptions = computed(() => {
    const m = movement.value
    const h = facingHex.value
    const own = unitById(selected.value)
    return m?.facingsAt && h ? m.facingsAt(h).filter((f) => h !== own?.hex || f.facing !== own.facing) : []
  })
  /** The selected unit's turns in place (its own hex, a new facing), with their cost. */
  const turnsInPlace = computed(() => {
    const m = movement.value
    const u = unitById(selected.value)
    return m?.facingsAt && u?.hex ? m.facingsAt(u.hex).filter((f) => f.facing !== u.facing) : []
  })
  /** Units of the acting side that can still move (a legal `move` exists). */
  const movable = computed(() => new Set(session.legal.filter((a) => a.type === 'move').map((a) => (a as unknown as { unit: string }).unit)))

  // ---- combat -----------------------------------------------------------------------------
  type Attack = BaseAction & { attackers: string[]; defender: string; mode: string }
  const legalAttacks = computed(() => session.legal.filter((a) => a.type === 'attack') as Attack[])
  const attackerCandidates = computed(() => {
    const out = new Set<string>()
    for (const a of legalAttacks.value) if (!defender.value || a.defender === defender.value) a.attackers.forEach((x) => out.add(x))
    return out
  })
  const defenderCandidates = computed(() => {
    const out = new Set<string>()
    for (const a of legalAttacks.value) if (attackers.value.every((x) => a.attackers.includes(x))) out.add(a.defender)
    return out
  })
  const modes = computed(() => {
    const out = new Set<string>()
    for (const a of legalAttacks.value) if (a.defender === defender.value && attackers.value.every((x) => a.attackers.includes(x))) out.add(a.mode)
    return [...out]
  })
  const effectiveMode = computed(() => (mode.value && modes.value.includes(mode.value) ? mode.value : (modes.value[0] ?? null)))
  /** Why the engine refuses the planned combat, in each mode it could mean, when no legal attack matches it. */
  const refusals = computed<CombatRefusal[]>(() => {
    if (!canAttack.value || !defender.value || attackers.value.length === 0 || modes.value.length) return []
    const offered = session.query((s, r) => r.hooks.combatModes.call({ state: s, rules: r })) ?? []
    return combatRefusals({ attackers: attackers.value, defender: defender.value }, offered, session.legal, session.odds)
  })
  const odds = computed<CombatOdds | Rejection | null>(() => {
    if (!canAttack.value || !defender.value || attackers.value.length === 0) return null
    if (!modes.value.length) return refusals.value[0]?.rejection ?? null
    void session.revision
    return session.odds({ attackers: attackers.value.slice(), defender: defender.value, mode: effectiveMode.value ?? 'close' })
  })

  // ---- decisions and other actions (leaders...) -------------------------------------------------
  function choiceOf(a: BaseAction): MapChoice {
    const action = a as BaseAction & Record<string, unknown>
    let hex: string | null = null
    let unit: string | null = null
    const s = state.value
    for (const [k, v] of Object.entries(action)) {
      if (k === 'type' || k === 'side' || typeof v !== 'string') continue
      if (HEX_RE.test(v)) hex = v
    }
    // A target unit: `to` (a unit id) or, for decisions, `unit`.
    const target = (typeof action.to === 'string' && !HEX_RE.test(action.to) ? action.to : null) ?? (typeof action.unit === 'string' && session.pending ? action.unit : null)
    if (target && s) {
      const u = s.units.find((x) => x.id === target)
      if (u) {
        unit = u.id
        hex ??= u.hex
      }
    }
    return { action, hex, unit }
  }
  /** Answers to the pending decision, with what to click for each. */
  const decisionChoices = computed<MapChoice[]>(() => (session.pending && humanToAct.value ? session.legal.map(choiceOf) : []))
  /** Legal plugin actions (not move/attack/end-phase) that concern the selected unit or its leaders. */
  const otherChoices = computed<MapChoice[]>(() => {
    if (session.pending || !humanToAct.value) return []
    const u = unitById(selected.value)
    if (!u) return []
    const ids = new Set([u.id, ...(state.value?.leaders.filter((l) => l.unit === u.id && l.status === 'active').map((l) => l.id) ?? [])])
    return session.legal
      .filter((a) => !CORE_TYPES.has(a.type) && Object.entries(a).some(([k, v]) => k !== 'to' && typeof v === 'string' && ids.has(v)))
      .map(choiceOf)
  })
  /** Plugin action types of this phase, with how many legal instances (for the side panel). */
  const otherActionsAvailable = computed(() => (humanToAct.value ? session.legal.filter((a) => !CORE_TYPES.has(a.type) && !session.pending) : []))
  /** Units with something to do in this phase (move, attack or plugin action). */
  const unitsWithActions = computed(() => {
    const out = new Set<string>()
    if (!humanToAct.value) return out
    const leaders = new Map(state.value?.leaders.map((l) => [l.id, l.unit]) ?? [])
    for (const a of session.legal) {
      if (a.type === 'end-phase') continue
      const x = a as BaseAction & Record<string, unknown>
      if (typeof x.unit === 'string') out.add(x.unit)
      if (Array.isArray(x.attackers)) x.attackers.forEach((id) => out.add(String(id)))
      if (typeof x.leader === 'string' && leaders.get(x.leader)) out.add(leaders.get(x.leader)!)
    }
    return out
  })

  /** Runs `fn` once `r` (an answer of `perform`, now or later) says the action was played. */
  function afterOk(r: boolean | Promise<boolean>, fn: () => void): boolean | Promise<boolean> {
    if (r instanceof Promise) return r.then((ok) => (ok && fn(), ok))
    if (r) fn()
    return r
  }

  // ---- clicks ---------------------------------------------------------------------------------
  function clearCombat(): void {
    attackers.value = []
    defender.value = null
    mode.value = null
  }
  function cancel(): void {
    selected.value = null
    facingTarget.value = null
    clearCombat()
    session.dismissRejection()
  }

  /**
   * Sends an action (the player's, or the computer's: `by`) and keeps its combat result for the
   * panel. In a remote game the answer comes later: a promise of the same.
   */
  function perform(action: BaseAction & Record<string, unknown>, by: 'player' | 'computer' = 'player'): boolean | Promise<boolean> {
    const r = session.act(action, by)
    return r instanceof Promise ? r.then(performed) : performed(r)
  }
  function performed(r: ActOutcome): boolean {
    if (!r.ok) return false
    const combat = r.events.find((e) => e.type === 'combatResolved')
    if (combat) {
      lastCombat.value = combat
      lastCombatEvents.value = r.events
    }
    return true
  }

  /** What a click on a hex means now (only a selection while the computer acts). */
  function clickHex(hex: string): void {
    if (session.replay || !state.value || state.value.result) return
    const u = unitAtHex(hex)
    if (session.othersToAct) {
      selected.value = u?.id ?? null
      return
    }
    const side = session.actingSide
    if (session.pending) {
      const picks = decisionChoices.value.filter((c) => c.hex === hex || (u && c.unit === u.id))
      if (picks.length === 1) perform(picks[0]!.action)
      else if (u) selected.value = u.id
      return
    }
    const other = otherChoices.value.filter((c) => c.hex === hex)
    if (other.length === 1) {
      afterOk(perform(other[0]!.action), () => (selected.value = null))
      return
    }
    if (canAttack.value) {
      // Any unit goes into the plan, legal or not: the engine says why a combat is refused (`refusals`).
      if (u && u.side === side) {
        selected.value = u.id
        attackers.value = attackers.value.includes(u.id) ? attackers.value.filter((x) => x !== u.id) : [...attackers.value, u.id]
        return
      }
      if (u && u.side !== side) {
        selected.value = u.id
        defender.value = defender.value === u.id ? null : u.id
        return
      }
      selected.value = null
      return
    }
    if (canMove.value) {
      const sel = unitById(selected.value)
      if (u && u.side === side) {
        selected.value = u.id === selected.value ? null : u.id
        return
      }
      if (sel && sel.side === side) {
        // A unit with facing: the first click on a destination shows its facings, the second moves (cheapest facing).
        if (movement.value?.facingsAt && reachable.value.has(hex) && facingTarget.value !== hex) {
          facingTarget.value = hex
          return
        }
        moveTo(hex)
        return
      }
    }
    selected.value = u?.id ?? null
  }

  /**
   * Moves the selected unit to `hex`, ending with `facing` (units with facing rules; the engine
   * takes the cheapest without one). To its own hex with a facing: a turn in place.
   */
  function moveTo(hex: string, facing?: number): boolean | Promise<boolean> {
    const sel = unitById(selected.value)
    if (!sel || !canMove.value || sel.side !== session.actingSide) return false
    return afterOk(perform({ type: 'move', side: sel.side, unit: sel.id, to: hex, ...(facing !== undefined ? { facing } : {}) }), () => {
      selected.value = null
      facingTarget.value = null
    })
  }

  /** A drag from one hex to another: select the unit there and move it (a unit with facing: with the cheapest facing). */
  function dragMove(from: string, to: string): void {
    const u = unitAtHex(from)
    if (!u || !canMove.value || u.side !== session.actingSide) return
    selected.value = u.id
    if (from === to) return
    if (movement.value?.facingsAt) moveTo(to)
    else clickHex(to)
  }

  /** Commits the planned attack (after the odds were shown). */
  function attack(): boolean | Promise<boolean> {
    if (!defender.value || attackers.value.length === 0 || !session.actingSide) return false
    return afterOk(perform({ type: 'attack', side: session.actingSide, attackers: attackers.value.slice(), defender: defender.value, mode: effectiveMode.value ?? 'close' }), () => {
      clearCombat()
      selected.value = null
    })
  }

  /** Ends the phase for the active side. */
  function endPhase(): boolean | Promise<boolean> {
    const side = session.state?.turn.activeSide
    if (!side || session.pending || session.othersToAct) return false
    return afterOk(perform({ type: 'end-phase', side }), cancel)
  }

  function undo(): boolean {
    const ok = session.undo()
    if (ok) clearCombat()
    return ok
  }

  // A new game or a phase change (and with it the phase's side) clears the plan and the last combat's
  // result; a decision of the other side within the phase (a retreat) keeps the result in view, and
  // so does the end of the game (the phase stays).
  // One source per value: an array built by one getter would be new on every action and fire each time.
  watch(selected, () => (facingTarget.value = null))
  watch([() => session.state?.turn.phaseIndex, () => session.state?.turn.turn, () => session.setup], () => {
    clearCombat()
    selected.value = null
    facingTarget.value = null
    lastCombat.value = null
    lastCombatEvents.value = []
  })

  return {
    selected, hoverHex, attackers, defender, mode, zocOverlay, lastCombat, lastCombatEvents,
    humanToAct, canMove, canAttack, movement, reachable, hoverPath, hoverCost, movable, facingTarget, facingHex, facingOptions, turnsInPlace,
    legalAttacks, attackerCandidates, defenderCandidates, modes, effectiveMode, odds, refusals,
    decisionChoices, otherChoices, otherActionsAvailable, unitsWithActions,
    unitById, unitAtHex, clickHex, dragMove, moveTo, attack, endPhase, undo, cancel, perform,
  }
})
