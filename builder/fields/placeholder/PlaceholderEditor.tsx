import { useTranslation } from 'react-i18next';
import { withText } from '../../form/model/field-edits';
import { LocalizedInput } from '../../form/LocalizedInput';
import type { PropertyEditorProps } from '../property-editor';

/** The text shown in the empty field, in every language. */
export function PlaceholderEditor({ field, languages, onChange }: PropertyEditorProps) {
  const { t } = useTranslation('formBuilder');
  return (
    <LocalizedInput
      label={t('properties.field.placeholder')}
      value={field.field.placeholder}
      languages={languages}
      testId="field-placeholder"
      onChange={(text) => onChange(withText(field, 'placeholder', text), `${field.key}:placeholder`)}
    />
  );
}
