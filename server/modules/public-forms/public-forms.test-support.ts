import type { FormDefinition } from '../../../engine/generated/config-types';
import type { TestAgent } from '../../testing/test-agent';

/** A contact form to publish, in Hebrew and English: a required full name and an e-mail that fill the lead, a topic and a message that go to its notes. */
export function leadForm(id = 'website-contact'): FormDefinition {
  return {
    id,
    title: { he: 'צרו קשר', en: 'Contact us' },
    schema: {
      type: 'object',
      required: ['fullName', 'topic'],
      properties: {
        fullName: { type: 'string', minLength: 2, maxLength: 100 },
        email: { type: 'string', format: 'email', maxLength: 200 },
        topic: { type: 'string', enum: ['quote', 'other'] },
        message: { type: 'string', maxLength: 500 },
      },
    } as FormDefinition['schema'],
    uiSchema: { 'ui:order': ['fullName', 'email', 'topic', 'message'] },
    fields: {
      fullName: { type: 'text', label: { he: 'שם מלא', en: 'Full name' }, clientField: 'fullName' },
      email: { type: 'email', label: { he: 'דוא"ל', en: 'E-mail' }, clientField: 'email' },
      topic: {
        type: 'select',
        label: { he: 'נושא', en: 'Topic' },
        options: [
          { value: 'quote', label: { he: 'הצעת מחיר', en: 'A quote' } },
          { value: 'other', label: { he: 'אחר', en: 'Other' } },
        ],
      },
      message: { type: 'textarea', label: { he: 'הודעה', en: 'Message' } },
    },
  };
}

/** A consent text in Hebrew and English. */
export const CONSENT = { he: 'אני מסכים/ה שהמשרד יחזור אליי', en: 'I agree that the office contacts me' };

let address = 0;

/** The public calls as a visitor, each submission from an address of its own (the per-address limit is tested on its own). */
export function publicFormsApi(visitor: TestAgent) {
  return {
    open: (token: string) => visitor.request({ method: 'GET', url: `/api/public-forms?token=${encodeURIComponent(token)}` }),
    submit: (payload: object, remoteAddress = `198.51.100.${(address++ % 250) + 1}`) =>
      visitor.request({ method: 'POST', url: '/api/public-forms/submissions', payload: payload as Record<string, unknown>, remoteAddress }),
  };
}
