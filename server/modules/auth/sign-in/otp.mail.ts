import { renderMail } from '../../../mail/mail-layout';
import type { OutgoingMail } from '../../../mail/mailer';

/** The one-time code mail (template otp_code), in Hebrew, English and Spanish. */
export function otpMail(facts: { to: string; code: string; minutesValid: number; tenantId?: string | null }): OutgoingMail {
  const { code, minutesValid } = facts;
  return renderMail(
    {
      template: 'otp_code',
      subject: `${code} — קוד אימות / verification code / código de verificación`,
      body: {
        he: ['קוד האימות שלך להתחברות ל־Lishka:', { code }, `הקוד בתוקף ${minutesValid} דקות ולשימוש אחד.`, 'אם לא ניסית להתחבר, התעלם מהודעה זו ושנה את הסיסמה.'],
        en: ['Your Lishka sign-in verification code:', { code }, `The code is valid for ${minutesValid} minutes and works once.`, 'If you did not try to sign in, ignore this message and change your password.'],
        es: ['Su código de verificación para iniciar sesión en Lishka:', { code }, `El código es válido durante ${minutesValid} minutos y solo funciona una vez.`, 'Si no intentó iniciar sesión, ignore este mensaje y cambie su contraseña.'],
      },
    },
    facts,
  );
}
