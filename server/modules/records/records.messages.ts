import type { Language } from '../../../engine/i18n/languages';
import type { ResolvedCollection } from '../../../engine/modules/record-collections';
import type { OfficeContext } from '../../context/office-context';
import { fieldError, httpError, type FieldError, type HttpError } from '../../plugins/errors';
import { officeWordFiller } from '../../plugins/office-words';

/** A text in every language the server speaks. */
export type RecordText = Record<Language, string>;

/**
 * Texts of the records services; the codes are local to this module. {{record}} and {{records}} stand for the
 * collection's own words (its terms, through the office's terminology), {{holder}} for a module's name.
 */
export const RECORD_TEXTS = {
  RECORD_CREATED: { he: 'הוספת ה{{record}} הושלמה', en: '{{Record}} created', es: '{{Record}} creado' },
  RECORD_UPDATED: { he: 'השינויים ב{{record}} נשמרו', en: '{{Record}} updated', es: '{{Record}} actualizado' },
  RECORD_DELETED: { he: 'מחיקת ה{{record}} הושלמה', en: '{{Record}} deleted', es: '{{Record}} eliminado' },
  RECORD_NOT_FOUND: { he: 'אין במשרד {{record}} במזהה הזה', en: '{{Record}} not found', es: '{{Record}} no encontrado' },
  RECORDS_MODULE_NOT_FOUND: {
    he: 'אין במשרד מודול כזה שמנהל רשומות',
    en: 'This office has no such module of records',
    es: 'Esta oficina no tiene ese módulo de registros',
  },
  RECORDS_VIEW_READ_ONLY: {
    he: 'רשימה זו מציגה {{records}} של „{{holder}}”; הוספה, שינוי ומחיקה נעשים שם',
    en: 'This list shows {{records}} of “{{holder}}”; add, change and delete them there',
    es: 'Esta lista muestra {{records}} de «{{holder}}»; se agregan, modifican y eliminan allí',
  },
  RECORD_CHANGED: {
    he: 'חל שינוי ב{{record}} בינתיים; יש לטעון מחדש ולנסות שוב',
    en: 'This {{record}} was changed meanwhile; reload it and try again',
    es: 'Este {{record}} cambió mientras tanto; vuelva a cargarlo e inténtelo de nuevo',
  },
  RECORDS_FORBIDDEN: {
    he: 'אין לך הרשאה לצפות ב{{records}}',
    en: 'You are not allowed to see {{records}}',
    es: 'No tiene permiso para ver {{records}}',
  },
  RECORDS_READ_ONLY: {
    he: 'אין לך הרשאה לשנות {{records}}; באפשרותך רק לצפות בהם',
    en: 'You may look at {{records}} but not change them',
    es: 'Puede ver los {{records}}, pero no modificarlos',
  },
  INVALID_RECORD_DATA: { he: 'נתוני ה{{record}} אינם תקינים', en: 'The {{record}} data is not valid', es: 'Los datos del {{record}} no son válidos' },
  RECORD_CLIENT_REQUIRED: { he: 'יש לבחור {{client}} ל{{record}}', en: 'Choose the {{client}} of this {{record}}', es: 'Elija el {{client}} de este {{record}}' },
  RECORD_CLIENT_REFUSED: { he: 'אין לשייך {{client}} ל{{records}}', en: '{{Records}} are not linked to {{clients}}', es: 'Los {{records}} no se vinculan a {{clients}}' },
  RECORD_CLIENT_NOT_FOUND: { he: 'ה{{client}} לא נמצא', en: '{{Client}} not found', es: '{{Client}} no encontrado' },
  RECORD_ASSIGNEE_NOT_MEMBER: {
    he: 'האחראי אינו חבר פעיל במשרד',
    en: 'The assignee is not an active member of this office',
    es: 'El responsable no es un miembro activo de esta oficina',
  },
} as const satisfies Record<string, RecordText>;

/** A code of this module's texts. */
export type RecordTextCode = keyof typeof RECORD_TEXTS;

/** What a text is filled with: the office (its words), the collection (its terms) and a module's name, if any. */
export interface RecordWords {
  ctx: OfficeContext;
  collection?: Pick<ResolvedCollection, 'terms'>;
  holder?: Partial<Record<Language, string>>;
}

const LANGUAGES = ['he', 'en', 'es'] as const;

/** A text of this module in every language, with the office's own words in place of its placeholders. */
export function recordText(code: RecordTextCode, { ctx, collection, holder }: RecordWords): RecordText {
  const fill = officeWordFiller(ctx.office);
  const terms = collection?.terms ?? { singular: 'record', plural: 'records' };
  const texts = RECORD_TEXTS[code] as RecordText;
  const filled = LANGUAGES.map((language) => {
    // The collection's words are keys of the terminology: {{record}} becomes {{matter}}, filled in each language.
    const named = texts[language]
      .replace(/\{\{(R|r)ecords\}\}/g, (_whole, initial: string) => `{{${initial === 'R' ? capitalised(terms.plural) : terms.plural}}}`)
      .replace(/\{\{(R|r)ecord\}\}/g, (_whole, initial: string) => `{{${initial === 'R' ? capitalised(terms.singular) : terms.singular}}}`);
    const words = fill(named, language);
    return [language, words.replace('{{holder}}', () => holder?.[language] ?? holder?.en ?? '')] as const;
  });
  return Object.fromEntries(filled) as RecordText;
}

const capitalised = (key: string): string => key.charAt(0).toUpperCase() + key.slice(1);

/** An error of the records services, with its texts in Hebrew, English and Spanish. */
export function recordError(status: number, code: RecordTextCode, words: RecordWords, errors?: FieldError[]): HttpError {
  return httpError(status, code, { messages: recordText(code, words), ...(errors && errors.length > 0 ? { errors } : {}) });
}

/** One field's problem, with its text in every language. */
export const recordFieldError = (field: string, code: RecordTextCode, words: RecordWords): FieldError => fieldError(field, recordText(code, words));

/** The body of a change's success: what was made or changed, and the text that says so in every language. */
export function recordChangedBody<Data>(code: RecordTextCode, words: RecordWords, data: Data): { success: true; message: string; messages: RecordText; data: Data } {
  const messages = recordText(code, words);
  return { success: true, message: messages.en, messages, data };
}

/** The body of a success with nothing to show. */
export function recordDoneBody(code: RecordTextCode, words: RecordWords): { success: true; message: string; messages: RecordText } {
  const messages = recordText(code, words);
  return { success: true, message: messages.en, messages };
}
