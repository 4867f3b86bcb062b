import { describe, expect, it } from 'vitest';
import { checkFormDefinition } from '../../../engine/forms/check-form-definition';
import { emptyBuilderForm, fieldOrder, toDefinition } from './builder-form';
import { builderReducer, initialBuilderState, isDirty, type BuilderAction, type BuilderState } from './builder-reducer';
import { withOptions } from './field-edits';

const start = () => initialBuilderState(emptyBuilderForm('intake', { he: 'קליטה', en: 'Intake' }));
const run = (state: BuilderState, ...actions: BuilderAction[]) => actions.reduce(builderReducer, state);
const SECTION_TITLE = { he: 'פרטים', en: 'Details' };

describe('the form builder model', () => {
  it('adds a field from the palette with its type’s defaults, selected, and marks the form unsaved', () => {
    const state = run(start(), { type: 'addField', fieldType: 'select' });
    expect(state.form.fields.select1?.field.options).toHaveLength(2);
    expect(state.form.fields.select1?.schema.enum).toEqual(['option1', 'option2']);
    expect(state.selection).toEqual({ kind: 'field', key: 'select1' });
    expect(isDirty(state)).toBe(true);
    expect(checkFormDefinition(toDefinition(state.form), ['he', 'en'])).toEqual([]);
  });

  it('adds sections before the fields in no section and moves fields and sections', () => {
    let state = run(start(), { type: 'addField', fieldType: 'text' }, { type: 'addSection', title: SECTION_TITLE }, { type: 'addSection', title: SECTION_TITLE });
    expect(state.form.sections.map((section) => section.id)).toEqual(['section-1', 'section-2', 'loose']);
    state = run(state, { type: 'addField', fieldType: 'email', sectionId: 'section-1' }, { type: 'moveField', key: 'text1', sectionId: 'section-1', index: 0 });
    expect(state.form.sections[0]?.fields).toEqual(['text1', 'email1']);
    state = run(state, { type: 'moveSection', id: 'section-2', index: 0 }, { type: 'moveSection', id: 'loose', index: 0 });
    expect(state.form.sections.map((section) => section.id)).toEqual(['section-2', 'section-1', 'loose']);
    expect(toDefinition(state.form).sections?.map((section) => section.id)).toEqual(['section-2', 'section-1']);
    expect(toDefinition(state.form).uiSchema).toEqual({ 'ui:order': ['text1', 'email1'] });
  });

  it('duplicates a field after itself with a copy suffix on its key and label, and selects the copy', () => {
    let state = run(start(), { type: 'addField', fieldType: 'phone' }, { type: 'renameField', key: 'phone1', to: 'phone' });
    state = run(state, { type: 'duplicateField', key: 'phone' }, { type: 'duplicateField', key: 'phone' });
    expect(fieldOrder(state.form)).toEqual(['phone', 'phoneCopy2', 'phoneCopy']);
    expect(state.form.fields.phoneCopy?.field.label).toEqual({ he: 'טלפון (עותק)', en: 'Phone (copy)', es: 'Teléfono (copia)' });
    expect(state.selection).toEqual({ kind: 'field', key: 'phoneCopy2' });
  });

  it('clears the selection when the selected field is deleted, not when another is', () => {
    let state = run(start(), { type: 'addField', fieldType: 'text' }, { type: 'addField', fieldType: 'text' });
    state = run(state, { type: 'deleteField', key: 'text1' });
    expect(state.selection).toEqual({ kind: 'field', key: 'text2' });
    state = run(state, { type: 'deleteField', key: 'text2' });
    expect(state.selection).toBeNull();
    expect(state.form.fields).toEqual({});
  });

  it('renames a field everywhere it is named, and a deleted field’s condition is what the check refuses', () => {
    let state = run(start(), { type: 'addField', fieldType: 'checkbox' }, { type: 'addField', fieldType: 'text' });
    const text = state.form.fields.text1!;
    state = run(state, { type: 'updateField', field: { ...text, field: { ...text.field, visibleWhen: { field: 'checkbox1', operator: 'equals', value: true } } } });
    state = run(state, { type: 'renameField', key: 'checkbox1', to: 'agree' });
    expect(state.form.fields.text1?.field.visibleWhen?.field).toBe('agree');
    state = run(state, { type: 'deleteField', key: 'agree' });
    expect(checkFormDefinition(toDefinition(state.form), ['he', 'en']).map((issue) => issue.path)).toEqual(['/fields/text1/visibleWhen/field']);
  });

  it('undoes and redoes, typing in one box being one step; saving clears the unsaved mark, and undoing to it too', () => {
    let state = run(start(), { type: 'addField', fieldType: 'text' }, { type: 'saved' });
    expect(isDirty(state)).toBe(false);
    const field = state.form.fields.text1!;
    state = run(
      state,
      { type: 'updateField', field: { ...field, field: { ...field.field, label: { he: 'ש', en: 'N' } } }, coalesce: 'label' },
      { type: 'updateField', field: { ...field, field: { ...field.field, label: { he: 'שם', en: 'Name' } } }, coalesce: 'label' },
    );
    expect(isDirty(state)).toBe(true);
    expect(state.past).toHaveLength(2);
    state = run(state, { type: 'undo' });
    expect(state.form.fields.text1?.field.label.en).toBe('Text');
    expect(isDirty(state)).toBe(false);
    state = run(state, { type: 'redo' });
    expect(state.form.fields.text1?.field.label.en).toBe('Name');
    state = run(state, { type: 'undo' }, { type: 'undo' });
    expect(state.form.fields).toEqual({});
    expect(state.selection).toBeNull();
  });

  it('keeps a multiselect’s items.enum with its options', () => {
    const state = run(start(), { type: 'addField', fieldType: 'multiselect' });
    const changed = withOptions(state.form.fields.multiselect1!, [{ value: 'a', label: { he: 'א', en: 'A' } }]);
    expect(changed.schema.items).toEqual({ type: 'string', enum: ['a'] });
    expect(changed.field.options).toEqual([{ value: 'a', label: { he: 'א', en: 'A' } }]);
  });
});
