import type { FieldCondition, FormDefinition, FormField, LocalizedText } from '../generated/config-types';

// Fixture forms for the tests beside this file: every operator, nested visibility, every default message.

const text = (en: string, he: string, es?: string): LocalizedText => (es ? { he, en, es } : { he, en });
const when = (field: string, operator: FieldCondition['operator'], value?: unknown): FieldCondition =>
  (value === undefined ? { field, operator } : { field, operator, value }) as FieldCondition;
const field = (type: string, label: LocalizedText, extra: Partial<FormField> = {}): FormField => ({ type, label, ...extra });

/** One target field per operator, each shown by a condition on kind, note or count. */
export const operatorsForm: FormDefinition = {
  id: 'operators',
  title: text('Operators', 'אופרטורים'),
  schema: {
    type: 'object',
    properties: {
      kind: { type: 'string', enum: ['a', 'b', 'c'] },
      note: { type: 'string' },
      count: { type: 'number' },
      ifEquals: { type: 'string' },
      ifNotEquals: { type: 'string' },
      ifIn: { type: 'string' },
      ifNotIn: { type: 'string' },
      ifEmpty: { type: 'string' },
      ifNotEmpty: { type: 'string' },
      ifGreater: { type: 'string' },
      ifLess: { type: 'string' },
    },
    required: ['ifEquals', 'ifNotEquals'],
  },
  fields: {
    kind: field('select', text('Kind', 'סוג'), {
      options: [
        { value: 'a', label: text('Alpha', 'אלפא') },
        { value: 'b', label: text('Beta', 'בטא') },
        { value: 'c', label: text('Gamma', 'גמא') },
      ],
    }),
    note: field('text', text('Note', 'הערה')),
    count: field('number', text('Count', 'כמות')),
    ifEquals: field('text', text('If equals', 'אם שווה'), { visibleWhen: when('kind', 'equals', 'a') }),
    ifNotEquals: field('text', text('If not equals', 'אם שונה'), { visibleWhen: when('kind', 'notEquals', 'a') }),
    ifIn: field('text', text('If in', 'אם ברשימה'), { visibleWhen: when('kind', 'in', ['a', 'b']) }),
    ifNotIn: field('text', text('If not in', 'אם לא ברשימה'), { visibleWhen: when('kind', 'notIn', ['a', 'b']) }),
    ifEmpty: field('text', text('If empty', 'אם ריק'), { visibleWhen: when('note', 'isEmpty') }),
    ifNotEmpty: field('text', text('If not empty', 'אם לא ריק'), { visibleWhen: when('note', 'isNotEmpty') }),
    ifGreater: field('text', text('If greater', 'אם גדול'), { visibleWhen: when('count', 'greaterThan', 10) }),
    ifLess: field('text', text('If less', 'אם קטן'), { visibleWhen: when('count', 'lessThan', 10) }),
  },
};

/** A legal-style intake: entityName only for companies, and fields that hang on it two levels down. */
export const nestedForm: FormDefinition = {
  id: 'nested',
  title: text('Client', 'לקוח'),
  schema: {
    type: 'object',
    properties: {
      clientType: { type: 'string', enum: ['individual', 'corporation', 'llc'] },
      entityName: { type: 'string', maxLength: 100 },
      registrationNumber: { type: 'string', pattern: '^\\d{9}$' },
      vatNumber: { type: 'string' },
    },
    required: ['clientType', 'entityName', 'registrationNumber'],
  },
  uiSchema: { 'ui:order': ['clientType', 'entityName', 'registrationNumber', 'vatNumber'] },
  fields: {
    clientType: field('select', text('Client type', 'סוג לקוח', 'Tipo de cliente'), {
      options: [
        { value: 'individual', label: text('Individual', 'יחיד', 'Persona física') },
        { value: 'corporation', label: text('Corporation', 'חברה', 'Sociedad') },
        { value: 'llc', label: text('LLC', 'חברה בע"מ', 'SRL') },
      ],
    }),
    entityName: field('text', text('Entity name', 'שם התאגיד'), { visibleWhen: when('clientType', 'notEquals', 'individual'), width: 12 }),
    registrationNumber: field('text', text('Registration number', 'מספר רישום'), { visibleWhen: when('entityName', 'isNotEmpty') }),
    vatNumber: field('text', text('VAT number', 'מספר עוסק'), { visibleWhen: when('registrationNumber', 'isNotEmpty') }),
  },
};

