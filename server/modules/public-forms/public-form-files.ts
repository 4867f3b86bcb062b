import { fileFieldKeys } from '../../../engine/forms/field-types';
import type { FormDefinition } from '../../../engine/generated/config-types';
import { fieldError } from '../../plugins/errors';
import { publicFormError, publicFormText } from './public-forms.messages';

/**
 * Refuses a form that asks for a file (400 PUBLIC_FORM_NO_FILES, each file field named under `prefix`): checked when
 * the form is published and again on each submission, since a published form can be changed after.
 */
export function refuseFileFields(form: FormDefinition, prefix: 'fields' | 'answers'): void {
  const keys = fileFieldKeys(form);
  if (keys.length === 0) return;
  throw publicFormError(
    400,
    'PUBLIC_FORM_NO_FILES',
    keys.map((key) => fieldError(`${prefix}.${key}`, publicFormText('PUBLIC_FORM_FILE_FIELD'))),
  );
}
