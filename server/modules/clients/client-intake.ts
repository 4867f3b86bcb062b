import { intakeExtrasForm, missingRecordFields, type ClientInput } from '../../../engine/clients';
import { validateFormData } from '../../../engine/forms/validate-form-data';
import type { OfficeContext } from '../../context/office-context';
import { messagesOfText } from '../../i18n/messages';
import { fieldError } from '../../plugins/errors';
import { clientError } from './client-errors';

const INVALID_INTAKE = { he: 'נתוני הקליטה אינם תקינים', en: 'The intake data is not valid', es: 'Los datos de admisión no son válidos' };
const REQUIRED = { he: 'שדה חובה', en: 'This field is required', es: 'Este campo es obligatorio' };

/**
 * When a client body carries `intake` (the office's own intake fields, as the client form sends them), checks it
 * with the office's client-intake form (spec 3 §3) — its own part, without the fields the record holds — and the
 * record fields that form requires. 400 INVALID_CLIENT_DATA with each field's message; `intake.<field>` names an
 * intake field. A body without `intake` (the API, an import) is held to the record's rules only.
 */
export function checkIntake(ctx: OfficeContext, body: Record<string, unknown>): void {
  if (!('intake' in body)) return;
  const intake = body.intake;
  if (typeof intake !== 'object' || intake === null || Array.isArray(intake)) {
    throw clientError(400, 'INVALID_CLIENT_DATA', [fieldError('intake', INVALID_INTAKE)]);
  }
  const { forms } = ctx.office;
  const checked = validateFormData(intakeExtrasForm(forms.clientIntake), intake as Record<string, unknown>);
  const missing = missingRecordFields(forms.clientIntake, body as Partial<ClientInput>);
  const errors = [
    ...checked.errors.map((error) => fieldError(error.field ? `intake.${error.field}` : 'intake', messagesOfText(error.message))),
    ...missing.map((field) => fieldError(field, REQUIRED)),
  ];
  if (errors.length > 0) throw clientError(400, 'INVALID_CLIENT_DATA', errors);
  // What is kept: the intake as the form keeps it (hidden and empty values dropped).
  body.intake = checked.data;
}
