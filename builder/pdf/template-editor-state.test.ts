import { describe, expect, it } from 'vitest';
import { DUPLICATE_OFFSET, editorReducer, type EditorState } from './template-editor-state';

const PAGE = { width: 600, height: 800 };
const start: EditorState = { name: 'Form', fields: [], isDirty: false };
const added = editorReducer(start, { type: 'add', fieldType: 'text', page: 1, point: { x: 300, y: 400 }, size: PAGE, label: 'Name' });
const first = added.fields[0]!;

describe('the PDF template editor’s state', () => {
  it('places a new field centred where the page was clicked, named by its type, selected, and marks unsaved changes', () => {
    expect(added.isDirty).toBe(true);
    expect(added.selected).toBe(first.id);
    expect(first).toMatchObject({ name: 'text', type: 'text', page: 1, label: 'Name', x: 0.35, y: 0.48, width: 0.3, height: 0.04 });
    const second = editorReducer(added, { type: 'add', fieldType: 'text', page: 1, point: { x: 0, y: 0 }, size: PAGE, label: '' });
    expect(second.fields[1]).toMatchObject({ name: 'text_2', x: 0, y: 0 });
  });

  it('duplicates with a copy suffix, offset by 20 pixels, and selects the copy', () => {
    const copied = editorReducer(added, { type: 'duplicate', id: first.id, size: PAGE, copySuffix: '(copy)' });
    const copy = copied.fields[1]!;
    expect(copy).toMatchObject({ name: 'text_copy', label: 'Name (copy)', page: 1 });
    expect(copy.x).toBeCloseTo(first.x + DUPLICATE_OFFSET / PAGE.width, 3);
    expect(copy.y).toBeCloseTo(first.y + DUPLICATE_OFFSET / PAGE.height, 3);
    expect(copied.selected).toBe(copy.id);
  });

  it('nudges within the page, clears the selection when the selected field is deleted, and saving clears the mark', () => {
    const nudged = editorReducer(added, { type: 'nudge', id: first.id, dx: -10_000, dy: 6, size: PAGE });
    expect(nudged.fields[0]).toMatchObject({ x: 0, y: 0.4875 });
    const removed = editorReducer(nudged, { type: 'remove', id: first.id });
    expect(removed.fields).toEqual([]);
    expect(removed.selected).toBeUndefined();
    expect(removed.isDirty).toBe(true);
    expect(editorReducer(removed, { type: 'saved', name: 'Form', fields: [] }).isDirty).toBe(false);
  });
});
