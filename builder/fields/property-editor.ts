import type { Language } from '../../engine/i18n/languages';
import type { BuilderField } from '../form/model/builder-form';

/** What every property editor of a field gets: the field, the office's languages, and how to change the field. */
export interface PropertyEditorProps {
  field: BuilderField;
  languages: readonly Language[];
  /** `coalesce` names the box typed in, so typing in it makes one undo step. */
  onChange(field: BuilderField, coalesce?: string): void;
}
