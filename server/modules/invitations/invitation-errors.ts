import { fieldError, HttpError } from '../../plugins/errors';
import { INVITATION_TEXTS, type InvitationTextCode } from './invitations.messages';

/**
 * An error with one of this module's texts, and the same text as the field error of `field` when given;
 * `code` is the code the client sees when it differs from the text's own (NOT_FOUND with "Invitation not found").
 */
export function invitationError(status: number, text: InvitationTextCode, options: { field?: string; code?: string } = {}): HttpError {
  const messages = { ...INVITATION_TEXTS[text] };
  return new HttpError(status, options.code ?? text, messages, options.field ? [fieldError(options.field, messages)] : undefined);
}
