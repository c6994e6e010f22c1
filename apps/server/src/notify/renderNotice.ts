import type { Notice } from './Notice'
import { noticeTexts, type NoticeLanguage } from './noticeTexts'

/** A notice put into words: a one-line subject and a plain-text body. */
export interface RenderedNotice {
  subject: string
  text: string
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)
}

const twoDigits = (n: number): string => String(n).padStart(2, '0')

/** The deadline in words, in UTC (the server does not know the player's time zone). */
function formatDeadline(iso: string, language: NoticeLanguage): string {
  const at = new Date(iso)
  return fill(language.frame.date, {
    day: language.days[at.getUTCDay()],
    date: String(at.getUTCDate()),
    month: language.months[at.getUTCMonth()],
    year: String(at.getUTCFullYear()),
    time: `${twoDigits(at.getUTCHours())}:${twoDigits(at.getUTCMinutes())}`,
  })
}

/**
 * Puts a notice into words in its own language (`notice.locale`, English or French): the subject
 * names the scenario, the body says what happened, the deadline when there is one, then the
 * seat's link. Subjects never hold the link or the chat line (they show up in notification
 * previews and mail server logs).
 *
 * @example renderNotice({ kind: 'your-turn', locale: 'fr', ... }).subject
 *   // 'Hexes : à vous de jouer dans Le gué (tour 3)'
 */
export function renderNotice(notice: Notice): RenderedNotice {
  const language = noticeTexts[notice.locale]
  const words = language.kinds[notice.kind]
  const deadline = notice.deadline === undefined ? undefined : formatDeadline(notice.deadline, language)
  const values: Record<string, string> = {
    scenario: notice.scenarioName,
    side: notice.sideName,
    turn: String(notice.turn),
    text: notice.text ?? '',
    link: notice.link,
    deadline: deadline ?? '',
  }
  const lines = [fill(words.body, values)]
  if (deadline !== undefined && notice.kind !== 'game-over') lines.push(fill(language.frame.deadline, values))
  lines.push(fill(language.frame.link, values), language.frame.footer)
  return { subject: fill(words.subject, values), text: lines.join('\n\n') + '\n' }
}
