import type { MarkTone } from '@hexes/web-kit'

/** The app's colour of each mark tone (a plugin names a tone, never a colour). */
export const MARK_TONES: Readonly<Record<MarkTone, string>> = {
  info: '#1565c0',
  good: '#2e7d32',
  caution: '#ef6c00',
  danger: '#c62828',
  muted: '#555555',
}

/** A tone's colour (`info` when none is given). */
export function toneColor(tone: MarkTone | undefined): string {
  return MARK_TONES[tone ?? 'info']
}
