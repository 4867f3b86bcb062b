import type { OutgoingMail } from '../../mail/mailer';

/** What the confirmation mail says: the name to greet, the office, and the link. */
export interface ConfirmationMailFacts {
  to: string;
  /** Empty when not known (a resent link). */
  firstName: string;
  officeName: string;
  link: string;
  tenantId?: string;
  hoursValid: number;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The confirmation mail (template welcome_email), in Hebrew and English. */
export function confirmationMail(facts: ConfirmationMailFacts): OutgoingMail {
  const { firstName, officeName, link, hoursValid } = facts;
  const he = [firstName ? `שלום ${firstName},` : 'שלום,', '', `המשרד "${officeName}" נוצר ב־Lishka.`, 'כדי להשלים את ההרשמה, אשרו את כתובת הדואר האלקטרוני בקישור הבא:', link, '', `הקישור בתוקף ${hoursValid} שעות ולשימוש אחד.`];
  const en = [firstName ? `Hello ${firstName},` : 'Hello,', '', `The office "${officeName}" was created in Lishka.`, 'To finish registering, confirm your email address with this link:', link, '', `The link is valid for ${hoursValid} hours and works once.`];
  const paragraph = (lines: string[], dir: 'rtl' | 'ltr') =>
    `<div dir="${dir}">${lines.map((line) => (line === link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : line ? `<p>${escapeHtml(line)}</p>` : '')).join('')}</div>`;
  return {
    to: facts.to,
    subject: 'אישור כתובת הדואר האלקטרוני / Confirm your email address',
    text: [...he, '', '---', '', ...en].join('\n'),
    html: `${paragraph(he, 'rtl')}<hr>${paragraph(en, 'ltr')}`,
    template: 'welcome_email',
    ...(facts.tenantId ? { tenantId: facts.tenantId } : {}),
  };
}
