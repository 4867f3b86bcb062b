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
