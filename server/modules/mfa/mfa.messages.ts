import { fieldError, HttpError, type Messages } from '../../plugins/errors';
import { messageBody } from '../../i18n/messages';

/** Texts of the multi-factor calls that the shared catalogue does not hold (codes local to this module). */
export const MFA_TEXTS = {
  MFA_SETUP_STARTED: {
    he: 'סרקו את קוד ה-QR באפליקציית האימות (או הזינו את המפתח ידנית), ואז הזינו את הקוד בן 6 הספרות שהיא מציגה',
    en: 'Scan the QR code with your authenticator app (or type the key in), then enter the 6-digit code it shows',
    es: 'Escanee el código QR con su aplicación de autenticación (o escriba la clave) y después introduzca el código de 6 dígitos que muestre',
  },
  MFA_ENABLED: { he: 'האימות הדו-שלבי הופעל בהצלחה', en: 'MFA enabled successfully', es: 'Verificación en dos pasos activada correctamente' },
  MFA_DISABLED: { he: 'האימות הדו-שלבי בוטל', en: 'MFA disabled successfully', es: 'Verificación en dos pasos desactivada correctamente' },
  MFA_NOT_ENABLED: { he: 'האימות הדו-שלבי אינו מופעל', en: 'MFA is not enabled', es: 'La verificación en dos pasos no está activada' },
  MFA_REQUIRED_BY_OFFICE: {
    he: 'המשרד שלך מחייב אימות דו-שלבי, ולכן לא ניתן לבטל אותו',
    en: 'Your office requires MFA, so it cannot be turned off',
    es: 'Su oficina exige la verificación en dos pasos, así que no se puede desactivar',
  },
  MFA_PASSWORD_INCORRECT: { he: 'הסיסמה שגויה', en: 'The password is incorrect', es: 'La contraseña es incorrecta' },
} as const satisfies Record<string, Messages>;

/** A code of this module's texts. */
export type MfaTextCode = keyof typeof MFA_TEXTS;

/** A success body with one of this module's texts. */
export function mfaSuccess(code: MfaTextCode) {
  return messageBody(MFA_TEXTS[code]);
}

/** A refusal with one of this module's texts, and optionally the field it is about. */
export function mfaError(status: number, code: MfaTextCode, field?: string): HttpError {
  const messages: Messages = { ...MFA_TEXTS[code] };
  return new HttpError(status, code, messages, field ? [fieldError(field, messages)] : undefined);
}
