import { pdfFieldType, type PdfFieldType, type PdfTemplateField } from '../../engine/pdf-forms/pdf-field-types';

/** A template being edited: its name and fields, the selected field, and whether anything changed since it was saved. */
export interface EditorState {
  name: string;
  fields: PdfTemplateField[];
  selected?: string;
  isDirty: boolean;
}

/** A page's drawn size in pixels: moves by pixels become fractions of it. */
export interface PagePixels {
  width: number;
  height: number;
}

/** The pixels a duplicate is offset by (spec 2 §4), right and down. */
export const DUPLICATE_OFFSET = 20;

/** What changes a template in the editor. */
export type EditorAction =
  | { type: 'rename'; name: string }
  | { type: 'add'; fieldType: PdfFieldType; page: number; point: { x: number; y: number }; size: PagePixels; label: string }
  | { type: 'change'; id: string; patch: Partial<PdfTemplateField> }
  | { type: 'remove'; id: string }
  | { type: 'duplicate'; id: string; size: PagePixels; copySuffix: string }
  /** dx and dy in the units of `size`: the editor gives the page's size in points, so a step is a point of the PDF. */
  | { type: 'nudge'; id: string; dx: number; dy: number; size: PagePixels }
  | { type: 'select'; id?: string }
  | { type: 'saved'; name: string; fields: PdfTemplateField[] };

let made = 0;
const newId = () => `f-${Date.now().toString(36)}-${(made += 1)}`;
const round = (value: number) => Math.round(value * 10_000) / 10_000;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** A box kept on its page: never past an edge, at least 1 % of it. */
export function keptOnPage<T extends Pick<PdfTemplateField, 'x' | 'y' | 'width' | 'height'>>(field: T): T {
  const width = clamp(field.width, 0.01, 1);
  const height = clamp(field.height, 0.01, 1);
  return { ...field, width: round(width), height: round(height), x: round(clamp(field.x, 0, 1 - width)), y: round(clamp(field.y, 0, 1 - height)) };
}

// The first name free among the fields: base, then base_2, base_3…
function freeName(fields: readonly PdfTemplateField[], base: string): string {
  const taken = new Set(fields.map((field) => field.name.toLowerCase()));
  if (!taken.has(base.toLowerCase())) return base;
  let index = 2;
  while (taken.has(`${base}_${index}`.toLowerCase())) index += 1;
  return `${base}_${index}`;
}

// `selected` given (undefined included) replaces the selection; left out, it stays.
const changed = (state: EditorState, fields: PdfTemplateField[], ...selected: [string | undefined] | []): EditorState => ({ ...state, fields, selected: selected.length > 0 ? selected[0] : state.selected, isDirty: true });

/** The editor's state after an action (spec 2 §4): a new field is selected, deleting the selected one clears the selection, a duplicate gets a copy suffix and is offset by 20 px, any edit marks unsaved changes, saving clears the mark. */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'rename':
      return { ...state, name: action.name, isDirty: true };
    case 'add': {
      const { size } = pdfFieldType(action.fieldType);
      const field = keptOnPage({
        id: newId(),
        name: freeName(state.fields, action.fieldType),
        type: action.fieldType,
        label: action.label,
        required: false,
        placeholder: '',
        page: action.page,
        x: action.point.x / action.size.width - size.width / 2,
        y: action.point.y / action.size.height - size.height / 2,
        ...size,
        options: [],
        validation: {},
      });
      return changed(state, [...state.fields, field], field.id);
    }
    case 'change':
      return changed(
        state,
        state.fields.map((field) => (field.id === action.id ? { ...field, ...action.patch } : field)),
      );
    case 'remove':
      return changed(
        state,
        state.fields.filter((field) => field.id !== action.id),
        state.selected === action.id ? undefined : state.selected,
      );
    case 'duplicate': {
      const source = state.fields.find((field) => field.id === action.id);
      if (!source) return state;
      const copy = keptOnPage({
        ...source,
        id: newId(),
        name: freeName(state.fields, `${source.name}_copy`),
        label: source.label ? `${source.label} ${action.copySuffix}` : source.label,
        x: source.x + DUPLICATE_OFFSET / action.size.width,
        y: source.y + DUPLICATE_OFFSET / action.size.height,
      });
      return changed(state, [...state.fields, copy], copy.id);
    }
    case 'nudge':
      return changed(
        state,
        state.fields.map((field) => (field.id === action.id ? keptOnPage({ ...field, x: field.x + action.dx / action.size.width, y: field.y + action.dy / action.size.height }) : field)),
      );
    case 'select':
      return { ...state, selected: action.id };
    case 'saved':
      return { ...state, name: action.name, fields: action.fields, isDirty: false };
  }
}
