import type { OutgoingMail } from '../../../mail/mailer';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The one-time code mail (template otp_code), in Hebrew and English. */
export function otpMail(facts: { to: string; code: string; minutesValid: number; tenantId?: string | null }): OutgoingMail {
  const { code, minutesValid } = facts;
  const he = ['קוד האימות שלך להתחברות ל־Lishka:', code, `הקוד בתוקף ${minutesValid} דקות ולשימוש אחד.`, 'אם לא ניסית להתחבר, התעלם מהודעה זו ושנה את הסיסמה.'];
  const en = ['Your Lishka sign-in verification code:', code, `The code is valid for ${minutesValid} minutes and works once.`, 'If you did not try to sign in, ignore this message and change your password.'];
  const block = (lines: string[], dir: 'rtl' | 'ltr') =>
    `<div dir="${dir}">${lines.map((line) => (line === code ? `<p style="font-size:24px;letter-spacing:4px"><b>${escapeHtml(code)}</b></p>` : `<p>${escapeHtml(line)}</p>`)).join('')}</div>`;
  return {
    to: facts.to,
    subject: `${code} — קוד אימות / verification code`,
    text: [...he, '', '---', '', ...en].join('\n'),
    html: `${block(he, 'rtl')}<hr>${block(en, 'ltr')}`,
    template: 'otp_code',
    ...(facts.tenantId ? { tenantId: facts.tenantId } : {}),
  };
}
