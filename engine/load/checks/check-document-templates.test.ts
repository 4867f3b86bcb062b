import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import dental from '../../../tests/fixtures/office-types/dental.json';
import psychotherapy from '../../../tests/fixtures/office-types/psychotherapy.json';
import { widgetDefinitions } from '../../../widgets/widget-definitions';
import type { DocumentTemplate, OfficeType } from '../../generated/config-types';
import { loadOfficeType } from '../load-office-type';

const SHIPPED = resolve(import.meta.dirname, '../../../office-types');
const PLAN_CONSENT = '/documents/templates/0';

// The dental clinic of tests/fixtures (an office type the repository does not ship), changed by each test.
function office(change: (office: OfficeType, templates: DocumentTemplate[]) => void, fixture: unknown = dental): OfficeType {
  const copy = structuredClone(fixture) as OfficeType;
  change(copy, copy.documents!.templates!);
  return copy;
}

function errorsOf(input: OfficeType): { path: string; message: string }[] {
  const result = loadOfficeType(input, { widgets: widgetDefinitions });
  return result.ok ? [] : result.errors.map(({ path, message }) => ({ path, message }));
}

const templateErrors = (input: OfficeType) => errorsOf(input).filter(({ path }) => path.startsWith('/documents/templates/'));

const letter = (id: string): DocumentTemplate => ({
  id,
  documentType: 'referral',
  name: { he: 'מכתב הפניה', en: 'Referral letter' },
  title: { he: 'הפניה – {client.fullName}', en: 'Referral – {client.fullName}' },
  blocks: [{ kind: 'paragraph', text: { he: 'לכבוד {client.fullName}', en: 'Dear {client.fullName}' } }],
});

describe("the loader's checks of document templates (check-document-templates.ts)", () => {
  it.each(readdirSync(SHIPPED).filter((file) => file.endsWith('.json')))('loads the shipped %s, which declares its types and at least two templates', (file) => {
    const shipped = JSON.parse(readFileSync(resolve(SHIPPED, file), 'utf8')) as OfficeType;
    expect(errorsOf(shipped)).toEqual([]);
    expect(shipped.documents?.types?.length).toBeGreaterThan(1);
    expect(shipped.documents?.templates?.length).toBeGreaterThanOrEqual(2);
  });

  it('loads the unshipped dental clinic and psychotherapy practice, a template for a module’s records among them', () => {
    expect(errorsOf(office(() => undefined))).toEqual([]);
    expect(errorsOf(office(() => undefined, psychotherapy))).toEqual([]);
  });

  it('refuses a template id used twice, at the second', () => {
    expect(templateErrors(office((_, templates) => templates.push(letter('referral-letter'), letter('referral-letter'))))).toEqual([{ path: '/documents/templates/2/id', message: 'duplicate document template id "referral-letter"' }]);
  });

  it('refuses a document type the office does not file under, and takes the product’s general types when it declares none', () => {
    expect(templateErrors(office((_, templates) => (templates[0]!.documentType = 'invoice')))).toEqual([
      { path: `${PLAN_CONSENT}/documentType`, message: expect.stringMatching(/^unknown document type "invoice": not one of the office's document types \(bitewing, periapical, .*, other\)$/) },
    ]);
    const undeclared = office((copy, templates) => {
      delete copy.documents!.types;
      templates.push({ ...letter('engagement'), documentType: 'contract' });
    });
    expect(templateErrors(undeclared)).toEqual([
      { path: `${PLAN_CONSENT}/documentType`, message: 'unknown document type "treatment-plan": not one of the product\'s general document types (the office declares none) (policy, contract, report, compliance, financial, legal, general, other)' },
    ]);
  });

  it('refuses a module the office does not have, and one that holds no records, naming those that do', () => {
    expect(templateErrors(office((_, templates) => (templates[0]!.module = 'invoices')))).toEqual([{ path: `${PLAN_CONSENT}/module`, message: 'unknown module "invoices": the office\'s modules with records are treatment-plans' }]);
    expect(templateErrors(office((_, templates) => (templates[0]!.module = 'imaging')))).toEqual([
      { path: `${PLAN_CONSENT}/module`, message: 'module "imaging" is of kind "area", which has no records; a template is for the records of treatment-plans' },
    ]);
  });

  it('refuses a fact no template has, at the text, and a record’s fact in a template for clients, once', () => {
    const errors = templateErrors(office((_, templates) => {
      templates.push({ ...letter('recall'), title: { he: 'תזכורת {client.password}', en: 'Recall {record.number}' }, blocks: [{ kind: 'paragraph', text: { he: '{record.number} {record.title}', en: '{record.number}' } }] });
    }));
    expect(errors).toEqual([
      { path: '/documents/templates/1/title/he', message: expect.stringMatching(/^"\{client\.password\}" is not a fact a template may put in: \{client\.fullName\}, .*, \{today\}$/) },
      { path: '/documents/templates/1/blocks/0/text/he', message: '"{record.number}" is a record\'s fact: name the template\'s "module" to produce it for that module\'s records' },
      { path: '/documents/templates/1/blocks/0/text/he', message: '"{record.title}" is a record\'s fact: name the template\'s "module" to produce it for that module\'s records' },
    ]);
  });

  it('refuses a text without a language the office offers, and a word its vocabulary lacks (the languages and terms checks)', () => {
    const errors = templateErrors(office((_, templates) => {
      templates.push({ ...letter('no-english'), blocks: [{ kind: 'heading', text: { he: 'הפניה' } as DocumentTemplate['title'] }, { kind: 'paragraph', text: { he: '{{gizmos}}', en: '{{gizmos}}' } }] });
    }));
    expect(errors).toEqual(expect.arrayContaining([
      { path: '/documents/templates/1/blocks/0/text', message: 'missing the "en" text, which the office offers' },
      expect.objectContaining({ path: '/documents/templates/1/blocks/1/text/he', message: expect.stringMatching(/"\{\{gizmos\}\}" names no term/) }),
    ]));
    const noSpanish = templateErrors(office((copy) => delete (copy.documents!.templates![0]!.name as Partial<Record<'es', string>>).es, psychotherapy));
    expect(noSpanish).toEqual([{ path: '/documents/templates/0/name', message: 'missing the "es" text, which the office offers' }]);
  });
});
