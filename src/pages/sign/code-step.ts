import { ApiError } from '../../api/api-error';

/** Why a one-time code was refused, as the page says it: each has its own text in every language. */
export type CodeRefusal = 'wrong' | 'expired' | 'tooMany' | 'other';

/** Where the one-time code step stands. */
export interface CodeStep {
  phase: 'ask' | 'sending' | 'enter' | 'verifying';
  /** The address the code went to, partly hidden, as the server gave it. */
  sentTo?: string;
  code: string;
  refusal?: CodeRefusal;
  /** The server's own words, for a refusal the page has no text of its own for. */
  message?: string;
}

export type CodeEvent =
  | { type: 'send' }
  | { type: 'sent'; sentTo: string }
  | { type: 'type'; code: string }
  | { type: 'verify' }
  | { type: 'failed'; error: unknown };

export const CODE_START: CodeStep = { phase: 'ask', code: '' };

/** The refusal a failed call means: a wrong code (400), an expired one (410), too many tries (429). */
export function codeRefusal(error: unknown): CodeRefusal {
  if (!(error instanceof ApiError)) return 'other';
  if (error.status === 429 || error.code === 'SIGNING_CODE_LOCKED') return 'tooMany';
  if (error.code === 'SIGNING_CODE_EXPIRED' || error.status === 410) return 'expired';
  if (error.code === 'SIGNING_CODE_WRONG') return 'wrong';
  return 'other';
}

/** The step after an event. A refusal clears the cells so the next code is typed afresh; typing clears the refusal. */
export function codeStep(step: CodeStep, event: CodeEvent): CodeStep {
  switch (event.type) {
    case 'send':
      return { ...step, phase: 'sending', refusal: undefined, message: undefined };
    case 'sent':
      return { phase: 'enter', sentTo: event.sentTo, code: '' };
    case 'type':
      return { ...step, code: event.code.replace(/\D/g, '').slice(0, 6), refusal: undefined, message: undefined };
    case 'verify':
      return { ...step, phase: 'verifying', refusal: undefined, message: undefined };
    case 'failed': {
      const refusal = codeRefusal(event.error);
      const message = event.error instanceof Error ? event.error.message : undefined;
      return { ...step, phase: step.sentTo ? 'enter' : 'ask', code: '', refusal, message };
    }
  }
}
