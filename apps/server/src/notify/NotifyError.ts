/**
 * A notification that cannot be sent, or a notification part given bad configuration, throws a
 * `NotifyError` with a stable, namespaced `code` (`notify/webhook-status`). `permanent` tells the
 * outbox not to try again (a malformed address, a webhook that answers 404): trying later would
 * fail the same way.
 */
export class NotifyError extends Error {
  /** Stable, namespaced code (`notify/...`). */
  readonly code: string
  /** True when a retry cannot succeed: the outbox gives the row up at once. */
  readonly permanent: boolean

  constructor(code: string, message: string, options: { permanent?: boolean; cause?: unknown } = {}) {
    super(message)
    this.name = 'NotifyError'
    this.code = code
    this.permanent = options.permanent ?? false
    if (options.cause !== undefined) (this as { cause?: unknown }).cause = options.cause
  }
}

/** True when `value` is a {@link NotifyError}. */
export function isNotifyError(value: unknown): value is NotifyError {
  return value instanceof NotifyError
}
