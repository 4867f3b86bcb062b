import { fieldError, httpError, HttpError } from '../../plugins/errors';
import { PASSWORD_TEXTS } from './passwords.messages';

/** A value the client sent, and the name it sent it under. */
export interface ChosenField<Name extends string> {
  value: string;
  field: Name;
}

/**
 * A field the client may send under either of two names (spec 1 §7 sends `Username` and `username`): the
 * first name's value, else the second's. When both are sent they must agree (compared as `normalise` makes
 * them), else 400 DUPLICATE_FIELDS_DISAGREE.
 */
export function chosenField<Name extends string>(body: Partial<Record<Name, string>>, first: Name, second: Name, normalise: (value: string) => string = (value) => value): ChosenField<Name> {
  const a = body[first];
  const b = body[second];
  if (a !== undefined && b !== undefined && normalise(a) !== normalise(b)) {
    const messages = { ...PASSWORD_TEXTS.DUPLICATE_FIELDS_DISAGREE };
    throw new HttpError(400, 'DUPLICATE_FIELDS_DISAGREE', messages, [fieldError(first, messages), fieldError(second, messages)]);
  }
  if (a !== undefined) return { value: a, field: first };
  if (b !== undefined) return { value: b, field: second };
  // The route's schema asks for one of the two; this is the last line, not the first.
  throw httpError(400, 'INVALID_REQUEST', { errors: [fieldError(first, { he: `חסר השדה ${first}`, en: `${first} is required`, es: `${first} es obligatorio` })] });
}
