import type { LocalizedText } from '../../../engine/generated/config-types';
import { formFieldTypes } from '../../../engine/forms/field-types';
import { LOOSE_SECTION_ID, type BuilderField, type BuilderForm, type BuilderMeta, type BuilderSection } from './builder-form';
import { copyKey, copyLabel, freeKey, renameReferences } from './field-keys';

/** What the properties panel shows: a field, a section, the form's own settings, or nothing. */
export type BuilderSelection = { kind: 'field'; key: string } | { kind: 'section'; id: string } | { kind: 'form' } | null;

/** Everything the builder screen holds: the form, its undo and redo steps, the selection and the form as last saved. */
export interface BuilderState {
  form: BuilderForm;
  past: BuilderForm[];
  future: BuilderForm[];
  selection: BuilderSelection;
  saved: BuilderForm;
  /** The coalescing key of the last edit: edits with the same key (typing in one box) make one undo step. */
  lastEdit?: string;
}

/** What a person does in the builder. */
export type BuilderAction =
  | { type: 'addField'; fieldType: string; sectionId?: string; index?: number }
  | { type: 'addSection'; title: LocalizedText; index?: number }
  | { type: 'moveField'; key: string; sectionId: string; index: number }
  | { type: 'moveSection'; id: string; index: number }
  | { type: 'select'; selection: BuilderSelection }
  | { type: 'updateField'; field: BuilderField; coalesce?: string }
  | { type: 'renameField'; key: string; to: string }
  | { type: 'updateSection'; id: string; changes: Partial<Pick<BuilderSection, 'title' | 'description'>>; coalesce?: string }
  | { type: 'updateMeta'; meta: BuilderMeta; coalesce?: string }
  | { type: 'duplicateField'; key: string }
  | { type: 'deleteField'; key: string }
  | { type: 'deleteSection'; id: string }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'saved'; form?: BuilderForm };

const HISTORY_LIMIT = 100;

/** A builder starting from a form, nothing selected, nothing to undo, nothing unsaved. */
export function initialBuilderState(form: BuilderForm): BuilderState {
  return { form, past: [], future: [], selection: null, saved: form };
}

/** Whether the form differs from the one last saved (an undo back to it counts as saved). */
export const isDirty = (state: BuilderState): boolean => state.form !== state.saved;

const explicitCount = (form: BuilderForm): number => form.sections.filter((section) => !section.isLoose).length;
const clamp = (value: number, max: number): number => Math.max(0, Math.min(value, max));

function insertField(form: BuilderForm, key: string, sectionId: string, index: number | undefined): BuilderSection[] {
  return form.sections.map((section) => {
    const without = section.fields.filter((field) => field !== key);
    if (section.id !== sectionId) return without.length === section.fields.length ? section : { ...section, fields: without };
    const at = clamp(index ?? without.length, without.length);
    return { ...section, fields: [...without.slice(0, at), key, ...without.slice(at)] };
  });
}

function sectionOf(form: BuilderForm, key: string): BuilderSection | undefined {
  return form.sections.find((section) => section.fields.includes(key));
}

// Sections other than the loose group are added before it and moved among themselves.
function placeSection(form: BuilderForm, section: BuilderSection, index: number | undefined): BuilderSection[] {
  const others = form.sections.filter((candidate) => candidate.id !== section.id);
  const explicit = others.filter((candidate) => !candidate.isLoose);
  const loose = others.filter((candidate) => candidate.isLoose);
  const at = clamp(index ?? explicit.length, explicit.length);
  return [...explicit.slice(0, at), section, ...explicit.slice(at), ...loose];
}

type Edit = { form: BuilderForm; selection?: BuilderSelection; coalesce?: string };

