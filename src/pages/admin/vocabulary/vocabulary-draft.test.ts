import { describe, expect, it } from 'vitest';
import { sandboxConfiguration } from '../../../dashboard/sandbox-office';
import { termProblem, STANDARD_TERMS } from './term-rules';
import { configWithDraft, draftFrom, draftProblems, termSlots, withVocabulary } from './vocabulary-draft';

const legal = sandboxConfiguration('legal');

describe('the vocabulary draft', () => {
  it('lists the required words first, then the rest, then the office type’s own words', () => {
    const keys = termSlots(legal.terminology, 'he').map((slot) => slot.key);
    expect(keys.slice(0, 8)).toEqual(['client', 'clients', 'professional', 'professionals', 'document', 'documents', 'appointment', 'appointments']);
    expect(keys.slice(8, STANDARD_TERMS.length)).toContain('cancelled');
    expect(keys).toContain('matter');
  });

  it('checks words with the schema’s rule: a required word cannot be blank, none may be too long', () => {
    expect(termProblem('client', '  ')).toBe('required');
    expect(termProblem('schedule', '')).toBeUndefined();
    expect(termProblem('view', 'x'.repeat(61))).toBe('tooLong');
    const draft = draftFrom(legal.terminology, ['he', 'en']);
    expect(draftProblems({ ...draft, en: { ...draft.en, clients: '' } })).toEqual({ en: { clients: 'required' } });
  });

  it('keeps in the overrides only the words that differ from the office type, custom terms nested', () => {
    const draft = draftFrom(legal.terminology, ['he', 'en']);
    const edited = { ...draft, he: { ...draft.he, client: 'לקוחה', matter: 'תיקייה', schedule: '' } };
    const overrides = withVocabulary({ name: { he: 'x', en: 'x' } }, edited, legal.terminology, legal.terminology);
    expect(overrides).toEqual({ name: { he: 'x', en: 'x' }, terminology: { he: { client: 'לקוחה', customTerms: { matter: 'תיקייה' } } } });
  });

  it('drops a language, and the whole terminology, once every word is the office type’s again', () => {
    const draft = draftFrom(legal.terminology, ['he', 'en']);
    expect(withVocabulary({ terminology: { he: { client: 'לקוחה' } } }, draft, legal.terminology, legal.terminology)).toEqual({});
  });

  it('previews the draft’s words, and the office type’s word for a cleared one', () => {
    const draft = draftFrom(legal.terminology, ['he']);
    const preview = configWithDraft(legal, { he: { ...draft.he, clients: 'מרשים', documents: '' } }, legal.terminology);
    expect(preview.terminology.he.clients).toBe('מרשים');
    expect(preview.terminology.he.documents).toBe(legal.terminology.he.documents);
    expect(preview.terminology.en).toEqual(legal.terminology.en);
  });
});
