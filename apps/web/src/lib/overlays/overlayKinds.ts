/** The map overlays a player can turn on and off. */
export const OVERLAY_KINDS = ['los', 'threat', 'zoc', 'objectives'] as const
/** One of {@link OVERLAY_KINDS}. */
export type OverlayKind = (typeof OVERLAY_KINDS)[number]
