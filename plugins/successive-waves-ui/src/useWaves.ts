import type { BaseAction, GameState, LeaderState, Rejection, UnitState } from '@hexes/core'
import {
  SW, SW_DECLARE, SW_PHASE_ID, SW_PLACE, SW_PLACE_LEADER, SW_RESTART, SW_SET_ASIDE, automaticPool, currentWave, legalPlacementHexes,
  removableLeaders, removedLeader, swState, weakenedUnits, type DeclareAction, type SwConfig, type SwState, type SwWave,
} from '@hexes/plugin-successive-waves'
import type { OffMapNote as UiOffMapNote, PluginUiContext } from '@hexes/web-kit'
import { computed, ref, watch } from 'vue'

/** A unit as the Successive Waves panel lists it (plain data). */
export interface WaveUnit {
  id: string
  name: string
  hex: string | null
  /** The leader riding it, if any (he leaves the table with it: SW-6). */
  leader?: string
  /** That leader's id (for his name in the page's language). */
  leaderId?: string
}

/** A leader as the panel lists it. */
export interface WaveLeader {
  id: string
  name: string
  /** The unit he rides (`null` when he waits off the map). */
  unit: string | null
}


/** Everything the Successive Waves panel shows, as plain data. */
export interface WavesView {
  /** The Native side (SW-1). */
  side: string
  /** Uses of the rule so far (SW-16). */
  uses: number
  /** The time cost of the next use: the k-th use advances the time track by k (SW-16). */
  nextCost: number
  timeTrack: number
  lastTurn: number
  /** SW-9, SW-12: the distance to keep from enemy units (config). */
  minDistance: number
  /** GAP-SW-04: where units set aside go (config). */
  setAside: 'reserve' | 'lost'
  /** A declaration is legal now (the engine enumerates one). */
  canDeclare: boolean
  /** Before the declaration: weakened Native units that may be removed (SW-4). */
  weakened: WaveUnit[]
  /** Before the declaration: units that come back without being chosen (SW-5: eliminated; GAP-SW-04: reserve). */
  automatic: WaveUnit[]
  /** Before the declaration: leaders that may be removed (SW-6). */
  leaders: WaveLeader[]
  /** The units and leader chosen for the declaration. */
  removeUnits: string[]
  removeLeader: string | null
  /** The leader that declaration takes off the table (the one named, or the one riding a removed unit). */
  leavingLeader: string | null
  /** That leader's id. */
  leavingLeaderId: string | null
  /** The engine's reason to refuse that declaration (`game.check`), or `null` when it is legal. */
  declareProblem: Pick<Rejection, 'code' | 'ruleId' | 'message' | 'text'> | null
  /** The wave of this turn once declared. */
  wave: null | {
    /** This use's k (time track jump). */
    k: number
    pool: WaveUnit[]
    placed: WaveUnit[]
    leader: WaveLeader | null
    leaderPlaced: boolean
    ended: boolean
  }
  /** The pool unit being placed, and its legal hexes (from the plugin's one predicate). */
  current: string | null
  hexes: string[]
  /** The next placement is the wave's first hex (SW-8..SW-10), else a block hex (SW-11, SW-12). */
  first: boolean
  /** Placed units the waiting leader may join (legal `sw/place-leader`). */
  leaderTargets: string[]
  canSetAside: boolean
  canRestart: boolean
}

type Act = BaseAction & Record<string, unknown>

/**
 * The Successive Waves procedure in the web app (plugin `successive-waves`, Native player's slot-6b
 * phase): what the panel shows and what a click on the map means during a wave. Everything comes
 * from the engine: `legalActions` (which actions exist now), `check` (why a declaration is refused)
 * and the plugin's exported read helpers (`weakenedUnits`, `automaticPool`, `removableLeaders`,
 * `removedLeader`, `legalPlacementHexes`, `currentWave`). No rule is decided here.
 */
