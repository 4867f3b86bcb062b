import type { RJSFValidationError } from '@rjsf/utils';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormDefinition } from '../generated/config-types';
import { localizeErrors } from '../forms/form-messages';
import type { FormValues } from '../forms/form-schema';
import { buildFormSpec, type FormSpec } from '../forms/form-spec';
import { isLanguage, type Language } from '../i18n/languages';

/** An office form ready for OfficeForm in the reader's language: its schemas for the data, and its own error messages. */
export interface LocalizedFormSpec extends FormSpec {
  language: Language;
  transformErrors(errors: RJSFValidationError[]): RJSFValidationError[];
}

/** The RJSF schemas of an office type's form for the data as it stands (hidden fields left out), in the reader's language. */
export function useFormSpec(form: FormDefinition, data: FormValues): LocalizedFormSpec {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'he';
  const spec = useMemo(() => buildFormSpec(form, language, data), [data, form, language]);
  const transformErrors = useCallback((errors: RJSFValidationError[]) => localizeErrors(form, errors, language, data), [data, form, language]);
  return { ...spec, language, transformErrors };
}
