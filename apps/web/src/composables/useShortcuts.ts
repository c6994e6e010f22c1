import { onBeforeUnmount, onMounted } from 'vue'

/** Input types that take typed text: keys typed there are text, not shortcuts. */
const TEXT_INPUTS = new Set(['text', 'number', 'search', 'email', 'password', 'url', 'tel'])

/** Whether keys typed in `el` are text (a text field, a text area, editable content). */
function takesText(el: HTMLElement | null): boolean {
  if (!el) return false
  if (el.tagName === 'TEXTAREA' || el.isContentEditable) return true
  return el.tagName === 'INPUT' && TEXT_INPUTS.has((el as HTMLInputElement).type)
}

/**
 * Keyboard shortcuts by key (`'e'`, `'?'`, `'Escape'`, `'ctrl+z'`); ignored while typing in a
 * text field (not after a click on a radio button, a checkbox or a select). While `blocked()`
 * holds (a dialog is open), only the keys in `always` work.
 */
export function useShortcuts(map: Record<string, (e: KeyboardEvent) => void>, options: { blocked?: () => boolean; always?: readonly string[] } = {}): void {
  function onKey(e: KeyboardEvent): void {
    if (takesText(e.target as HTMLElement | null)) return
    if (e.altKey) return
    const key = (e.ctrlKey || e.metaKey ? 'ctrl+' : '') + (e.key.length === 1 ? e.key.toLowerCase() : e.key)
    if (options.blocked?.() && !options.always?.includes(key)) return
    const fn = map[key]
    if (fn) {
      e.preventDefault()
      fn(e)
    }
  }
  onMounted(() => window.addEventListener('keydown', onKey))
  onBeforeUnmount(() => window.removeEventListener('keydown', onKey))
}
