import type { BaseAction } from '@hexes/core'
import { narrowActions, pickable, type ActionDescriptor, type ActionPicking, type PluginUiContext } from '@hexes/web-kit'
import { computed, ref, type ComputedRef, type Ref } from 'vue'

/** A described action type offered now: its descriptor, its module's context and how many legal actions its picks reach. */
export interface OfferedAction {
  descriptor: ActionDescriptor
  ctx: PluginUiContext
  count: number
}

/** The player picking the fields of a described action (see `@hexes/web-kit`'s `narrowActions`). */
export interface ActionPicker {
  /** Described types with legal actions now, when a player on this device may act. */
  offered: ComputedRef<OfferedAction[]>
  /** The type being picked, if any. */
  active: Ref<OfferedAction | null>
  picked: Ref<Record<string, string>>
  /** Where the picking stands (`null` when none is under way). */
  picking: ComputedRef<ActionPicking | null>
  begin(type: string): void
  cancel(): void
  /** Picks a value of the next field; plays the action when the descriptor says `immediate` and one is left. */
  pick(value: string): void
  /** Plays the one action left; `true` when the engine applied it. */
  confirm(): boolean
}

/**
 * The app's side of action descriptors: which described types can be played now, and the picks
 * made so far. The values offered are the engine's (legal actions), never guessed.
 */
export function createActionPicker(described: () => readonly { descriptor: ActionDescriptor; ctx: PluginUiContext }[], legal: () => readonly BaseAction[], canAct: () => boolean, play: (a: BaseAction) => boolean): ActionPicker {
  const active = ref<OfferedAction | null>(null) as Ref<OfferedAction | null>
  const picked = ref<Record<string, string>>({})
  const offered = computed<OfferedAction[]>(() => {
    if (!canAct()) return []
    const all = legal()
    return described()
      .map((d) => ({ ...d, count: all.filter((a) => pickable(d.descriptor, a)).length }))
      .filter((o) => o.count > 0)
  })
  const picking = computed(() => {
    const a = active.value
    if (!a || !offered.value.some((o) => o.descriptor.type === a.descriptor.type)) return null
    return narrowActions(a.descriptor, legal(), picked.value)
  })
  function cancel(): void {
    active.value = null
    picked.value = {}
  }
  function begin(type: string): void {
    active.value = offered.value.find((o) => o.descriptor.type === type) ?? null
    picked.value = {}
  }
  function confirm(): boolean {
    const action = picking.value?.action
    if (!action) return false
    const ok = play(action)
    if (ok) cancel()
    return ok
  }
  function pick(value: string): void {
    const p = picking.value
    if (!p?.next || !p.candidates.includes(value)) return
    picked.value = { ...picked.value, [p.next.field]: value }
    if (active.value?.descriptor.confirm === 'immediate' && picking.value?.action) confirm()
  }
  return { offered, active, picked, picking, begin, cancel, pick, confirm }
}
