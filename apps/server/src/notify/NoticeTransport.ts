import type { Notice } from './Notice'

/** One notice to deliver to one recipient. */
export interface Delivery {
  /** An e-mail address or a webhook URL, depending on the transport. */
  recipient: string
  notice: Notice
  /** The game's webhook secret (webhooks only): signs the body. */
  secret?: string
}

/**
 * Sends notices one way (mail, webhook). `send` resolves once the recipient's server took the
 * message and rejects otherwise, best with a {@link NotifyError} (`permanent` when a retry
 * cannot help). Transports do not log: the dispatcher does, without secrets.
 */
export interface NoticeTransport {
  send(delivery: Delivery): Promise<void>
}
