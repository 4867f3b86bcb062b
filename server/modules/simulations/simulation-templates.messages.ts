import type { Messages } from '../../i18n/messages';
import { httpError, type HttpError } from '../../plugins/errors';

/** The texts of the simulation templates' calls, in Hebrew, English and Spanish. */
export const SIMULATION_TEMPLATE_TEXTS = {
  SIMULATION_TEMPLATE_CREATED: { he: 'התבנית נשמרה', en: 'The template was saved', es: 'Se guardó la plantilla' },
  SIMULATION_TEMPLATE_DELETED: { he: 'התבנית נמחקה', en: 'The template was deleted', es: 'Se eliminó la plantilla' },
  SIMULATION_TEMPLATE_NOT_FOUND: { he: 'התבנית לא נמצאה', en: 'Template not found', es: 'No se encontró la plantilla' },
  SIMULATION_TEMPLATE_NOT_YOURS: { he: 'רק מי ששמר את התבנית או מנהל המשרד יכולים למחוק אותה', en: 'Only the template’s author or an admin can delete it', es: 'Solo el autor de la plantilla o un administrador pueden eliminarla' },
} as const satisfies Record<string, Messages>;

export type SimulationTemplateTextCode = keyof typeof SIMULATION_TEMPLATE_TEXTS;

export const templateNotFound = (): HttpError => httpError(404, 'SIMULATION_TEMPLATE_NOT_FOUND', { messages: { ...SIMULATION_TEMPLATE_TEXTS.SIMULATION_TEMPLATE_NOT_FOUND } });
export const templateNotYours = (): HttpError => httpError(403, 'SIMULATION_TEMPLATE_NOT_YOURS', { messages: { ...SIMULATION_TEMPLATE_TEXTS.SIMULATION_TEMPLATE_NOT_YOURS } });

/** The body of a successful change: the English `message`, every language's `messages`, and what it made. */
export function templateChangedBody<Data>(code: SimulationTemplateTextCode, data: Data): { success: true; message: string; messages: Messages; data: Data } {
  const messages = { ...SIMULATION_TEMPLATE_TEXTS[code] };
  return { success: true, message: messages.en, messages, data };
}
