/**
 * Zeroed typed arrays for the per-state indexes of the evaluation and the search (hex occupancy,
 * enemy adjacency, sides on hexes), carved out of shared slabs. In V8 a typed array of more than
 * 64 bytes gets a buffer of its own outside the heap, about 1-2 µs to allocate and as much again
 * to collect; a view of a slab costs about 0.1 µs. No part of a slab is handed out twice, so every
 * view starts zeroed; a slab is freed once none of its views is referenced (the views are
 * short-lived: per valued state). Arrays kept for a game (per map, per rules) are not made here.
 */

/** Bytes per slab. */
const SLAB_BYTES = 1 << 16
/** Requests larger than this get a buffer of their own. */
const MAX_VIEW_BYTES = SLAB_BYTES >> 3

let slab = new ArrayBuffer(SLAB_BYTES)
let used = 0

/**
 * Byte offset of `bytes` fresh zeroed bytes in `slab` (8-byte aligned), starting a new slab when
 * needed: read `slab` after the call.
 */
function take(bytes: number): number {
  const size = (bytes + 7) & ~7
  if (used + size > SLAB_BYTES) {
    slab = new ArrayBuffer(SLAB_BYTES)
    used = 0
  }
  const at = used
  used += size
  return at
}

/** A zeroed `Int16Array` of `n` elements. */
export function zeroedInt16(n: number): Int16Array {
  if (n * 2 > MAX_VIEW_BYTES) return new Int16Array(n)
  const at = take(n * 2)
  return new Int16Array(slab, at, n)
}

/** A zeroed `Uint8Array` of `n` elements. */
export function zeroedUint8(n: number): Uint8Array {
  if (n > MAX_VIEW_BYTES) return new Uint8Array(n)
  const at = take(n)
  return new Uint8Array(slab, at, n)
}

/** A zeroed `Int8Array` of `n` elements. */
export function zeroedInt8(n: number): Int8Array {
  if (n > MAX_VIEW_BYTES) return new Int8Array(n)
  const at = take(n)
  return new Int8Array(slab, at, n)
}
