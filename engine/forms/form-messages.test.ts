import type { RJSFValidationError } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import generic from '../../office-types/generic.json';
import type { FormDefinition } from '../generated/config-types';
import { messagesForm, nestedForm } from './form-fixtures';
import { fieldKeyOfError, fieldMessage, localizeErrors } from './form-messages';
import { validateFormData } from './validate-form-data';

const { clientIntake, appointmentBooking } = generic.forms as unknown as Record<string, FormDefinition>;
const base = { fullName: 'Dana Levi' };

/** The message of the one error on `field` with `keyword`, after validating `data` (with a name filled in). */
function messageFor(data: Record<string, unknown>, field: string, keyword: string) {
  const { errors } = validateFormData(messagesForm, { ...base, ...data });
  const found = errors.filter((error) => error.field === field && error.keyword === keyword);
  expect(found, JSON.stringify(errors)).toHaveLength(1);
  return found[0]!.message;
}

describe('default messages, in Hebrew, English and Spanish', () => {
  it.each([
    ['required', { fullName: undefined, code: 'ABC' }, 'fullName', { he: 'שם מלא הוא שדה חובה', en: 'Full name is required', es: 'Nombre completo es obligatorio' }],
    ['minLength', { fullName: 'D' }, 'fullName', { he: 'לכל הפחות 2 תווים', en: 'At least 2 characters', es: 'Al menos 2 caracteres' }],
    ['maxLength', { fullName: 'x'.repeat(51) }, 'fullName', { he: 'לכל היותר 50 תווים', en: 'Maximum 50 characters', es: 'Máximo 50 caracteres' }],
    ['maxLength', { initial: 'ab' }, 'initial', { he: 'לכל היותר תו אחד', en: 'Maximum 1 character', es: 'Máximo 1 carácter' }],
    ['pattern', { code: 'abc' }, 'code', { he: 'הערך אינו בתבנית הנכונה', en: 'Invalid format', es: 'Formato no válido' }],
    ['format', { email: 'nope' }, 'email', { he: 'כתובת דואר אלקטרוני לא תקינה', en: 'Invalid email address', es: 'Correo electrónico no válido' }],
    ['format', { birthDate: '2024-13-45' }, 'birthDate', { he: 'תאריך לא תקין', en: 'Invalid date', es: 'Fecha no válida' }],
    ['format', { website: 'not a web address' }, 'website', { he: 'כתובת אינטרנט לא תקינה', en: 'Invalid web address', es: 'Dirección web no válida' }],
    ['format', { attachment: 'hello.pdf' }, 'attachment', { he: 'קובץ לא תקין', en: 'Invalid file', es: 'Archivo no válido' }],
    ['enum', { color: 'blue' }, 'color', { he: 'יש לבחור אחת מהאפשרויות', en: 'Choose one of the options', es: 'Elija una de las opciones' }],
    ['minimum', { age: 10 }, 'age', { he: 'הערך חייב להיות לפחות 18', en: 'Must be at least 18', es: 'Debe ser al menos 18' }],
    ['maximum', { age: 130 }, 'age', { he: 'הערך חייב להיות לכל היותר 120', en: 'Must be at most 120', es: 'Debe ser como máximo 120' }],
    ['exclusiveMinimum', { ratio: 0 }, 'ratio', { he: 'הערך חייב להיות גדול מ-0', en: 'Must be more than 0', es: 'Debe ser mayor que 0' }],
    ['exclusiveMaximum', { ratio: 1 }, 'ratio', { he: 'הערך חייב להיות קטן מ-1', en: 'Must be less than 1', es: 'Debe ser menor que 1' }],
    ['type', { age: 20.5 }, 'age', { he: 'יש להזין מספר שלם', en: 'Enter a whole number', es: 'Introduzca un número entero' }],
    ['type', { ratio: 'half' }, 'ratio', { he: 'יש להזין מספר', en: 'Enter a number', es: 'Introduzca un número' }],
    ['type', { agree: 'yes' }, 'agree', { he: 'יש לבחור כן או לא', en: 'Choose yes or no', es: 'Elija sí o no' }],
    ['type', { code: 7 }, 'code', { he: 'יש להזין טקסט', en: 'Enter text', es: 'Introduzca texto' }],
    ['minItems', { tags: ['x'] }, 'tags', { he: 'יש לבחור לפחות 2 פריטים', en: 'Choose at least 2 items', es: 'Elija al menos 2 elementos' }],
    ['maxItems', { tags: ['x', 'y', 'z'] }, 'tags', { he: 'אפשר לבחור לכל היותר 2 פריטים', en: 'Choose at most 2 items', es: 'Elija como máximo 2 elementos' }],
    ['minItems', { extras: [] }, 'extras', { he: 'יש לבחור לפחות פריט אחד', en: 'Choose at least one item', es: 'Elija al menos un elemento' }],
    ['maxItems', { extras: ['p', 'q'] }, 'extras', { he: 'אפשר לבחור פריט אחד לכל היותר', en: 'Choose at most one item', es: 'Elija como máximo un elemento' }],
    ['uniqueItems', { tags: ['x', 'x'] }, 'tags', { he: 'כל פריט נבחר פעם אחת בלבד', en: 'Choose each item only once', es: 'Elija cada elemento una sola vez' }],
    ['enum', { tags: ['x', 'w'] }, 'tags', { he: 'יש לבחור אחת מהאפשרויות', en: 'Choose one of the options', es: 'Elija una de las opciones' }],
    ['additionalProperties', { stranger: 1 }, 'stranger', { he: 'שדה לא מוכר: stranger', en: 'Unknown field: stranger', es: 'Campo desconocido: stranger' }],
  ])('%s: %j', (keyword, data, field, expected) => {
    expect(messageFor(data, field, keyword)).toEqual(expected);
  });

  it('writes a limit of one in the singular', () => {
    expect(fieldMessage(messagesForm, 'initial', 'minLength', { limit: 1 })).toEqual({ he: 'לכל הפחות תו אחד', en: 'At least 1 character', es: 'Al menos 1 carácter' });
  });

  it('answers an unknown keyword with a generic message', () => {
    expect(fieldMessage(messagesForm, 'code', 'not')).toEqual({ he: 'ערך לא תקין', en: 'Invalid value', es: 'Valor no válido' });
  });
});

