import type { CertificateParticipant } from './certificate-facts';

/** A label in each language the certificate is written in. */
export interface Label {
  he: string;
  en: string;
}

/** The certificate's languages: it is always written in both. */
export type CertificateLanguage = keyof Label;

/** What each event of the trail is called. */
export const EVENT_LABELS: Record<string, Label> = {
  created: { he: 'נוצר', en: 'Created' },
  updated: { he: 'עודכן', en: 'Updated' },
  submitted: { he: 'נשלח לבדיקה', en: 'Submitted for review' },
  link_sent: { he: 'קישור נשלח', en: 'Link sent' },
  viewed: { he: 'נצפה', en: 'Viewed' },
  code_sent: { he: 'קוד אימות נשלח', en: 'Verification code sent' },
  code_verified: { he: 'קוד אימות אומת', en: 'Verification code confirmed' },
  code_failed: { he: 'קוד אימות שגוי', en: 'Wrong verification code' },
  approved: { he: 'אושר', en: 'Approved' },
  rejected: { he: 'נדחה', en: 'Rejected' },
  changes_requested: { he: 'התבקשו שינויים', en: 'Changes requested' },
  signed: { he: 'נחתם', en: 'Signed' },
  declined: { he: 'סירב לחתום', en: 'Declined to sign' },
  expired: { he: 'פג תוקף', en: 'Expired' },
  reminded: { he: 'נשלחה תזכורת', en: 'Reminder sent' },
  resent: { he: 'קישור חדש נשלח', en: 'Link sent again' },
  cancelled: { he: 'בוטל', en: 'Cancelled' },
  completed: { he: 'הושלם', en: 'Completed' },
  sealed: { he: 'נחתם בחותמת דיגיטלית', en: 'Digitally sealed' },
};

/** An event's label; an event this file does not know keeps its code (a trail is never refused for a new kind of event). */
export const eventLabel = (event: string): Label => EVENT_LABELS[event] ?? { he: event, en: event };

export const ROLE_LABELS: Record<CertificateParticipant['role'], Label> = {
  reviewer: { he: 'בודק', en: 'Reviewer' },
  approver: { he: 'מאשר', en: 'Approver' },
  signer: { he: 'חותם', en: 'Signer' },
  observer: { he: 'צופה', en: 'Observer' },
};

export const STATUS_LABELS: Record<CertificateParticipant['status'], Label> = {
  pending: { he: 'ממתין', en: 'Pending' },
  signed: { he: 'חתם', en: 'Signed' },
  declined: { he: 'סירב', en: 'Declined' },
  expired: { he: 'פג תוקף', en: 'Expired' },
  completed: { he: 'סיים', en: 'Done' },
};

export const METHOD_LABELS: Record<NonNullable<CertificateParticipant['signatureMethod']>, Label> = {
  drawn: { he: 'ציור', en: 'Drawn' },
  typed: { he: 'הקלדה', en: 'Typed' },
  uploaded: { he: 'תמונה שהועלתה', en: 'Uploaded image' },
};

/** The certificate's own headings and labels. */
export const CERTIFICATE_LABELS = {
  title: { he: 'תעודת השלמה וחתימה', en: 'Certificate of completion' },
  intro: {
    he: 'תעודה זו מפרטת את תהליך החתימה על המסמך, את המשתתפים ואת כל פעולותיהם. המסמך והתעודה נחתמו בחותמת דיגיטלית של המשרד.',
    en: 'This certificate records the signing of the document, its participants and everything they did. The document and this certificate are sealed with the office’s digital seal.',
  },
  summary: { he: 'פרטי המסמך', en: 'Document' },
  documentName: { he: 'שם המסמך', en: 'Document name' },
  sha256: { he: 'טביעת SHA-256 של המסמך שנשלח', en: 'SHA-256 of the document sent' },
  workflowId: { he: 'מזהה תהליך', en: 'Workflow ID' },
  office: { he: 'משרד', en: 'Office' },
  sentAt: { he: 'נשלח', en: 'Sent' },
  completedAt: { he: 'הושלם', en: 'Completed' },
  participants: { he: 'משתתפים', en: 'Participants' },
  participant: { he: 'משתתף', en: 'Participant' },
  role: { he: 'תפקיד', en: 'Role' },
  status: { he: 'מצב', en: 'Status' },
  actedAt: { he: 'מועד הפעולה (UTC)', en: 'Acted at (UTC)' },
  method: { he: 'אופן החתימה', en: 'Signature' },
  trail: { he: 'יומן פעולות', en: 'Audit trail' },
  time: { he: 'זמן (UTC)', en: 'Time (UTC)' },
  event: { he: 'פעולה', en: 'Event' },
  by: { he: 'על ידי', en: 'By' },
  ipDevice: { he: 'כתובת IP ודפדפן', en: 'IP address and browser' },
  utcNote: { he: 'כל השעות בשעון UTC.', en: 'All times are UTC.' },
} satisfies Record<string, Label>;

/** The order the certificate's two languages are written in: those asked first (the first leads), then the other. */
export function certificateLanguages(languages: string[]): CertificateLanguage[] {
  const asked = languages.filter((language): language is CertificateLanguage => language === 'he' || language === 'en');
  return [...new Set<CertificateLanguage>([...asked, 'he', 'en'])];
}
