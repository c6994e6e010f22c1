import type { NoticeKind, NoticeLocale } from './Notice'

/** The words of one notice kind: a subject line and the body's opening, with `{name}` placeholders. */
export interface NoticeWords {
  subject: string
  body: string
}

/** The words every notice shares: the link line, the deadline line, the sign-off. */
export interface NoticeFrame {
  link: string
  deadline: string
  /** How a date is written: `{day}` name, `{date}` of the month, `{month}` name, `{year}`, `{time}` (24 h). */
  date: string
  footer: string
}

/** The words of one language. */
export interface NoticeLanguage {
  kinds: Record<NoticeKind, NoticeWords>
  frame: NoticeFrame
  /** Day names from Sunday, month names from January: dates are written without ICU (same words on every Node). */
  days: readonly string[]
  months: readonly string[]
}

/**
 * What notices say, in English and French (same keys: the type checks it). Placeholders:
 * `{scenario}`, `{side}` (the side's name), `{turn}`, `{deadline}`, `{text}` (a chat line), `{link}`.
 */
export const noticeTexts: Record<NoticeLocale, NoticeLanguage> = {
  en: {
    days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    kinds: {
      'your-turn': { subject: 'Hexes: your turn in {scenario} (turn {turn})', body: 'It is your turn to play {side} in {scenario}, turn {turn}.' },
      reminder: { subject: 'Hexes: reminder, your turn in {scenario} ends soon', body: 'Your half-turn with {side} in {scenario} (turn {turn}) is still waiting for you.' },
      timeout: { subject: 'Hexes: time is up for {side} in {scenario}', body: 'The clock ran out for the half-turn of {side} in {scenario}, turn {turn}: the game went on as its settings say.' },
      'game-over': { subject: 'Hexes: {scenario} is over', body: 'The game of {scenario} you play as {side} is over (turn {turn}). Open it to see the result and check every die.' },
      chat: { subject: 'Hexes: new message in {scenario}', body: 'New message in {scenario}:\n\n{text}' },
    },
    frame: {
      link: 'Open your seat: {link}',
      deadline: 'Deadline: {deadline}.',
      date: '{day} {date} {month} {year}, {time} UTC',
      footer: 'This link is your seat: keep it to yourself.',
    },
  },
  fr: {
    days: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
    months: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
    kinds: {
      'your-turn': { subject: 'Hexes : à vous de jouer dans {scenario} (tour {turn})', body: "C'est à vous de jouer {side} dans {scenario}, tour {turn}." },
      reminder: { subject: 'Hexes : rappel, votre tour dans {scenario} se termine bientôt', body: 'Votre demi-tour avec {side} dans {scenario} (tour {turn}) vous attend toujours.' },
      timeout: { subject: 'Hexes : temps écoulé pour {side} dans {scenario}', body: "Le temps du demi-tour de {side} dans {scenario}, tour {turn}, est écoulé : la partie a continué comme ses réglages le prévoient." },
      'game-over': { subject: 'Hexes : {scenario} est terminée', body: 'La partie de {scenario} que vous jouez avec {side} est terminée (tour {turn}). Ouvrez-la pour voir le résultat et vérifier chaque dé.' },
      chat: { subject: 'Hexes : nouveau message dans {scenario}', body: 'Nouveau message dans {scenario} :\n\n{text}' },
    },
    frame: {
      link: 'Ouvrir votre place : {link}',
      deadline: 'Échéance : {deadline}.',
      date: '{day} {date} {month} {year}, {time} UTC',
      footer: 'Ce lien est votre place : ne le partagez pas.',
    },
  },
}
