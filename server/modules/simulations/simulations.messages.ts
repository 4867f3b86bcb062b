import { simulationMessages, type SimulationProblem } from '../../../engine/simulations/simulation-messages';
import type { Messages } from '../../i18n/messages';
import { fieldError, httpError, type HttpError } from '../../plugins/errors';

/** The texts of the simulations' calls, in Hebrew, English and Spanish. */
export const SIMULATION_TEXTS = {
  SIMULATION_INPUT_INVALID: { he: 'יש לתקן את נתוני הסימולציה המסומנים', en: 'Correct the marked simulation inputs', es: 'Corrija los datos marcados de la simulación' },
  SIMULATION_CREATED: { he: 'הסימולציה נשמרה', en: 'The simulation was saved', es: 'Se guardó la simulación' },
  SIMULATION_UPDATED: { he: 'הסימולציה עודכנה', en: 'The simulation was updated', es: 'Se actualizó la simulación' },
  SIMULATION_DELETED: { he: 'הסימולציה נמחקה', en: 'The simulation was deleted', es: 'Se eliminó la simulación' },
  SIMULATION_NOT_FOUND: { he: 'הסימולציה לא נמצאה', en: 'Simulation not found', es: 'No se encontró la simulación' },
  SIMULATION_NOT_YOURS: { he: 'רק מי שיצר את הסימולציה או מנהל המשרד יכולים לשנות אותה', en: 'Only the simulation’s author or an admin can change it', es: 'Solo el autor de la simulación o un administrador pueden cambiarla' },
  SIMULATION_CLIENT_NOT_FOUND: { he: 'ה{{client}} לא נמצא', en: '{{Client}} not found', es: '{{Client}} no encontrado' },
  SIMULATION_RETIREMENT_NO_PLANS: { he: 'אין ל{{client}} סימולציות פנסיה שמורות לסיכום', en: 'The {{client}} has no saved pension simulations to sum up', es: '{{Client}} no tiene simulaciones de pensión guardadas para sumar' },
  SIMULATION_NOT_OF_CLIENT: { he: 'חלק מהסימולציות שנבחרו אינן סימולציות פנסיה שמורות של ה{{client}}', en: 'Some chosen simulations are not saved pension simulations of the {{client}}', es: 'Algunas simulaciones elegidas no son simulaciones de pensión guardadas de {{client}}' },
  SIMULATIONS_FORBIDDEN: { he: 'אין לך הרשאה לסימולציות', en: 'You do not have permission for simulations', es: 'No tiene permiso para las simulaciones' },
} as const satisfies Record<string, Messages>;

/** 400 SIMULATION_INPUT_INVALID with spec 2 §5's message at each field. */
export function inputInvalid(problems: readonly SimulationProblem[]): HttpError {
  return httpError(400, 'SIMULATION_INPUT_INVALID', {
    messages: { ...SIMULATION_TEXTS.SIMULATION_INPUT_INVALID },
    errors: problems.map((problem) => fieldError(problem.path, simulationMessages(problem))),
  });
}

/** 403 SIMULATIONS_FORBIDDEN: the caller's roles do not grant simulations.view. */
export const simulationsForbidden = (): HttpError => httpError(403, 'SIMULATIONS_FORBIDDEN', { messages: { ...SIMULATION_TEXTS.SIMULATIONS_FORBIDDEN } });

/** A code of the simulations' texts. */
export type SimulationTextCode = keyof typeof SIMULATION_TEXTS;

export const simulationNotFound = (): HttpError => httpError(404, 'SIMULATION_NOT_FOUND', { messages: { ...SIMULATION_TEXTS.SIMULATION_NOT_FOUND } });
export const simulationNotYours = (): HttpError => httpError(403, 'SIMULATION_NOT_YOURS', { messages: { ...SIMULATION_TEXTS.SIMULATION_NOT_YOURS } });

/** 400 at clientId: the office has no such client. */
export function clientNotFound(): HttpError {
  const messages = { ...SIMULATION_TEXTS.SIMULATION_CLIENT_NOT_FOUND };
  return httpError(400, 'SIMULATION_INPUT_INVALID', { messages: { ...SIMULATION_TEXTS.SIMULATION_INPUT_INVALID }, errors: [fieldError('clientId', messages)] });
}

/** 404 SIMULATION_CLIENT_NOT_FOUND: the office has no such client. */
export const clientMissing = (): HttpError => httpError(404, 'SIMULATION_CLIENT_NOT_FOUND', { messages: { ...SIMULATION_TEXTS.SIMULATION_CLIENT_NOT_FOUND } });

/** 400 SIMULATION_RETIREMENT_NO_PLANS: the client has no saved complete or enhanced simulation the caller sees. */
export const noPlansToSum = (): HttpError => httpError(400, 'SIMULATION_RETIREMENT_NO_PLANS', { messages: { ...SIMULATION_TEXTS.SIMULATION_RETIREMENT_NO_PLANS } });

/** 400 SIMULATION_NOT_OF_CLIENT at simulationIds: a chosen simulation is not one of the client's saved plans. */
export function notOfClient(): HttpError {
  const messages = { ...SIMULATION_TEXTS.SIMULATION_NOT_OF_CLIENT };
  return httpError(400, 'SIMULATION_NOT_OF_CLIENT', { messages, errors: [fieldError('simulationIds', messages)] });
}

/** The body of a successful change: the English `message`, every language's `messages`, and what it made. */
export function simulationChangedBody<Data>(code: SimulationTextCode, data: Data): { success: true; message: string; messages: Messages; data: Data } {
  const messages = { ...SIMULATION_TEXTS[code] };
  return { success: true, message: messages.en, messages, data };
}
