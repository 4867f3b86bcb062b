import { describe, expect, it } from 'vitest';
import { draftFromWorkflow, emptyDraft, errorPath, inputFromDraft, moveParticipant, newParticipant, stepOfError, type FieldDraft } from './signing-draft';
import { draftWorkflow } from './signing-fixtures';

describe('the send dialog’s draft', () => {
  it('starts with one signer and the default settings', () => {
    const draft = emptyDraft('Lease', 'he');
    expect(draft.participants).toEqual([{ key: 'p1', role: 'signer', order: 1, userId: null, name: '', email: '', phone: '', language: 'he' }]);
    expect(draft.settings).toMatchObject({ requireOrder: true, publicAccess: false, linkDays: 14 });
    expect(newParticipant(draft.participants, 'en')).toMatchObject({ key: 'p2', order: 2, language: 'en' });
  });

  it('writes the API’s input: trimmed, nulls for empty optionals, boxes only for listed participants', () => {
    const draft = emptyDraft(' Lease ', 'he');
    draft.participants[0] = { ...draft.participants[0]!, name: ' Dana ', email: ' dana@example.com ', phone: ' ' };
    const box = (participantKey: string): FieldDraft => ({ id: participantKey, participantKey, kind: 'signature', page: 1, x: 0.1, y: 0.2, width: 0.3, height: 0.07, required: true, label: '' });
    const input = inputFromDraft('doc-1', draft, [box('p1'), box('gone')], true);
    expect(input).toEqual({
      documentId: 'doc-1',
      name: 'Lease',
      message: '',
      settings: draft.settings,
      participants: [{ key: 'p1', role: 'signer', order: 1, userId: null, name: 'Dana', email: 'dana@example.com', phone: null, language: 'he' }],
      fields: [{ participantKey: 'p1', kind: 'signature', page: 1, x: 0.1, y: 0.2, width: 0.3, height: 0.07, required: true, label: '' }],
      send: true,
    });
    expect(inputFromDraft('doc-1', { ...draft, name: ' ' }, [], false)).not.toHaveProperty('name');
  });

  it('reads a saved draft back, and writes the same input again', () => {
    const workflow = draftWorkflow();
    const { draft, fields } = draftFromWorkflow(workflow);
    expect(draft.participants.map((participant) => participant.order)).toEqual([1, 2]);
    expect(fields[0]?.participantKey).toBe(workflow.participants[0]?.id);
    const input = inputFromDraft(workflow.documentId, draft, fields, false);
    expect(input.participants).toHaveLength(2);
    expect(input.fields).toHaveLength(workflow.fields.length);
    expect(input.settings).toEqual(workflow.settings);
  });

  it('moves a participant and numbers the order again', () => {
    const list = [newParticipant([], 'he')];
    list.push(newParticipant(list, 'he'), newParticipant([...list, newParticipant(list, 'he')], 'he'));
    const moved = moveParticipant(list, 2, 0);
    expect(moved.map((participant) => [participant.key, participant.order])).toEqual([
      [list[2]!.key, 1],
      [list[0]!.key, 2],
      [list[1]!.key, 3],
    ]);
  });

  it('reads the server’s field paths as the form’s, and the step they are on', () => {
    expect(errorPath('participants/1/email')).toEqual(['participants', 1, 'email']);
    expect(errorPath('/settings/linkDays')).toEqual(['settings', 'linkDays']);
    expect(errorPath('body.name')).toEqual(['name']);
    expect(stepOfError(['participants', 1, 'email'])).toBe(0);
    expect(stepOfError(['fields', 0, 'x'])).toBe(1);
    expect(stepOfError(['settings', 'linkDays'])).toBe(2);
  });
});
