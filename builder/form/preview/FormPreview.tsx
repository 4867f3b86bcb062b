import { Alert, ConfigProvider, Segmented, Space } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RJSFValidationError } from '@rjsf/utils';
import { localizeErrors } from '../../../engine/forms/form-messages';
import type { FormValues } from '../../../engine/forms/form-schema';
import { buildFormSpec } from '../../../engine/forms/form-spec';
import type { FormDefinition } from '../../../engine/generated/config-types';
import { isLanguage, isRtl, type Language } from '../../../engine/i18n/languages';
import { OfficeForm } from '../../../engine/react/OfficeForm';
import { PreviewBoundary } from './PreviewBoundary';

type Direction = 'rtl' | 'ltr';

// The form's own direction setting wins; `auto` follows the language.
const directionOf = (definition: FormDefinition, language: Language): Direction => {
  const fixed = definition.settings?.direction;
  return fixed === 'rtl' || fixed === 'ltr' ? fixed : isRtl(language) ? 'rtl' : 'ltr';
};

function PreviewForm({ definition, language, direction }: { definition: FormDefinition; language: Language; direction: Direction }) {
  const { t } = useTranslation('formBuilder');
  const [data, setData] = useState<FormValues>({});
  const [isValid, setIsValid] = useState(false);
  const spec = useMemo(() => buildFormSpec(definition, language, data), [definition, language, data]);
  const transformErrors = useCallback((errors: RJSFValidationError[]) => localizeErrors(definition, errors, language, data), [definition, language, data]);
  return (
    <ConfigProvider direction={direction}>
      <div dir={direction} lang={language} data-testid="form-preview-body" data-direction={direction}>
        {isValid && <Alert type="success" showIcon title={t('preview.valid')} data-testid="preview-valid" style={{ marginBottom: 12 }} />}
        <OfficeForm
          schema={spec.schema}
          uiSchema={spec.uiSchema}
          data={data}
          onChange={(next) => {
            setData(next);
            setIsValid(false);
          }}
          transformErrors={transformErrors}
          onSubmit={() => setIsValid(true)}
          // A cancel text set in the form's settings shows its button; here it empties the form.
          {...(definition.settings?.cancelLabel
            ? {
                onCancel: () => {
                  setData({});
                  setIsValid(false);
                },
              }
            : {})}
        />
      </div>
    </ConfigProvider>
  );
}

/**
 * The form as the app draws it (the same renderer and messages), in any language the office offers and either
 * direction; its errors show as a person filling it meets them, on sending.
 */
export function FormPreview({ definition, languages }: { definition: FormDefinition; languages: readonly Language[] }) {
  const { t, i18n } = useTranslation('formBuilder');
  const [language, setLanguage] = useState<Language>(() => (isLanguage(i18n.language) && languages.includes(i18n.language) ? i18n.language : (languages[0] ?? 'he')));
  const [chosenDirection, setChosenDirection] = useState<Direction | undefined>();
  const direction = chosenDirection ?? directionOf(definition, language);
  return (
    <section data-testid="form-preview" aria-label={t('preview.title')}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented
          aria-label={t('preview.language')}
          data-testid="preview-language"
          value={language}
          options={languages.map((value) => ({ value, label: t(`languages.${value}`) }))}
          onChange={(value) => {
            setLanguage(value as Language);
            setChosenDirection(undefined);
          }}
        />
        <Segmented
          aria-label={t('preview.direction')}
          data-testid="preview-direction"
          value={direction}
          options={[
            { value: 'rtl', label: t('preview.rtl') },
            { value: 'ltr', label: t('preview.ltr') },
          ]}
          onChange={(value) => setChosenDirection(value as Direction)}
        />
      </Space>
      <PreviewBoundary key={JSON.stringify(definition)} fallback={null}>
        <PreviewForm key={language} definition={definition} language={language} direction={direction} />
      </PreviewBoundary>
    </section>
  );
}