export function useWaves(ctx: PluginUiContext) {
  /** The player's choice of units and leader to remove (`null`: every weakened unit, no leader). */
  const chosenUnits = ref<string[] | null>(null)
  const chosenLeader = ref<string | null>(null)
  /** The pool unit the player picked to place (default: the first waiting). */
  const chosenPoolUnit = ref<string | null>(null)

  const config = computed(() => ctx.query((_s, rules) => rules.config<SwConfig>(SW) ?? null))
  /** Successive Waves is in the rule mix. */
  const enabled = computed(() => config.value !== null)
  const live = computed(() => ctx.state.value)
  /**
   * The panel is shown: the Native player's Successive Waves phase, nothing pending, no replay, and
   * the Native player is on this device (the computer plays the procedure through legal actions).
   */
  const shown = computed(() => enabled.value && ctx.phase.value?.id === SW_PHASE_ID && !ctx.pending.value && ctx.humanToAct.value)
  const sw = computed<SwState | null>(() => (enabled.value && live.value ? swState(live.value) : null))
  const wave = computed<SwWave | null>(() => (shown.value && live.value ? currentWave(live.value) : null))
  const legalTypes = computed(() => new Set(ctx.legal.value.map((a) => a.type)))

  function unitOf(s: GameState, id: string): WaveUnit {
    const u = s.units.find((x) => x.id === id)
    const leader = s.leaders.find((l) => l.unit === id && l.status === 'active')
    return { id, name: u?.name ?? id, hex: u?.hex ?? null, ...(leader ? { leader: leader.name, leaderId: leader.id } : {}) }
  }
  function leaderOf(l: LeaderState): WaveLeader {
    return { id: l.id, name: l.name, unit: l.unit }
  }

  // ---- before the declaration ------------------------------------------------------------------
  const before = computed(() => {
    const c = config.value
    if (!shown.value || wave.value || !c) return { weakened: [] as UnitState[], automatic: [] as UnitState[], leaders: [] as LeaderState[] }
    return ctx.query((s, rules) => ({ weakened: weakenedUnits(s, rules, c), automatic: automaticPool(s, rules, c), leaders: removableLeaders(s, c) }))!
  })
  const removeUnits = computed(() => {
    const ids = before.value.weakened.map((u) => u.id)
    return chosenUnits.value === null ? ids : chosenUnits.value.filter((id) => ids.includes(id))
  })
  const removeLeader = computed(() => (chosenLeader.value && before.value.leaders.some((l) => l.id === chosenLeader.value) ? chosenLeader.value : null))
  const declaration = computed<(DeclareAction & Act) | null>(() => {
    const c = config.value
    if (!c) return null
    return { type: SW_DECLARE, side: c.nativeSide, removeUnits: removeUnits.value, ...(removeLeader.value ? { removeLeader: removeLeader.value } : {}) }
  })
  const declareProblem = computed(() => {
    const d = declaration.value
    if (!shown.value || wave.value || !d) return null
    void ctx.revision.value
    return ctx.check(d) ?? null
  })
  const leavingLeader = computed(() => {
    const d = declaration.value
    if (!d || !live.value || declareProblem.value) return null
    const id = removedLeader(live.value, d)
    return typeof id === 'string' ? id : null
  })

  // ---- placement -------------------------------------------------------------------------------
  const current = computed(() => {
    const w = wave.value
    if (!w || w.ended) return null
    return chosenPoolUnit.value && w.pool.includes(chosenPoolUnit.value) ? chosenPoolUnit.value : (w.pool[0] ?? null)
  })
  /** The legal hexes of the unit being placed: the plugin's one placement predicate. */
  const placementHexes = computed<string[]>(() => {
    const id = current.value
    if (!id) return []
    return ctx.query((s, rules) => legalPlacementHexes(s, rules, id)) ?? []
  })
  const leaderTargets = computed(() => ctx.legal.value.filter((a) => a.type === SW_PLACE_LEADER).map((a) => (a as unknown as { unit: string }).unit))
  const leaderTargetHexes = computed(() => {
    const s = live.value
    return s ? leaderTargets.value.map((id) => s.units.find((u) => u.id === id)?.hex).filter((h): h is string => !!h) : []
  })

  /** The panel's data. */
  const view = computed<WavesView | null>(() => {
    const s = live.value
    const c = config.value
    const state = sw.value
    if (!shown.value || !s || !c || !state) return null
    const w = wave.value
    const leader = w?.leader ? s.leaders.find((l) => l.id === w.leader) : undefined
    const leaving = leavingLeader.value ? s.leaders.find((l) => l.id === leavingLeader.value)?.name ?? leavingLeader.value : null
    return {
      side: c.nativeSide,
      uses: state.uses,
      nextCost: state.uses + 1,
      timeTrack: s.turn.timeTrack,
      lastTurn: s.turn.lastTurn,
      minDistance: c.minDistance,
      setAside: c.setAside,
      canDeclare: legalTypes.value.has(SW_DECLARE),
      weakened: before.value.weakened.map((u) => unitOf(s, u.id)),
      automatic: before.value.automatic.map((u) => unitOf(s, u.id)),
      leaders: before.value.leaders.map(leaderOf),
      removeUnits: removeUnits.value,
      removeLeader: removeLeader.value,
      leavingLeader: leaving,
      leavingLeaderId: leavingLeader.value,
      declareProblem: declareProblem.value ? { code: declareProblem.value.code, ruleId: declareProblem.value.ruleId, message: declareProblem.value.message, text: declareProblem.value.text } : null,
      wave: w
        ? {
            k: state.history[state.history.length - 1]?.k ?? state.uses,
            pool: w.pool.map((id) => unitOf(s, id)),
            placed: w.placed.map((p) => unitOf(s, p.unit)),
            leader: leader ? leaderOf(leader) : null,
            leaderPlaced: w.leaderPlaced,
            ended: w.ended,
          }
        : null,
      current: current.value,
      hexes: placementHexes.value,
      first: (w?.placed.length ?? 0) === 0,
      leaderTargets: leaderTargets.value,
      canSetAside: legalTypes.value.has(SW_SET_ASIDE),
      canRestart: legalTypes.value.has(SW_RESTART),
    }
  })

  /** Why each off-map unit or leader is there, when Successive Waves knows (keys of the module's `offMap.*` messages). */
  const offMapNotes = computed<Record<string, UiOffMapNote>>(() => {
    const s = ctx.viewState.value
    const out: Record<string, UiOffMapNote> = {}
    if (!enabled.value || !s) return out
    const st = swState(s)
    if (!st) return out
    for (const id of st.reserve) out[id] = { key: 'waveReserve' }
    for (const id of st.lost) out[id] = { key: 'waveLost' }
    for (const id of st.reserveLeaders) out[id] = { key: 'waveLeaderReserve' }
    const w = currentWave(s)
    if (w) {
      for (const id of w.pool) out[id] = { key: 'wavePool' }
      if (w.leader && !w.leaderPlaced) out[w.leader] = { key: 'waveLeader' }
    }
    return out
  })

  // ---- what the player does ----------------------------------------------------------------------
  function act(action: Act): boolean {
    return ctx.act(action)
  }
  function toggleUnit(id: string): void {
    const now = removeUnits.value
    chosenUnits.value = now.includes(id) ? now.filter((x) => x !== id) : [...now, id]
  }
  function setLeader(id: string | null): void {
    chosenLeader.value = id
  }
  function declare(): boolean {
    return declaration.value ? act(declaration.value) : false
  }
  function choose(unit: string): void {
    chosenPoolUnit.value = unit
  }
  function place(hex: string): boolean {
    const c = config.value
    if (!c || !current.value) return false
    return act({ type: SW_PLACE, side: c.nativeSide, unit: current.value, hex })
  }
  function placeLeader(unit: string): boolean {
    const c = config.value
    const w = wave.value
    if (!c || !w?.leader) return false
    return act({ type: SW_PLACE_LEADER, side: c.nativeSide, leader: w.leader, unit })
  }
  function setAside(): boolean {
    return config.value ? act({ type: SW_SET_ASIDE, side: config.value.nativeSide }) : false
  }
  function restart(): boolean {
    return config.value ? act({ type: SW_RESTART, side: config.value.nativeSide }) : false
  }

  /**
   * What a click on the map means during a wave; `false` when it is not a wave click (the play
   * store handles it). An empty hex places the unit being placed: on a lit hex it is legal, on any
   * other the engine's refusal explains the rule. A placed unit of the wave receives the waiting
   * leader.
   */
  function clickHex(hex: string): boolean {
    const w = wave.value
    const s = live.value
    if (!w || !s) return false
    const occupant = s.units.find((u) => u.hex === hex && u.status === 'active')
    if (occupant) {
      if (!leaderTargets.value.includes(occupant.id)) return false
      placeLeader(occupant.id)
      return true
    }
    if (!current.value) return false
    place(hex)
    return true
  }

  // The choices are the player's until the turn or the phase changes (a new game is a new instance).
  watch([() => ctx.state.value?.turn.turn, () => ctx.state.value?.turn.phaseIndex], () => {
    chosenUnits.value = null
    chosenLeader.value = null
    chosenPoolUnit.value = null
  })

  return {
    enabled, shown, view, placementHexes, leaderTargets, leaderTargetHexes, offMapNotes,
    toggleUnit, setLeader, declare, choose, place, placeLeader, setAside, restart, clickHex,
  }
}

/** What {@link useWaves} gives the panel and the module. */
export type Waves = ReturnType<typeof useWaves>
