import i18next from 'i18next';
import type { SigningField, SigningSession } from './signing-api';

/** A link's token, as long as the server's are. */
export const SIGN_TOKEN = 'tok_4f9a2c7e1b0d8a6f3e5c9b2a';

/** The boxes of the fixture: a signature and initials on page 1, a date and a checkbox, and a text on page 2. */
export const signerFields = (): SigningField[] => [
  { id: '0e3f0000-0000-4000-8000-000000000001', kind: 'signature', page: 1, x: 0.55, y: 0.7, width: 0.35, height: 0.1, required: true, label: '' },
  { id: '0e3f0000-0000-4000-8000-000000000002', kind: 'date', page: 1, x: 0.1, y: 0.7, width: 0.3, height: 0.06, required: true, label: '' },
  { id: '0e3f0000-0000-4000-8000-000000000003', kind: 'checkbox', page: 1, x: 0.1, y: 0.85, width: 0.06, height: 0.045, required: true, label: 'מאשר/ת את התנאים' },
  { id: '0e3f0000-0000-4000-8000-000000000004', kind: 'initials', page: 2, x: 0.7, y: 0.1, width: 0.2, height: 0.08, required: true, label: '' },
  { id: '0e3f0000-0000-4000-8000-000000000005', kind: 'text', page: 2, x: 0.1, y: 0.5, width: 0.5, height: 0.06, required: false, label: 'הערות' },
];

/**
 * What a signer's link opens, ready to sign, in the story's language (the page turns to the participant's language,
 * which the story's toolbar sets).
 */
export function signingSession(overrides: Partial<SigningSession> = {}): SigningSession {
  return {
    officeName: 'משרד עו״ד כהן ושות׳',
    languages: ['he', 'en', 'es'],
    language: i18next.language === 'en' ? 'en' : 'he',
    documentName: 'הסכם שכר טרחה.pdf',
    message: 'שלום דנה, מצורף ההסכם לחתימתך. תודה!',
    senderName: 'עו״ד נועה בן דוד',
    participant: { name: 'Dana Mizrahi', role: 'signer', status: 'pending' },
    workflowStatus: 'signing',
    state: 'ready',
    allowDecline: true,
    needsCode: false,
    fields: signerFields(),
    linkExpiresAt: '2026-12-15T10:00:00.000Z',
    ...overrides,
  };
}
