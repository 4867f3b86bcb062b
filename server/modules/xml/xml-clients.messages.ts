import type { Messages } from '../../i18n/messages';
import { httpError, type HttpError } from '../../plugins/errors';

/** The texts of linking a file's members to the office's people, in Hebrew, English and Spanish. */
export const XML_CLIENT_TEXTS = {
  XML_MEMBER_LINKED: { he: 'העמית שויך ל{{client}}', en: 'The member was linked to the {{client}}', es: 'El afiliado se vinculó al {{client}}' },
  XML_LEADS_CREATED: { he: 'נוצרו {{leads}} מהעמיתים שלא זוהו', en: '{{Leads}} were created from the unmatched members', es: 'Se crearon {{leads}} a partir de los afiliados no identificados' },
  XML_MEMBER_NOT_FOUND: { he: 'בקובץ אין עמית עם מספר הזהות הזה', en: 'The file has no member with this ID number', es: 'El archivo no tiene ningún afiliado con este número de identidad' },
  XML_CLIENT_NOT_FOUND: { he: 'ה{{client}} לא נמצא', en: '{{Client}} not found', es: '{{Client}} no encontrado' },
  XML_LEAD_NAMELESS: { he: 'בקובץ אין שם תקין לעמית', en: 'The file gives the member no valid name', es: 'El archivo no da un nombre válido para el afiliado' },
} as const satisfies Record<string, Messages>;

export type XmlClientTextCode = keyof typeof XML_CLIENT_TEXTS;

const refusal = (status: number, code: XmlClientTextCode): HttpError => httpError(status, code, { messages: { ...XML_CLIENT_TEXTS[code] } });

export const xmlMemberNotFound = (): HttpError => refusal(404, 'XML_MEMBER_NOT_FOUND');
export const xmlClientNotFound = (): HttpError => refusal(404, 'XML_CLIENT_NOT_FOUND');

/** The body of a successful change: the English `message`, every language's `messages`, and what it made. */
export function xmlClientChangedBody<Data>(code: XmlClientTextCode, data: Data): { success: true; message: string; messages: Messages; data: Data } {
  const messages = { ...XML_CLIENT_TEXTS[code] };
  return { success: true, message: messages.en, messages, data };
}
