import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { DEFAULT_DOCUMENT_TYPES, officeDocumentTypes } from './document-types';

describe('the document types an office files under (document-types.ts)', () => {
  it('are the product’s general types, named in every language, when the office declares none', () => {
    expect(officeDocumentTypes({}).map((type) => type.id)).toEqual(['policy', 'contract', 'report', 'compliance', 'financial', 'legal', 'general', 'other']);
    expect(officeDocumentTypes({ documents: { templates: [] } })).toBe(DEFAULT_DOCUMENT_TYPES);
    for (const type of DEFAULT_DOCUMENT_TYPES) for (const language of LANGUAGES) expect(type.label[language], `${type.id} in ${language}`).toMatch(/\S/);
  });

  it('are the office’s own, in its order, when it declares them', () => {
    const types = [
      { id: 'pleading', label: { he: 'כתב טענות', en: 'Pleading' } },
      { id: 'other', label: { he: 'אחר', en: 'Other' } },
    ];
    expect(officeDocumentTypes({ documents: { types } })).toBe(types);
  });
});
