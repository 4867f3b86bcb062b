/** Why a message could not be sent: a recipient that is not an address, or a transport that refused it. */
export type MailErrorCode = 'INVALID_RECIPIENT' | 'SEND_FAILED';

/** A mail failure with a stable code; `cause` carries the transport's own error when there is one. */
export class MailError extends Error {
  readonly code: MailErrorCode;

  constructor(code: MailErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MailError';
    this.code = code;
  }
}
