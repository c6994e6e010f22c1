import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import type { MapOverlayData } from '../components/mapTypes'
import { losOverlay } from '../lib/overlays/losOverlay'
import { objectiveOverlay, type ObjectiveMark } from '../lib/overlays/objectiveOverlay'
import type { OverlayKind } from '../lib/overlays/overlayKinds'
import { threatOverlay, type ThreatHex } from '../lib/overlays/threatOverlay'
import { zocOverlay } from '../lib/overlays/zocOverlay'
import { usePlayStore } from './play'
import { useSessionStore } from './session'


/**
 * The map overlays: which are on, and what they show, computed by `lib/overlays` from the
 * engine's answers for the state on the board (the replay's step when replaying). Each is
 * computed when it is turned on, the selection changes or an action is played, never per frame.
 */
export const useOverlaysStore = defineStore('overlays', () => {
  const session = useSessionStore()
  const play = usePlayStore()
  const shown = ref<Record<OverlayKind, boolean>>({ los: false, threat: false, zoc: false, objectives: true })

  /** The side whose threats are shown: the human's against the computer, else the side to act. */
  const viewerSide = computed(() => session.soleHumanSide ?? session.actingSide)
  const los = computed(() => {
    const id = play.selected
    const view = session.viewState
    if (!shown.value.los || !id || !view) return null
    return session.query((_, rules) => losOverlay(view, rules, id))
  })
  const threat = computed(() => {
    const side = viewerSide.value
    const view = session.viewState
    if (!shown.value.threat || !side || !view) return null
    return session.query((_, rules) => threatOverlay(view, rules, side))
  })
  const zoc = computed(() => {
    const view = session.viewState
    return shown.value.zoc && view ? session.query((_, rules) => zocOverlay(view, rules)) : null
  })
  const objectives = computed(() => (shown.value.objectives && session.viewState ? objectiveOverlay(session.viewState, session.conditions) : null))

  /** Who threatens the hex under the pointer, when the threat overlay is on. */
  const threatAtHover = computed<ThreatHex | null>(() => {
    const hex = play.hoverHex
    return hex ? (threat.value?.hexes.find((x) => x.hex === hex) ?? null) : null
  })

  /** The objective hex under the pointer, when the objectives are on. */
  const objectiveAtHover = computed<ObjectiveMark | null>(() => {
    const hex = play.hoverHex
    return hex ? (objectives.value?.find((x) => x.hex === hex) ?? null) : null
  })

  /** What the overlay menu shows (OverlayMenu's props, with the sides and units of the board). */
  const menu = computed(() => ({
    shown: shown.value, los: los.value, viewerSide: viewerSide.value, hoverHex: play.hoverHex,
    threatAt: threatAtHover.value, objectiveAt: objectiveAtHover.value,
  }))

  /** What the map draws. */
  const mapData = computed<MapOverlayData>(() => {
    const l = los.value
    const th = threat.value
    return {
      los: l ? { from: l.from, visible: l.visible, blocked: l.blocked, blockers: l.blockers, targets: l.targets.map((x) => x.hex) } : null,
      threat: th ? { hexes: th.hexes.map((x) => ({ hex: x.hex, count: x.units.length })), max: th.max } : null,
      zoc: zoc.value,
      objectives: objectives.value,
    }
  })

  function toggle(kind: OverlayKind): void {
    shown.value = { ...shown.value, [kind]: !shown.value[kind] }
  }

  return { shown, viewerSide, los, threat, zoc, objectives, threatAtHover, objectiveAtHover, menu, mapData, toggle }
})
