import type { TemplateView } from './template-production';

/** A template of a legal office's own, as GET /api/pdf/templates answers it, for stories and tests. */
export function templateView(overrides: Partial<TemplateView> = {}): TemplateView {
  return {
    id: '6b1f0000-0000-4000-8000-000000000021',
    source: 'office',
    documentType: 'correspondence',
    name: { he: 'מכתב תודה', en: 'Thank-you letter', es: 'Carta de agradecimiento' },
    description: { he: 'לאחר פגישה', en: 'After a meeting', es: 'Después de una reunión' },
    module: null,
    forRecord: false,
    outputs: ['pdf'],
    title: { he: 'תודה, {client.fullName}', en: 'Thank you, {client.fullName}', es: 'Gracias, {client.fullName}' },
    blocks: [
      { kind: 'heading', text: { he: 'שלום {client.firstName}', en: 'Hello {client.firstName}', es: 'Hola {client.firstName}' } },
      { kind: 'paragraph', text: { he: 'תודה על הפגישה ב־{today}.', en: 'Thank you for meeting on {today}.', es: 'Gracias por la reunión del {today}.' } },
      { kind: 'signature', text: { he: '{user.fullName}', en: '{user.fullName}', es: '{user.fullName}' } },
    ],
    placeholders: ['client.fullName', 'client.firstName', 'today', 'user.fullName'],
    ...overrides,
  };
}

/** A template the office type declares (read only), as the list answers it. */
export const officeTypeTemplateView = (): TemplateView =>
  templateView({ id: 'engagement-letter', source: 'office-type', documentType: 'contract', name: { he: 'מכתב התקשרות', en: 'Engagement letter' }, description: null, module: 'matters', forRecord: true, outputs: ['pdf', 'docx'] });
