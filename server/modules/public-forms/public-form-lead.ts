import { mappedIntakeFields, type ClientFieldName } from '../../../engine/clients';
import type { FormDefinition } from '../../../engine/generated/config-types';
import { answerText } from '../../../engine/forms/answer-text';
import { pickText, type Language } from '../../../engine/i18n/languages';

/** The most a lead's notes hold (schemas/client.schema.json management.notes). */
const NOTES_MAX = 1000;
/** The most a lead's source holds. */
const SOURCE_MAX = 100;

/** A lead's body from a public form's answers, and which answer filled each client field (to put the client's refusals back on them). */
export interface LeadBody {
  body: Record<string, unknown>;
  /** Client field path (email, address.city, firstName) → the answer's key. */
  answerOf: Record<string, string>;
  /** An answer the client record cannot take as written: a full name of one word. */
  problems: { key: string; code: 'PUBLIC_FORM_NAME_PARTS' }[];
}

// Where each mapped client field goes in the client body (fullName is split).
const TARGET: Readonly<Record<Exclude<ClientFieldName, 'fullName'>, string>> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phone: 'phone',
  mobilePhone: 'mobilePhone',
  idNumber: 'idNumber',
  birthDate: 'birthDate',
  gender: 'gender',
  preferredContact: 'preferredContact',
  addressLine: 'address.street',
  city: 'address.city',
  postalCode: 'address.postalCode',
  notes: 'management.notes',
  source: 'source',
};

function put(body: Record<string, unknown>, path: string, value: unknown): void {
  const [head, inner] = path.split('.') as [string, string | undefined];
  if (!inner) body[head] = value;
  else body[head] = { ...((body[head] as Record<string, unknown> | undefined) ?? {}), [inner]: value };
}

const clip = (text: string, max: number): string => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

const YES_NO: Record<Language, [string, string]> = { he: ['כן', 'לא'], en: ['Yes', 'No'], es: ['Sí', 'No'] };

/**
 * A new lead from a public form's checked answers: the answers mapped to client fields (`clientField`) fill them, a
 * full name split at its last space; the other answers are written into the lead's notes, one line each with the
 * field's label, in the office's language; the source is the form's title unless an answer gives one.
 */
export function leadBodyOf(form: FormDefinition, answers: Record<string, unknown>, language: Language): LeadBody {
  const body: Record<string, unknown> = { kind: 'lead', leadStatus: 'new' };
  const answerOf: Record<string, string> = {};
  const problems: LeadBody['problems'] = [];
  const mapped = mappedIntakeFields(form);
  const lines: string[] = [];
  for (const [key, value] of Object.entries(answers)) {
    if (value === undefined || value === null || value === '') continue;
    const field = mapped[key];
    if (field === 'fullName') {
      const words = String(value).trim().split(/\s+/);
      if (words.length < 2) problems.push({ key, code: 'PUBLIC_FORM_NAME_PARTS' });
      body.firstName = words.slice(0, -1).join(' ');
      body.lastName = words.at(-1);
      answerOf.firstName = key;
      answerOf.lastName = key;
    } else if (field) {
      put(body, TARGET[field], typeof value === 'string' ? value.trim() : value);
      answerOf[TARGET[field]] = key;
    } else {
      const label = pickText(form.fields[key]?.label ?? { he: key, en: key }, language) || key;
      const [yes, no] = YES_NO[language];
      lines.push(`${label}: ${answerText(form, key, value, language, (flag) => (flag ? yes : no))}`);
    }
  }
  const own = (body.management as { notes?: string } | undefined)?.notes;
  const notes = [pickText(form.title, language), ...(own ? [String(own)] : []), ...lines].join('\n');
  body.management = { ...((body.management as Record<string, unknown> | undefined) ?? {}), notes: clip(notes, NOTES_MAX) };
  if (body.source === undefined) body.source = clip(pickText(form.title, language), SOURCE_MAX);
  return { body, answerOf, problems };
}
