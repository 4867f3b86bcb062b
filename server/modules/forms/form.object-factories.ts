import type { ConformanceObject, ConformanceOwner } from '../../testing/conformance-objects';
import type { TestApp } from '../../testing/test-app';

/** A small form every office can store: one text field, in Hebrew and English (Spanish too, which no office refuses). */
export function isolationForm(formId: string) {
  const text = (he: string, en: string, es: string) => ({ he, en, es });
  return {
    id: formId,
    title: text('טופס מבודד', 'Isolated form', 'Formulario aislado'),
    schema: { type: 'object', required: ['note'], properties: { note: { type: 'string', maxLength: 200 } } },
    fields: { note: { type: 'text', label: text('הערה', 'Note', 'Nota') } },
  };
}

/**
 * The stored forms' object factory for the tenant-isolation suite: `form`, a form the owner's admin stored through
 * the API; intact while the form (with what its office uses it as) and its versions read as they did.
 */
export const formObjectFactories = {
  form: {
    async create(t: TestApp, owner: ConformanceOwner): Promise<ConformanceObject> {
      const agent = await t.signIn(owner.member);
      const created = await agent.request({ method: 'POST', url: '/api/forms', payload: { definition: isolationForm(`isolated-${Date.now().toString(36)}`) }, csrf: true });
      if (created.statusCode !== 201) throw new Error(`The form factory could not store a form: ${created.statusCode} ${created.body}`);
      const id = (created.json().data as { id: string }).id;
      const read = async () => {
        const [form, versions] = await Promise.all([agent.request({ method: 'GET', url: `/api/forms/${id}` }), agent.request({ method: 'GET', url: `/api/forms/${id}/versions` })]);
        return JSON.stringify([form.statusCode, form.json().data, versions.json().data]);
      };
      const snapshot = await read();
      return {
        id,
        async check() {
          return (await read()) === snapshot ? { isIntact: true } : { isIntact: false, why: 'the form or its versions changed' };
        },
      };
    },
  },
};
