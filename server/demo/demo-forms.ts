import type { FormDefinition, FormField, OfficeType } from '../../engine/generated/config-types';
import { offeredLanguages } from '../../engine/i18n/offered-languages';
import type { Language } from '../../engine/i18n/languages';

type Texts = Record<Language, string>;

/** A form of the demo's, as stored: its category and its versions, oldest first. */
export interface DemoForm {
  category: string;
  versions: FormDefinition[];
}

const EXTENDED: Texts = { he: ' (מורחב)', en: ' (extended)', es: ' (ampliado)' };
const CALL_TIME: Texts = { he: 'מתי נוח שנתקשר?', en: 'When should we call?', es: '¿Cuándo prefiere que le llamemos?' };
const CALL_TIMES: readonly [string, Texts][] = [
  ['morning', { he: 'בבוקר', en: 'In the morning', es: 'Por la mañana' }],
  ['afternoon', { he: 'אחר הצהריים', en: 'In the afternoon', es: 'Por la tarde' }],
  ['evening', { he: 'בערב', en: 'In the evening', es: 'Por la noche' }],
];
const FEEDBACK_TITLE: Texts = { he: 'משוב על השירות', en: 'Service feedback', es: 'Opinión sobre el servicio' };
const FEEDBACK_DESCRIPTION: Texts = { he: 'שתי דקות שעוזרות לנו להשתפר', en: 'Two minutes that help us improve', es: 'Dos minutos que nos ayudan a mejorar' };
const SATISFACTION: Texts = { he: 'עד כמה היית מרוצה?', en: 'How satisfied were you?', es: '¿Qué tan satisfecho quedó?' };
const SATISFACTION_LEVELS: readonly [string, Texts][] = [
  ['very', { he: 'מרוצה מאוד', en: 'Very satisfied', es: 'Muy satisfecho' }],
  ['somewhat', { he: 'די מרוצה', en: 'Somewhat satisfied', es: 'Algo satisfecho' }],
  ['not', { he: 'לא מרוצה', en: 'Not satisfied', es: 'No satisfecho' }],
];
const COMMENTS: Texts = { he: 'מה נוכל לעשות טוב יותר?', en: 'What could we do better?', es: '¿Qué podríamos hacer mejor?' };
const COMMENTS_HELP: Texts = { he: 'נשאל רק כשלא היית מרוצה מאוד', en: 'Asked only when you were not very satisfied', es: 'Solo se pregunta si no quedó muy satisfecho' };

/** A form's texts in the languages an office offers. */
const textsIn = (languages: readonly Language[]) => (texts: Texts): FormField['label'] => ({ he: texts.he, en: texts.en, ...(languages.includes('es') ? { es: texts.es } : {}) });

const select = (label: FormField['label'], choices: readonly [string, Texts][], text: ReturnType<typeof textsIn>): FormField => ({
  type: 'select',
  label,
  options: choices.map(([value, texts]) => ({ value, label: text(texts) })),
});

// The office type's intake, copied, then with a question of when to call added: the office's first change to it.
function extendedIntake(officeType: OfficeType, text: ReturnType<typeof textsIn>): FormDefinition[] {
  const intake = structuredClone(officeType.forms.clientIntake);
  const { he, en, es } = intake.title;
  const title: FormField['label'] = { he: `${he}${EXTENDED.he}`, en: `${en}${EXTENDED.en}`, ...(es === undefined ? {} : { es: `${es}${EXTENDED.es}` }) };
  const first: FormDefinition = { ...intake, id: `${intake.id}-extended`, title };
  const second = structuredClone(first);
  (second.schema.properties as Record<string, unknown>).preferredCallTime = { type: 'string', enum: CALL_TIMES.map(([value]) => value) };
  second.fields.preferredCallTime = select(text(CALL_TIME), CALL_TIMES, text);
  const order = (second.uiSchema as { 'ui:order'?: string[] } | undefined)?.['ui:order'];
  if (order) {
    const star = order.indexOf('*');
    order.splice(star < 0 ? order.length : star, 0, 'preferredCallTime');
  }
  return [first, second];
}

// A short feedback form: how satisfied, and what to do better, asked only when not very satisfied.
function feedbackForm(text: ReturnType<typeof textsIn>): FormDefinition {
  return {
    id: 'service-feedback',
    title: text(FEEDBACK_TITLE),
    description: text(FEEDBACK_DESCRIPTION),
    schema: {
      type: 'object',
      required: ['satisfaction'],
      properties: { satisfaction: { type: 'string', enum: SATISFACTION_LEVELS.map(([value]) => value) }, comments: { type: 'string', maxLength: 2000 } },
    } as FormDefinition['schema'],
    uiSchema: { 'ui:order': ['satisfaction', 'comments'] },
    fields: {
      satisfaction: select(text(SATISFACTION), SATISFACTION_LEVELS, text),
      comments: { type: 'textarea', label: text(COMMENTS), help: text(COMMENTS_HELP), visibleWhen: { field: 'satisfaction', operator: 'notEquals', value: 'very' } },
    },
  };
}

/**
 * The forms a demo office has built with the form builder, from its office type's own: its intake extended with a
 * question of when to call (two versions: the copy, then the question added), and a short feedback form, each in
 * the languages the office offers.
 */
export function demoForms(officeType: OfficeType): DemoForm[] {
  const text = textsIn(offeredLanguages(officeType.localization));
  return [
    { category: 'intake', versions: extendedIntake(officeType, text) },
    { category: 'feedback', versions: [feedbackForm(text)] },
  ];
}
