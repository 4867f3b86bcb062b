import { describe, expect, it } from 'vitest';
import { bodyOf, draftOf, emptyDraft, factsFor, moveBlock, withFact } from './template-draft';
import { templateView } from './template-fixtures';

describe('a template being written', () => {
  it('is sent with its written texts only, so that the server names each missing one at its field', () => {
    const draft = { ...emptyDraft('contract'), name: { he: 'מכתב', en: ' ' }, title: { he: 'כותרת {client.fullName}' }, description: { he: '', en: '' } };
    expect(bodyOf(draft)).toEqual({ documentType: 'contract', name: { he: 'מכתב' }, outputs: ['pdf'], title: { he: 'כותרת {client.fullName}' }, blocks: [{ kind: 'paragraph', text: {} }] });
    expect(bodyOf({ ...draft, module: 'matters', outputs: ['pdf', 'docx'] })).toMatchObject({ module: 'matters', outputs: ['pdf', 'docx'] });
  });

  it('starts from a saved template as it was, and goes back to the same body', () => {
    const view = templateView();
    const { id: _id, source: _source, forRecord: _forRecord, placeholders: _placeholders, module: _module, ...body } = view;
    expect(bodyOf(draftOf(view))).toEqual(body);
  });

  it('offers a record’s facts only to a template for a module’s records', () => {
    expect(factsFor(false)).not.toContain('record.title');
    expect(factsFor(false)).toContain('client.fullName');
    expect(factsFor(true)).toEqual(expect.arrayContaining(['record.title', 'record.number', 'record.stage', 'today']));
  });

  it('puts a fact in where the caret is, and moves blocks within the list', () => {
    expect(withFact('Dear ,', 'client.fullName', 5)).toBe('Dear {client.fullName},');
    expect(withFact('Hello', 'today')).toBe('Hello{today}');
    expect(moveBlock(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveBlock(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveBlock(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });
});
