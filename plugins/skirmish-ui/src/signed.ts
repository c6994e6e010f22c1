/** A signed number as the rules write a modifier (`+1`, `0`, `−2`, with a true minus sign). */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0'
}
