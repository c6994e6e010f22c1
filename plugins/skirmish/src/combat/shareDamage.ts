/**
 * Shares a side's HP losses among its units (SK-MELEE-4, GAP-SK-24): round-robin, ONE HP at a
 * time, starting with the primary target (index 0), skipping units with no HP left; what exceeds
 * the side's total HP is lost. Plain numbers in, plain numbers out.
 *
 * @param hpLost - HP the side loses (≥ 0)
 * @param sideUnits - the side's units, primary target first, with their current HP
 * @returns HP lost per unit, in the order given
 * @example `shareDamage(6, [{ hp: 10 }, { hp: 10 }])` → `[3, 3]`; `shareDamage(5, [{ hp: 1 }, { hp: 9 }])` → `[1, 4]`
 */
export function shareDamage(hpLost: number, sideUnits: readonly { readonly hp: number }[]): number[] {
  const lost = sideUnits.map(() => 0)
  const n = sideUnits.length
  let total = 0
  for (const u of sideUnits) total += Math.max(0, u.hp)
  let left = Math.min(Math.max(0, hpLost), total)
  for (let i = 0; left > 0; i = (i + 1) % n) {
    if (lost[i] < sideUnits[i].hp) {
      lost[i]++
      left--
    }
  }
  return lost
}
