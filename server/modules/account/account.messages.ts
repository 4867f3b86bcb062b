import type { Messages } from '../../i18n/messages';

/** Texts of the account calls that the shared catalogue does not hold. */
export const ACCOUNT_TEXTS = {
  // Not "invalid" nor "forbidden": the client would take a 403 saying so for a CSRF problem (spec 1 §4).
  PASSWORD_INCORRECT: { he: 'הסיסמה שגויה; החשבון לא נמחק', en: 'The password is incorrect; the account was not deleted', es: 'La contraseña es incorrecta; la cuenta no se eliminó' },
} as const satisfies Record<string, Messages>;

/** Why the last active admin of an office with other active members cannot delete their account, naming the offices. */
export function lastAdminMessages(officeNames: string[]): Messages {
  const names = officeNames.map((name) => `"${name}"`).join(', ');
  return {
    he: `לא ניתן למחוק את החשבון: את/ה המנהל/ת הפעיל/ה היחיד/ה של ${names}, ויש בו חברים פעילים נוספים. יש למנות מנהל נוסף או להשבית את שאר החברים, ואז לנסות שוב.`,
    en: `The account cannot be deleted: you are the only active administrator of ${names}, which still has other active members. Make another member an administrator, or deactivate the other members, then try again.`,
    es: `No se puede eliminar la cuenta: es el único administrador activo de ${names}, que aún tiene otros miembros activos. Nombre administrador a otro miembro o desactive a los demás miembros y vuelva a intentarlo.`,
  };
}
