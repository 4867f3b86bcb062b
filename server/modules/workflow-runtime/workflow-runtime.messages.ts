import { LANGUAGES, pickText, type Language } from '../../../engine/i18n/languages';
import type { LocalizedText } from '../../../engine/generated/config-types';
import type { ResolvedCollection } from '../../../engine/modules/record-collections';
import type { OfficeContext } from '../../context/office-context';
import { httpError, type FieldError, type HttpError } from '../../plugins/errors';
import { officeWordFiller } from '../../plugins/office-words';

/** A text in every language the server speaks. */
export type RuntimeText = Record<Language, string>;

/**
 * Texts of the workflow runtime; codes local to this module. {{record}} and {{records}} stand for the collection's
 * own words (its terms, through the office's terminology); {stage}, {title} and {text} are facts filled after.
 */
export const RUNTIME_TEXTS = {
  TRANSITION_INPUTS_MISSING: {
    he: 'המעבר ל«{stage}» מחייב פרטים נוספים על ה{{record}}',
    en: 'Moving this {{record}} to «{stage}» needs more details',
    es: 'Pasar este {{record}} a «{stage}» requiere más datos',
  },
  RECORD_NOT_IN_WORKFLOW: {
    he: '{{records}} במודול הזה אינם עוברים שלבים',
    en: '{{Records}} of this module do not move through stages',
    es: 'Los {{records}} de este módulo no pasan por etapas',
  },
  RECORDS_READ_ONLY: {
    he: 'לתפקיד שלך יש הרשאת צפייה בלבד: אי אפשר לשנות כאן דבר',
    en: 'Your role may only view: nothing here can be changed',
    es: 'Su rol solo puede ver: aquí no se puede cambiar nada',
  },
  SUBJECT_WORKFLOW_FORBIDDEN: {
    he: 'לתפקיד שלך אין גישה לתהליך העבודה של {{records}}',
    en: 'Your role may not see the workflow of {{records}}',
    es: 'Su rol no puede ver el flujo de trabajo de los {{records}}',
  },
  RECORD_MOVED: { he: 'ה{{record}} הועבר ל«{stage}»', en: 'The {{record}} moved to «{stage}»', es: 'El {{record}} pasó a «{stage}»' },
  MOVE_REQUESTED: {
    he: 'המעבר ל«{stage}» ממתין לאישור',
    en: 'The move to «{stage}» is waiting for approval',
    es: 'El paso a «{stage}» espera aprobación',
  },
  MOVE_APPROVED: { he: 'המעבר ל«{stage}» אושר', en: 'The move to «{stage}» was approved', es: 'Se aprobó el paso a «{stage}»' },
  MOVE_REJECTED: { he: 'המעבר ל«{stage}» נדחה', en: 'The move to «{stage}» was rejected', es: 'Se rechazó el paso a «{stage}»' },
  APPROVAL_ASKED: {
    he: 'מעבר של {{record}} «{title}» ל«{stage}» ממתין לאישורך',
    en: 'Moving {{record}} «{title}» to «{stage}» is waiting for your approval',
    es: 'El paso del {{record}} «{title}» a «{stage}» espera su aprobación',
  },
  APPROVAL_GIVEN: {
    he: 'בקשתך להעביר את ה{{record}} «{title}» ל«{stage}» אושרה',
    en: 'Your request to move {{record}} «{title}» to «{stage}» was approved',
    es: 'Se aprobó su solicitud de pasar el {{record}} «{title}» a «{stage}»',
  },
  APPROVAL_DECLINED: {
    he: 'בקשתך להעביר את ה{{record}} «{title}» ל«{stage}» נדחתה{text}',
    en: 'Your request to move {{record}} «{title}» to «{stage}» was rejected{text}',
    es: 'Se rechazó su solicitud de pasar el {{record}} «{title}» a «{stage}»{text}',
  },
  TASK_ASSIGNED: { he: 'משימה חדשה: {text} ({{record}} «{title}»)', en: 'New task: {text} ({{record}} «{title}»)', es: 'Nueva tarea: {text} ({{record}} «{title}»)' },
  SLA_REMINDER: {
    he: 'זמן הטיפול ב{{record}} «{title}» בשלב «{stage}» עומד לחלוף',
    en: 'The time allowed for {{record}} «{title}» in «{stage}» is running out',
    es: 'El tiempo permitido para el {{record}} «{title}» en «{stage}» está por agotarse',
  },
  SLA_BREACHED: {
    he: 'חלף זמן הטיפול ב{{record}} «{title}» בשלב «{stage}»',
    en: 'The time allowed for {{record}} «{title}» in «{stage}» has passed',
    es: 'Venció el tiempo permitido para el {{record}} «{title}» en «{stage}»',
  },
  MAIL_SUBJECT: { he: '{{Record}} «{title}»: {stage}', en: '{{Record}} «{title}»: {stage}', es: '{{Record}} «{title}»: {stage}' },
  MAIL_BODY: {
    he: 'עדכון על ה{{record}} «{title}»: השלב הנוכחי הוא «{stage}».',
    en: 'An update on {{record}} «{title}»: its stage is now «{stage}».',
    es: 'Novedades del {{record}} «{title}»: su etapa es ahora «{stage}».',
  },
} as const satisfies Record<string, RuntimeText>;

