import { describe, expect, it } from 'vitest';
import dental from '../../../tests/fixtures/office-types/dental.json';
import { widgetDefinitions } from '../../../widgets/widget-definitions';
import type { EmailTemplate, OfficeType } from '../../generated/config-types';
import { loadOfficeType } from '../load-office-type';

// The dental clinic of tests/fixtures, an office type the repository does not ship, changed by each test.
function office(change: (office: OfficeType) => void): OfficeType {
  const copy = structuredClone(dental) as unknown as OfficeType;
  change(copy);
  return copy;
}

// The problems of e-mail templates and the actions naming them (the other checks have tests of their own).
function errorsOf(input: OfficeType): { path: string; message: string }[] {
  const result = loadOfficeType(input, { widgets: widgetDefinitions });
  const errors = result.ok ? [] : result.errors.map(({ path, message }) => ({ path, message }));
  return errors.filter(({ path }) => path.startsWith('/emailTemplates/') || /\/actions\/\d+\/template$/.test(path));
}

const recall: EmailTemplate = {
  id: 'recall_due',
  subject: { he: 'הגיע מועד הביקורת: {title}', en: 'Your check-up is due: {title}' },
  body: { he: 'שלום,\n\nהגיע הזמן לביקורת.\n\n{office}', en: 'Hello,\n\nIt is time for your check-up.\n\n{office}' },
};
const APPROVED_MAIL = '/workflows/client/stages/2/actions/2';

describe("the loader's checks of e-mail templates (check-email-templates.ts)", () => {
  it('refuses a send_email whose template is neither the office’s nor the product’s, at the action’s path', () => {
    const errors = errorsOf(office((copy) => Object.assign(copy.workflows.client.stages[2]!.actions![2]!, { template: 'recall_due' })));
    expect(errors).toEqual([{ path: `${APPROVED_MAIL}/template`, message: expect.stringMatching(/unknown e-mail template "recall_due": not one of the office's emailTemplates \(treatment_plan_approved, treatment_completed\) nor of the product's \(welcome_email, stage_update\)/) }]);
    const onTrigger = errorsOf(office((copy) => Object.assign(copy.workflows.client.triggers![0]!.actions[0]!, { template: 'hello_there' })));
    expect(onTrigger).toEqual([expect.objectContaining({ path: '/workflows/client/triggers/0/actions/0/template' })]);
  });

  it('accepts a template the office declares, and one of the product’s', () => {
    expect(errorsOf(office((copy) => {
      copy.emailTemplates?.push(recall);
      Object.assign(copy.workflows.client.stages[2]!.actions![2]!, { template: 'recall_due' });
      Object.assign(copy.workflows.client.stages[4]!.actions![2]!, { template: 'stage_update' });
    }))).toEqual([]);
  });

  it('refuses a duplicate id, a fact a mail does not have, a subject of two lines, and a language the office offers missing', () => {
    const errors = errorsOf(office((copy) => {
      copy.emailTemplates?.push(recall, { ...recall, subject: { he: 'שלום {patient}', en: 'Hello\nthere' } });
      copy.emailTemplates?.push({ ...recall, id: 'no_english', body: { he: 'שלום' } as EmailTemplate['body'] });
    }));
    expect(errors).toEqual(expect.arrayContaining([
      expect.objectContaining({ path: '/emailTemplates/3/id', message: 'duplicate e-mail template id "recall_due"' }),
      expect.objectContaining({ path: '/emailTemplates/3/subject/he', message: expect.stringMatching(/"\{patient\}" is not a fact of a mail; a template may put in \{office\}, \{title\}, \{stage\}/) }),
      expect.objectContaining({ path: '/emailTemplates/3/subject/en', message: 'a subject is one line' }),
      expect.objectContaining({ path: '/emailTemplates/4/body' }),
    ]));
  });

  it('refuses a word the office’s vocabulary does not have, at the text’s path', () => {
    const errors = errorsOf(office((copy) => copy.emailTemplates?.push({ ...recall, subject: { he: '{{gizmos}}', en: '{{gizmos}}' } })));
    expect(errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: '/emailTemplates/2/subject/he' })]));
  });
});