/** One field per Ajv keyword a form uses, labelled in three languages, with a few fields' own messages. */
export const messagesForm: FormDefinition = {
  id: 'messages',
  title: text('Messages', 'הודעות', 'Mensajes'),
  schema: {
    type: 'object',
    properties: {
      fullName: { type: 'string', minLength: 2, maxLength: 50 },
      initial: { type: 'string', minLength: 1, maxLength: 1 },
      code: { type: 'string', pattern: '^[A-Z]{3}$' },
      email: { type: 'string', format: 'email' },
      birthDate: { type: 'string', format: 'date' },
      website: { type: 'string', format: 'uri' },
      attachment: { type: 'string', format: 'data-url' },
      color: { type: 'string', enum: ['red', 'green'] },
      age: { type: 'integer', minimum: 18, maximum: 120 },
      ratio: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
      tags: { type: 'array', items: { type: 'string', enum: ['x', 'y', 'z'] }, minItems: 2, maxItems: 2 },
      extras: { type: 'array', items: { type: 'string', enum: ['p', 'q'] }, minItems: 1, maxItems: 1 },
      agree: { type: 'boolean' },
      nickname: { type: 'string', maxLength: 10 },
    },
    required: ['fullName'],
  },
  fields: {
    fullName: field('text', text('Full name', 'שם מלא', 'Nombre completo')),
    initial: field('text', text('Initial', 'אות ראשונה', 'Inicial')),
    code: field('text', text('Code', 'קוד', 'Código')),
    email: field('email', text('Email', 'דואר אלקטרוני', 'Correo')),
    birthDate: field('date', text('Birth date', 'תאריך לידה', 'Fecha de nacimiento')),
    website: field('text', text('Website', 'אתר', 'Sitio web')),
    attachment: field('file', text('Attachment', 'קובץ מצורף', 'Adjunto')),
    color: field('select', text('Color', 'צבע', 'Color'), {
      options: [
        { value: 'red', label: text('Red', 'אדום', 'Rojo') },
        { value: 'green', label: text('Green', 'ירוק', 'Verde') },
      ],
    }),
    age: field('number', text('Age', 'גיל', 'Edad')),
    ratio: field('number', text('Ratio', 'יחס', 'Proporción')),
    tags: field('multiselect', text('Tags', 'תגיות', 'Etiquetas'), {
      options: [
        { value: 'x', label: text('Ex', 'איקס', 'Equis') },
        { value: 'y', label: text('Why', 'וואי', 'I griega') },
        { value: 'z', label: text('Zed', 'זד', 'Zeta') },
      ],
    }),
    extras: field('multiselect', text('Extras', 'תוספות', 'Extras'), {
      options: [
        { value: 'p', label: text('P', 'פ', 'P') },
        { value: 'q', label: text('Q', 'ק', 'Q') },
      ],
    }),
    agree: field('checkbox', text('I agree', 'אני מסכים', 'Acepto')),
    nickname: field('text', text('Nickname', 'כינוי', 'Apodo'), {
      messages: {
        maxLength: text('Up to {limit} letters for {label}', 'עד {limit} אותיות ב{label}', 'Hasta {limit} letras en {label}'),
        type: text('Nickname must be text', 'הכינוי חייב להיות טקסט'),
      },
    }),
  },
  messages: { empty: text('Fill in the form', 'יש למלא את הטופס', 'Rellene el formulario') },
  submitLabel: text('Send', 'שליחה', 'Enviar'),
};