/** A code of this module's texts. */
export type RuntimeTextCode = keyof typeof RUNTIME_TEXTS;

/** Facts a text names: a stage's name, a record's title, a free text; each in every language or one for all. */
export interface RuntimeFacts {
  stage?: LocalizedText;
  title?: string | null;
  text?: LocalizedText | string;
}

const capitalised = (key: string): string => key.charAt(0).toUpperCase() + key.slice(1);
const factIn = (fact: LocalizedText | string | undefined, language: Language) => (typeof fact === 'string' ? fact : pickText(fact, language));

/** A text of this module in every language: the collection's and the office's words, then the facts. */
export function runtimeText(code: RuntimeTextCode, ctx: OfficeContext, collection: Pick<ResolvedCollection, 'terms'> | undefined, facts: RuntimeFacts = {}): RuntimeText {
  const fill = officeWordFiller(ctx.office);
  const terms = collection?.terms ?? { singular: 'record', plural: 'records' };
  const texts: RuntimeText = RUNTIME_TEXTS[code];
  const filled = LANGUAGES.map((language) => {
    const named = texts[language]
      .replace(/\{\{(R|r)ecords\}\}/g, (_whole, initial: string) => `{{${initial === 'R' ? capitalised(terms.plural) : terms.plural}}}`)
      .replace(/\{\{(R|r)ecord\}\}/g, (_whole, initial: string) => `{{${initial === 'R' ? capitalised(terms.singular) : terms.singular}}}`);
    const text = fill(named, language)
      .replace('{stage}', () => factIn(facts.stage, language))
      .replace('{title}', () => facts.title ?? '')
      .replace('{text}', () => factIn(facts.text, language));
    return [language, text] as const;
  });
  return Object.fromEntries(filled) as RuntimeText;
}

/** An error of the workflow runtime with its texts in every language. */
export function runtimeError(status: number, code: RuntimeTextCode, ctx: OfficeContext, collection?: Pick<ResolvedCollection, 'terms'>, facts?: RuntimeFacts, errors?: FieldError[]): HttpError {
  return httpError(status, code, { messages: runtimeText(code, ctx, collection, facts), ...(errors && errors.length > 0 ? { errors } : {}) });
}

/** The viewer's refusal on every change of the runtime's routes; it names no office word, as it is made without one. */
export const readOnlyRefusal = (): HttpError => httpError(403, 'RECORDS_READ_ONLY', { messages: { ...RUNTIME_TEXTS.RECORDS_READ_ONLY } });
