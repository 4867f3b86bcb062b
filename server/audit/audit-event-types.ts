/**
 * The events an office may turn off (audit settings: enabled, excluded event types): record access, that is
 * someone reading a record. Every other event, each change of state, refusal and sign-in, is always kept.
 */
export const OPTIONAL_EVENT_TYPES = ['client.viewed', 'client.document.downloaded', 'document.downloaded'] as const;

/** An event an office may turn off. */
export type OptionalEventType = (typeof OPTIONAL_EVENT_TYPES)[number];

/** Whether an event type is one an office may turn off. */
export function isOptionalEventType(eventType: string): eventType is OptionalEventType {
  return (OPTIONAL_EVENT_TYPES as readonly string[]).includes(eventType);
}

/**
 * The audit events of the signing workflows (issue 24): a change of a draft, and each event of the statechart, by
 * its type. Completion and sealing are written where they happen.
 */
export const SIGNING_AUDIT_EVENTS = {
  created: 'signing.created',
  updated: 'signing.updated',
  deleted: 'signing.deleted',
  SUBMIT_FOR_REVIEW: 'signing.submitted',
  CANCEL: 'signing.cancelled',
  APPROVE: 'signing.approved',
  REJECT: 'signing.rejected',
  REQUEST_CHANGES: 'signing.changes_requested',
  SIGN: 'signing.signed',
  DECLINE: 'signing.declined',
  EXPIRE: 'signing.expired',
  RESEND: 'signing.resent',
  REMIND: 'signing.reminded',
} as const;
