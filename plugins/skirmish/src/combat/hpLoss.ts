/**
 * HP lost for one damage value through the damage table (SK-COMBAT-10..12: 1–3 → 1 HP, 4–7 → 2,
 * 8 or more → 3); a value ≤ 0 is a KO, no HP (GAP-SK-09), except on a hit scored with a natural 6,
 * where the KO costs 1 HP (SK-COMBAT-6).
 *
 * @param damageValue - damage die (or sum, GAP-SK-10) + damage score − constitution (SK-COMBAT-7..9)
 * @param naturalSix - the hit was scored with a natural 6
 */
export function hpLoss(damageValue: number, naturalSix: boolean): number {
  const loss = damageValue <= 0 ? 0 : damageValue <= 3 ? 1 : damageValue <= 7 ? 2 : 3
  return naturalSix && loss === 0 ? 1 : loss
}

/**
 * HP lost per face of a d6 damage die (index `face − 1`), per die (GAP-SK-10): the table the
 * resolver hands to core `poolTotal`.
 *
 * @param damage - the attacker's damage score after modifiers
 * @param constitution - the target's constitution
 * @param naturalSix - for the damage dice of natural-6 hits (SK-COMBAT-6)
 */
export function damageTable(damage: number, constitution: number, naturalSix: boolean): number[] {
  const table: number[] = []
  for (let face = 1; face <= 6; face++) table.push(hpLoss(face + damage - constitution, naturalSix))
  return table
}
