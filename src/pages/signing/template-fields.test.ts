import { describe, expect, it } from 'vitest';
import type { PdfTemplateField } from '../../../engine/pdf-forms/pdf-field-types';
import { boxesFromTemplate, SIGNING_KIND_OF } from './template-fields';

const field = (overrides: Partial<PdfTemplateField>): PdfTemplateField => ({
  id: 'f1',
  name: 'field',
  type: 'text',
  label: '',
  required: false,
  placeholder: '',
  page: 1,
  x: 0.1,
  y: 0.2,
  width: 0.3,
  height: 0.04,
  options: [],
  validation: {},
  ...overrides,
});

const counter = () => {
  let made = 0;
  return () => `new-${(made += 1)}`;
};

describe('a PDF template’s fields as the send dialog’s boxes', () => {
  it('keeps each field where it stood: both are fractions of the page from its top left', () => {
    const { fields, skipped } = boxesFromTemplate([field({ type: 'signature', name: 'client_sign', label: 'חתימת הלקוח', page: 2, x: 0.55, y: 0.8, width: 0.3, height: 0.07 })], 'p1', { pageCount: 2, newId: counter() });
    expect(skipped).toBe(0);
    expect(fields).toEqual([{ id: 'new-1', participantKey: 'p1', kind: 'signature', page: 2, x: 0.55, y: 0.8, width: 0.3, height: 0.07, required: true, label: 'חתימת הלקוח' }]);
  });

  it('maps each type to its signing kind, initials among them; a dropdown has none and is left out', () => {
    const types = ['signature', 'initial', 'date', 'text', 'checkbox', 'dropdown'] as const;
    const { fields, skipped } = boxesFromTemplate(types.map((type, index) => field({ id: type, name: type, type, y: index * 0.1 })), 'p2', { newId: counter() });
    expect(fields.map((box) => box.kind)).toEqual(['signature', 'initials', 'date', 'text', 'checkbox']);
    expect(fields.every((box) => box.participantKey === 'p2')).toBe(true);
    expect(skipped).toBe(1);
    expect(SIGNING_KIND_OF.dropdown).toBeUndefined();
  });

  it('makes signatures and initials required whatever the template said; other kinds keep its choice', () => {
    const { fields } = boxesFromTemplate([field({ type: 'signature' }), field({ type: 'initial' }), field({ type: 'text', required: false }), field({ type: 'date', required: true })], 'p1', { newId: counter() });
    expect(fields.map((box) => box.required)).toEqual([true, true, false, true]);
  });

  it('labels a box with the field’s label, else its name, cut to the signing API’s 100 characters', () => {
    const { fields } = boxesFromTemplate([field({ name: 'id_number' }), field({ label: 'א'.repeat(120) })], 'p1', { newId: counter() });
    expect(fields[0]!.label).toBe('id_number');
    expect(fields[1]!.label).toHaveLength(100);
  });

  it('leaves out fields on pages the document does not have, and keeps a box that strays off its page on it', () => {
    const { fields, skipped } = boxesFromTemplate([field({ page: 3 }), field({ page: 0 }), field({ x: 0.9, y: 0.99, width: 0.3, height: 0.04 })], 'p1', { pageCount: 2, newId: counter() });
    expect(skipped).toBe(2);
    expect(fields).toHaveLength(1);
    expect(fields[0]).toMatchObject({ x: 0.7, y: 0.96, width: 0.3, height: 0.04 });
  });

  it('gives every box an id of its own', () => {
    const { fields } = boxesFromTemplate([field({}), field({}), field({})], 'p1', { newId: counter() });
    expect(new Set(fields.map((box) => box.id)).size).toBe(3);
  });
});
