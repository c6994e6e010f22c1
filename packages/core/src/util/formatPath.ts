/**
 * Formats a zod-style path (`['units', 3, 'hex']`) as `units[3].hex`, the form every Hexes error
 * message uses to name a bad field.
 */
export function formatPath(path: readonly PropertyKey[], prefix = ''): string {
  let out = prefix
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`
    else out += out ? `.${String(seg)}` : String(seg)
  }
  return out
}
