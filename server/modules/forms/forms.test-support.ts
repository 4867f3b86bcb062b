import type { FormDefinition } from '../../../engine/generated/config-types';
import type { TestAgent } from '../../testing/test-agent';
import type { TestApp } from '../../testing/test-app';
import { FORMS_BASE } from './forms.routes';

/** A call to /api/forms as a signed-in agent; state-changing calls carry the CSRF token. */
export function formsApi(agent: TestAgent) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path = '', payload?: object) =>
    agent.request({ method, url: `${FORMS_BASE}${path}`, ...(payload ? { payload: payload as Record<string, unknown> } : {}), csrf: method !== 'GET' });
  return {
    get: (path = '') => call('GET', path),
    post: (path: string, payload: object) => call('POST', path, payload),
    put: (path: string, payload: object) => call('PUT', path, payload),
    delete: (path: string) => call('DELETE', path),
  };
}

/** A contact-request form in Hebrew and English: a name, a topic to choose, and details shown once a topic is chosen. */
export function contactForm(id = 'contact-request'): FormDefinition {
  return {
    id,
    title: { he: 'בקשת קשר', en: 'Contact request' },
    schema: {
      type: 'object',
      required: ['fullName'],
      properties: { fullName: { type: 'string', maxLength: 100 }, topic: { type: 'string', enum: ['price', 'other'] }, details: { type: 'string', maxLength: 500 } },
    } as FormDefinition['schema'],
    uiSchema: { 'ui:order': ['fullName', 'topic', 'details'] },
    fields: {
      fullName: { type: 'text', label: { he: 'שם מלא', en: 'Full name' } },
      topic: {
        type: 'select',
        label: { he: 'נושא', en: 'Topic' },
        options: [
          { value: 'price', label: { he: 'הצעת מחיר', en: 'A quote' } },
          { value: 'other', label: { he: 'אחר', en: 'Other' } },
        ],
      },
      details: { type: 'textarea', label: { he: 'פרטים', en: 'Details' }, visibleWhen: { field: 'topic', operator: 'isNotEmpty' } },
    },
  };
}

/** An office type's intake form, copied, with a question added: what an office builds from its own intake. */
export function intakeWithQuestion(t: TestApp, officeType: string, id: string): FormDefinition {
  const intake = structuredClone(t.catalog.get(officeType)!.forms.clientIntake);
  (intake.schema.properties as Record<string, unknown>).favouriteTime = { type: 'string', maxLength: 40 };
  intake.fields.favouriteTime = { type: 'text', label: { he: 'שעה נוחה לשיחה', en: 'A good time to call' } };
  (intake.uiSchema as { 'ui:order': string[] })['ui:order'].push('favouriteTime');
  return { ...intake, id };
}

/** The fields of the client intake the signed-in member's office runs on (GET /api/users/office-config). */
export async function officeIntake(agent: TestAgent): Promise<{ id: string; fields: Record<string, { label: Record<string, string> }> }> {
  const answer = await agent.request({ method: 'GET', url: '/api/users/office-config' });
  return (answer.json().data as { forms: { clientIntake: { id: string; fields: Record<string, { label: Record<string, string> }> } } }).forms.clientIntake;
}
