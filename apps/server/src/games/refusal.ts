import { REFUSAL_STATUS, type ServerRefusal, type ServerRefusalCode } from '@hexes/protocol'

/** A {@link ServerRefusal} with its HTTP status. */
export interface Refused {
  status: number
  body: ServerRefusal
}

/** Builds a refusal: `{ ok: false, code, ruleId: 'server', message, path? }` and its HTTP status. */
export function refuse(code: ServerRefusalCode, message: string, path?: string): Refused {
  return { status: REFUSAL_STATUS[code], body: { ok: false, code, ruleId: 'server', message, ...(path !== undefined ? { path } : {}) } }
}