describe("a field's own messages", () => {
  it('override the default, with {limit} and {label} written in', () => {
    expect(messageFor({ nickname: 'abcdefghijkl' }, 'nickname', 'maxLength')).toEqual({
      he: 'עד 10 אותיות בכינוי',
      en: 'Up to 10 letters for Nickname',
      es: 'Hasta 10 letras en Apodo',
    });
  });

  it('stand in for their cousins: minimum for exclusiveMinimum, required for a const true', () => {
    const consent: FormDefinition = {
      ...messagesForm,
      fields: { ...messagesForm.fields, agree: { ...messagesForm.fields.agree!, messages: { required: { he: 'יש לאשר', en: 'Please agree' } } } },
    };
    expect(fieldMessage(consent, 'agree', 'const', { allowedValue: true }).en).toBe('Please agree');
    expect(fieldMessage(consent, 'agree', 'const', { allowedValue: true }).he).toBe('יש לאשר');
  });

  it('keep only the languages they have (pickText falls back to Hebrew)', () => {
    expect(messageFor({ nickname: 5 }, 'nickname', 'type')).toEqual({ he: 'הכינוי חייב להיות טקסט', en: 'Nickname must be text' });
  });

  it('come from the office type (generic intake: Name is required, Invalid email)', () => {
    const { errors } = validateFormData(clientIntake!, { email: 'x' });
    expect(errors.map((error) => [error.field, error.keyword, error.message.en])).toEqual([
      ['name', 'required', 'Name is required'],
      ['email', 'pattern', 'Invalid email'],
    ]);
    expect(errors[0]!.message.he).toBe('שם הוא שדה חובה');
  });
});

const rjsfError = (error: Partial<RJSFValidationError>): RJSFValidationError => ({ stack: 'ajv says no', message: 'ajv says no', params: {}, ...error });

describe('localizeErrors (RJSF transformErrors)', () => {
  it('finds the field of every path RJSF writes', () => {
    expect(fieldKeyOfError({ property: '.name' })).toBe('name');
    expect(fieldKeyOfError({ property: 'name', name: 'required' })).toBe('name');
    expect(fieldKeyOfError({ property: "['name']" })).toBe('name');
    expect(fieldKeyOfError({ property: '.tags.1' })).toBe('tags');
    expect(fieldKeyOfError({ property: '', name: 'required', params: { missingProperty: 'email' } })).toBe('email');
    expect(fieldKeyOfError({ property: '.', name: 'type', params: { type: 'object' } })).toBeUndefined();
  });

  it('sets message and stack in the language asked for, keeping name and property', () => {
    const errors = [
      rjsfError({ name: 'required', property: 'name', params: { missingProperty: 'name' } }),
      rjsfError({ name: 'maxLength', property: '.address', params: { limit: 200 } }),
    ];
    const he = localizeErrors(clientIntake!, errors, 'he');
    expect(he.map(({ name, property, message, stack }) => ({ name, property, message, stack }))).toEqual([
      { name: 'required', property: 'name', message: 'שם הוא שדה חובה', stack: 'שם הוא שדה חובה' },
      { name: 'maxLength', property: '.address', message: 'לכל היותר 200 תווים', stack: 'כתובת: לכל היותר 200 תווים' },
    ]);
    expect(localizeErrors(clientIntake!, errors, 'en').map((error) => error.message)).toEqual(['Name is required', 'Maximum 200 characters']);
    expect(errors[0]!.message).toBe('ajv says no');
  });

  it('moves a required error reported on the form to the missing field', () => {
    const [error] = localizeErrors(clientIntake!, [rjsfError({ name: 'required', property: '', params: { missingProperty: 'email' } })], 'en');
    expect(error).toMatchObject({ property: '.email', message: 'Email is required', title: 'Email' });
  });

  it('drops errors of fields the data hides', () => {
    const errors = [rjsfError({ name: 'required', property: 'entityName', params: { missingProperty: 'entityName' } })];
    expect(localizeErrors(nestedForm, errors, 'en', { clientType: 'individual' })).toEqual([]);
    expect(localizeErrors(nestedForm, errors, 'en', { clientType: 'llc' })).toHaveLength(1);
  });

  it("answers an empty form with the form's empty message, given the data", () => {
    const errors = [rjsfError({ name: 'required', property: 'date', params: { missingProperty: 'date' } })];
    expect(localizeErrors(appointmentBooking!, errors, 'he', {})).toEqual([
      { name: 'empty', property: '', message: 'יש למלא את פרטי הפגישה', stack: 'יש למלא את פרטי הפגישה', params: {}, schemaPath: '#' },
    ]);
    expect(localizeErrors(appointmentBooking!, errors, 'en', { reason: 'Check-up' })[0]!.message).toBe('Date is required');
  });
});
