import { onBeforeUnmount, onMounted } from 'vue'

/** Keyboard shortcuts by key (`'e'`, `'?'`, `'Escape'`, `'ctrl+z'`); ignored while typing in a field. */
export function useShortcuts(map: Record<string, (e: KeyboardEvent) => void>): void {
  function onKey(e: KeyboardEvent): void {
    const el = e.target as HTMLElement | null
    if (el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable)) return
    if (e.altKey) return
    const key = (e.ctrlKey || e.metaKey ? 'ctrl+' : '') + (e.key.length === 1 ? e.key.toLowerCase() : e.key)
    const fn = map[key]
    if (fn) {
      e.preventDefault()
      fn(e)
    }
  }
  onMounted(() => window.addEventListener('keydown', onKey))
  onBeforeUnmount(() => window.removeEventListener('keydown', onKey))
}