function edit(state: BuilderState, action: BuilderAction): Edit | undefined {
  const { form } = state;
  switch (action.type) {
    case 'addField': {
      const definition = formFieldTypes[action.fieldType];
      if (!definition) return undefined;
      const key = freeKey(form, action.fieldType);
      const field: BuilderField = { key, field: { type: definition.type, label: { ...definition.name }, ...structuredClone(definition.defaults.field) }, schema: structuredClone(definition.defaults.schema), isRequired: false };
      const sectionId = action.sectionId && form.sections.some((section) => section.id === action.sectionId) ? action.sectionId : (form.sections.at(-2)?.id ?? LOOSE_SECTION_ID);
      const next = { ...form, fields: { ...form.fields, [key]: field } };
      return { form: { ...next, sections: insertField(next, key, sectionId, action.index) }, selection: { kind: 'field', key } };
    }
    case 'addSection': {
      const ids = new Set(form.sections.map((section) => section.id));
      let number = explicitCount(form) + 1;
      while (ids.has(`section-${number}`)) number += 1;
      const section: BuilderSection = { id: `section-${number}`, title: action.title, fields: [] };
      return { form: { ...form, sections: placeSection(form, section, action.index) }, selection: { kind: 'section', id: section.id } };
    }
    case 'moveField':
      if (!form.fields[action.key] || !form.sections.some((section) => section.id === action.sectionId)) return undefined;
      return { form: { ...form, sections: insertField(form, action.key, action.sectionId, action.index) } };
    case 'moveSection': {
      const section = form.sections.find((candidate) => candidate.id === action.id);
      if (!section || section.isLoose) return undefined;
      return { form: { ...form, sections: placeSection(form, section, action.index) } };
    }
    case 'updateField': {
      if (!form.fields[action.field.key]) return undefined;
      return { form: { ...form, fields: { ...form.fields, [action.field.key]: action.field } }, ...(action.coalesce ? { coalesce: action.coalesce } : {}) };
    }
    case 'renameField': {
      const built = form.fields[action.key];
      if (!built || action.to === action.key || action.to in form.fields || !/^[a-z][a-zA-Z0-9]*$/.test(action.to)) return undefined;
      return { form: renameReferences(form, action.key, action.to), selection: { kind: 'field', key: action.to } };
    }
    case 'updateSection':
      return {
        form: { ...form, sections: form.sections.map((section) => (section.id === action.id ? { ...section, ...action.changes } : section)) },
        ...(action.coalesce ? { coalesce: action.coalesce } : {}),
      };
    case 'updateMeta':
      return { form: { ...form, meta: action.meta }, ...(action.coalesce ? { coalesce: action.coalesce } : {}) };
    case 'duplicateField': {
      const built = form.fields[action.key];
      const section = sectionOf(form, action.key);
      if (!built || !section) return undefined;
      const key = copyKey(form, action.key);
      const copy: BuilderField = { ...structuredClone(built), key, field: { ...structuredClone(built.field), label: copyLabel(built.field.label) } };
      const next = { ...form, fields: { ...form.fields, [key]: copy } };
      return { form: { ...next, sections: insertField(next, key, section.id, section.fields.indexOf(action.key) + 1) }, selection: { kind: 'field', key } };
    }
    case 'deleteField': {
      if (!form.fields[action.key]) return undefined;
      const { [action.key]: _deleted, ...fields } = form.fields;
      const sections = form.sections.map((section) => (section.fields.includes(action.key) ? { ...section, fields: section.fields.filter((key) => key !== action.key) } : section));
      const wasSelected = state.selection?.kind === 'field' && state.selection.key === action.key;
      return { form: { ...form, fields, sections }, ...(wasSelected ? { selection: null } : {}) };
    }
    case 'deleteSection': {
      const section = form.sections.find((candidate) => candidate.id === action.id);
      if (!section || section.isLoose) return undefined;
      // Its fields are kept, in the group of fields in no section.
      const sections = form.sections.filter((candidate) => candidate.id !== action.id).map((candidate) => (candidate.isLoose ? { ...candidate, fields: [...candidate.fields, ...section.fields] } : candidate));
      const wasSelected = state.selection?.kind === 'section' && state.selection.id === action.id;
      return { form: { ...form, sections }, ...(wasSelected ? { selection: null } : {}) };
    }
    default:
      return undefined;
  }
}

// After an undo or a redo, a selection of what no longer exists is dropped.
function keptSelection(form: BuilderForm, selection: BuilderSelection): BuilderSelection {
  if (selection?.kind === 'field') return form.fields[selection.key] ? selection : null;
  if (selection?.kind === 'section') return form.sections.some((section) => section.id === selection.id) ? selection : null;
  return selection;
}

/** The builder's reducer: every edit is one undo step (typing in one box is one), a new field is selected. */
export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  if (action.type === 'select') return { ...state, selection: keptSelection(state.form, action.selection), lastEdit: undefined };
  if (action.type === 'undo' || action.type === 'redo') {
    const from = action.type === 'undo' ? state.past : state.future;
    const target = from.at(-1);
    if (!target) return state;
    const rest = from.slice(0, -1);
    const [past, future] = action.type === 'undo' ? [rest, [...state.future, state.form]] : [[...state.past, state.form], rest];
    return { ...state, form: target, past, future, selection: keptSelection(target, state.selection), lastEdit: undefined };
  }
  if (action.type === 'saved') {
    const form = action.form ?? state.form;
    return { ...state, form, saved: form, lastEdit: undefined, ...(action.form ? { past: [], future: [] } : {}) };
  }
  const result = edit(state, action);
  if (!result) return state;
  const isSameEdit = result.coalesce !== undefined && result.coalesce === state.lastEdit && state.past.length > 0;
  const past = isSameEdit ? state.past : [...state.past, state.form].slice(-HISTORY_LIMIT);
  return {
    ...state,
    form: result.form,
    past,
    future: [],
    selection: result.selection === undefined ? state.selection : result.selection,
    lastEdit: result.coalesce,
  };
}
