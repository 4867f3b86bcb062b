import { describe, expect, it } from 'vitest';
import dental from '../../../tests/fixtures/office-types/dental.json';
import { widgetDefinitions } from '../../../widgets/widget-definitions';
import type { OfficeType } from '../../generated/config-types';
import { loadOfficeType } from '../load-office-type';

const OPTIONS = '/forms/documentUpload/fields/documentType/options';

// The dental clinic of tests/fixtures (an office type the repository does not ship), changed by each test.
function office(change: (office: OfficeType) => void): OfficeType {
  const copy = structuredClone(dental) as unknown as OfficeType;
  change(copy);
  return copy;
}

// The problems of the declared types and of the upload form's document type (the other checks have tests of their own).
function errorsOf(input: OfficeType): { path: string; message: string }[] {
  const result = loadOfficeType(input, { widgets: widgetDefinitions });
  const errors = result.ok ? [] : result.errors.map(({ path, message }) => ({ path, message }));
  return errors.filter(({ path }) => path.startsWith('/documents/types') || path.includes('/documentUpload/fields/documentType/options/') || path.includes('/properties/documentType/enum/'));
}

describe("the loader's check of the office's document types (check-document-types.ts)", () => {
  it('loads types that are the upload form’s, and an office that declares none whatever its form offers', () => {
    expect(errorsOf(office(() => undefined))).toEqual([]);
    expect(errorsOf(office((copy) => delete copy.documents!.types))).toEqual([]);
  });

  it('refuses a type id declared twice, at the second', () => {
    const errors = errorsOf(office((copy) => copy.documents!.types!.push({ id: 'consent', label: { he: 'הסכמה', en: 'Consent' } })));
    expect(errors).toEqual([{ path: '/documents/types/10/id', message: 'duplicate document type id "consent"' }]);
  });

  it('refuses an upload form that offers a type not declared, and a declared type the form does not offer, each at its own path', () => {
    const errors = errorsOf(office((copy) => {
      copy.documents!.types![0]!.id = 'bite-wing';
    }));
    expect(errors).toEqual([
      { path: `${OPTIONS}/0/value`, message: 'the upload form offers document type "bitewing", which is not one of documents.types (bite-wing, periapical, panoramic, cbct, intraoral-photo, treatment-plan, consent, referral, lab-prescription, other)' },
      { path: '/documents/types/0/id', message: expect.stringMatching(/^document type "bite-wing" is not offered by the upload form's documentType \(bitewing, periapical, .*\): a document could never be uploaded as it$/) },
    ]);
  });

  it('reads the form’s schema enum where its field lists no options', () => {
    const errors = errorsOf(office((copy) => {
      delete copy.forms.documentUpload.fields.documentType!.options;
      copy.documents!.types = copy.documents!.types!.filter((type) => type.id !== 'cbct');
    }));
    expect(errors).toEqual([{ path: '/forms/documentUpload/schema/properties/documentType/enum/3', message: expect.stringMatching(/offers document type "cbct", which is not one of documents\.types/) }]);
  });
});
