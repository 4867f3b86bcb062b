import { HttpError } from '../../plugins/errors';
import { GOOGLE_TEXTS, type GoogleReason } from './google.messages';

/** The codes a Google call refuses with: the catalogue's (spec 1 §8), and GOOGLE_NOT_CONFIGURED. */
export type GoogleCode =
  | 'GOOGLE_NOT_CONFIGURED'
  | 'GOOGLE_SIGN_IN_FAILED'
  | 'GOOGLE_AUTH_START_FAILED'
  | 'GOOGLE_AUTH_COMPLETE_FAILED'
  | 'GOOGLE_LINK_FAILED'
  | 'GOOGLE_UNLINK_FAILED';

/** A refused Google call: its status, its code, and the reason its text (and a redirect back to the web app) names. */
export class GoogleRefusal extends HttpError {
  readonly reason: GoogleReason;

  constructor(status: number, code: GoogleCode, reason: GoogleReason) {
    super(status, code, GOOGLE_TEXTS[reason]);
    this.name = 'GoogleRefusal';
    this.reason = reason;
  }
}

/** A refusal to throw. */
export function googleRefusal(status: number, code: GoogleCode, reason: GoogleReason): GoogleRefusal {
  return new GoogleRefusal(status, code, reason);
}
