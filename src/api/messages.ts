import { pickText, type Language } from '../../engine/i18n/languages';

type ClientText = Readonly<Record<Language, string>>;

/** The texts the client writes itself when the server gave none (spec 1 §5 and §8). */
export const CLIENT_MESSAGES = {
  unexpected: { he: 'אירעה שגיאה בלתי צפויה', en: 'An unexpected error occurred', es: 'Se produjo un error inesperado' },
  network: {
    he: 'אין חיבור לשרת; בדקו את החיבור לאינטרנט',
    en: 'Unable to connect to the server; check the internet connection',
    es: 'No se puede conectar con el servidor; compruebe la conexión a internet',
  },
  authenticationRequired: { he: 'נדרשת התחברות', en: 'Authentication required', es: 'Se requiere autenticación' },
  success: { he: 'הפעולה הושלמה בהצלחה', en: 'Operation completed successfully', es: 'Operación completada con éxito' },
} as const satisfies Record<string, ClientText>;

/** A client text in the language, Hebrew when the language has none. */
export function clientMessage(key: keyof typeof CLIENT_MESSAGES, language: string): string {
  return pickText(CLIENT_MESSAGES[key], language);
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function fromMessages(messages: unknown, language: string): string | undefined {
  if (!messages || typeof messages !== 'object') return undefined;
  const byLanguage = messages as Record<string, unknown>;
  const first = Object.values(byLanguage).map(nonEmpty).find((text) => text !== undefined);
  return nonEmpty(byLanguage[language]) ?? nonEmpty(byLanguage.he) ?? nonEmpty(byLanguage.en) ?? first;
}

/** The server's own text in an answer (spec 1 §8): `messages` by language, then Hebrew, English, the first; then `message`; then `error`. */
export function serverMessage(body: unknown, language: string): string | undefined {
  if (typeof body === 'string') return nonEmpty(body);
  if (!body || typeof body !== 'object') return undefined;
  const answer = body as Record<string, unknown>;
  return fromMessages(answer.messages, language) ?? nonEmpty(answer.message) ?? nonEmpty(answer.error);
}

/** The error text to show for an answer, falling back to "An unexpected error occurred" in the language. */
export function pickMessage(body: unknown, language: string): string {
  return serverMessage(body, language) ?? clientMessage('unexpected', language);
}

/** The success text to show for an answer, falling back to "Operation completed successfully" in the language. */
export function pickSuccessMessage(body: unknown, language: string): string {
  return serverMessage(body, language) ?? clientMessage('success', language);
}
