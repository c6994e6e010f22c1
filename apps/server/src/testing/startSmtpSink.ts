import { simpleParser, type ParsedMail } from 'mailparser'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** A real SMTP server on loopback that keeps every message it receives, for tests. */
export interface SmtpSink {
  /** `smtp://127.0.0.1:PORT`, for `MailTransport` or `HEXES_SMTP_URL`. */
  url: string
  /** The messages received so far, parsed. */
  messages: ParsedMail[]
  /** Resolves with the next message received (or the first one not yet taken). */
  next(): Promise<ParsedMail>
  /** Recipients the sink refuses with `550 no such mailbox`. */
  refuse: Set<string>
  stop(): Promise<void>
}

/** Starts an {@link SmtpSink} (no TLS, no authentication) on a free loopback port. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ParsedMail[] = []
  const waiting: ((mail: ParsedMail) => void)[] = []
  let taken = 0
  const refuse = new Set<string>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address)) callback(Object.assign(new Error('no such mailbox'), { responseCode: 550 }))
      else callback()
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail)
          const resolve = waiting.shift()
          if (resolve !== undefined) {
            taken++
            resolve(mail)
          }
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuse,
    next() {
      if (taken < messages.length) return Promise.resolve(messages[taken++])
      return new Promise((resolve) => waiting.push(resolve))
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
