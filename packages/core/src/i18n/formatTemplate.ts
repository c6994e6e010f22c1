/**
 * Fills a message template: `{name}` takes a parameter; `{n, plural, one {# step} other {# steps}}`
 * picks a branch by the language's plural rules (`#` is the number); numbers are written in the
 * language's notation (4,5 in French). A parameter the template names but the message lacks is
 * left as `{name}`, so a missing one shows instead of vanishing.
 *
 * @example formatTemplate('{unit} loses {n, plural, one {# step} other {# steps}}', { unit: 'Huscarls', n: 2 }, 'en') // 'Huscarls loses 2 steps'
 */
export function formatTemplate(template: string, params: Readonly<Record<string, string | number>>, lang: string): string {
  let out = ''
  let i = 0
  while (i < template.length) {
    const open = template.indexOf('{', i)
    if (open < 0) {
      out += template.slice(i)
      break
    }
    out += template.slice(i, open)
    const close = matchingBrace(template, open)
    if (close < 0) {
      out += template.slice(open)
      break
    }
    out += placeholder(template.slice(open + 1, close), params, lang)
    i = close + 1
  }
  return out
}

function matchingBrace(s: string, open: number): number {
  let depth = 0
  for (let k = open; k < s.length; k++) {
    if (s[k] === '{') depth++
    else if (s[k] === '}' && --depth === 0) return k
  }
  return -1
}

function placeholder(body: string, params: Readonly<Record<string, string | number>>, lang: string): string {
  const comma = body.indexOf(',')
  const name = (comma < 0 ? body : body.slice(0, comma)).trim()
  const value = Object.hasOwn(params, name) ? params[name] : undefined
  if (comma < 0) return value === undefined ? `{${name}}` : show(value, lang)
  const rest = body.slice(comma + 1)
  const kind = rest.slice(0, rest.indexOf(',')).trim()
  if (kind !== 'plural' || typeof value !== 'number') return value === undefined ? `{${name}}` : show(value, lang)
  const branches = parseBranches(rest.slice(rest.indexOf(',') + 1))
  const rule = new Intl.PluralRules(lang).select(value)
  const chosen = branches.get(`=${value}`) ?? branches.get(rule) ?? branches.get('other') ?? ''
  return formatTemplate(chosen.replaceAll('#', show(value, lang)), params, lang)
}

function parseBranches(s: string): Map<string, string> {
  const out = new Map<string, string>()
  let i = 0
  while (i < s.length) {
    const open = s.indexOf('{', i)
    if (open < 0) break
    const close = matchingBrace(s, open)
    if (close < 0) break
    out.set(s.slice(i, open).trim(), s.slice(open + 1, close))
    i = close + 1
  }
  return out
}

function show(value: string | number, lang: string): string {
  return typeof value === 'number' ? value.toLocaleString(lang, { maximumFractionDigits: 2 }) : value
}
