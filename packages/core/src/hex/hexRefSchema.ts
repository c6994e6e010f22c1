import { z } from 'zod'

/**
 * The one schema of a hex reference in files and actions: `"col,row"` in canonical form (decimal,
 * no leading zeros, no spaces), so that equal hexes are equal strings. Every core and plugin
 * schema uses it: a hex written `"00,5"` is refused with the path of its field, never stored as
 * typed (two units could otherwise end up on one hex, under two spellings).
 *
 * @example z.strictObject({ type: z.literal('sw/place'), side: z.string(), unit: z.string(), hex: hexRefSchema })
 */
export const hexRefSchema = z.string().regex(/^(0|[1-9]\d{0,5}),(0|[1-9]\d{0,5})$/, 'must be a hex "col,row" (no leading zeros)')
