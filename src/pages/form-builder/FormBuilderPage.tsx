import { Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { isLanguage, type Language } from '../../../engine/i18n/languages';
import { useOffice } from '../../app/office/office-context';
import { FORMS_API, type FormSummary } from './forms-api';
import { FormEditor } from './FormEditor';
import { FormList } from './FormList';
import { intakeCopyDefinition } from './new-form';

/** The query parameter naming the form being built: a stored form's id, `new`, or `intake` (new, from the office's intake). */
export const FORM_PARAM = 'form';
const NEW = 'new';
const FROM_INTAKE = 'intake';

/**
 * The form builder's page at /form-builder (issue 25, feature form-builder): the office's stored forms, and the
 * builder of a new or stored one (?form=new, ?form=<id>), in every language the office offers.
 */
export function FormBuilderPage() {
  const { t } = useTranslation('formBuilder');
  const [params, setParams] = useSearchParams();
  const config = useOffice().runtime?.config;
  const languages = useMemo<Language[]>(() => (config?.localization.languages ?? ['he', 'en']).filter(isLanguage), [config]);
  const list = useSWR<{ data: FormSummary[] }>(FORMS_API.list);
  const takenIds = useMemo(() => (list.data?.data ?? []).map((form) => form.formId), [list.data]);
  const chosen = params.get(FORM_PARAM);
  const intake = config?.forms.clientIntake;
  const fromIntake = useMemo(() => (chosen === FROM_INTAKE && intake ? intakeCopyDefinition(intake, takenIds) : undefined), [chosen, intake, takenIds]);
  const open = (id: string | undefined, replace = false) => setParams(id ? { [FORM_PARAM]: id } : {}, { replace });
  return (
    <section aria-labelledby="form-builder-title" data-testid="form-builder-page">
      <Typography.Title level={1} id="form-builder-title" style={{ fontSize: 28, marginBlock: '0 8px' }}>
        {t('title')}
      </Typography.Title>
      {chosen ? (
        <FormEditor
          formId={chosen === NEW || chosen === FROM_INTAKE ? undefined : chosen}
          start={fromIntake}
          languages={languages}
          takenIds={takenIds}
          onBack={() => {
            void list.mutate();
            open(undefined);
          }}
          onCreated={(id) => open(id, true)}
        />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
          <FormList onOpen={(id) => open(id)} onNew={() => open(NEW)} onNewFromIntake={() => open(FROM_INTAKE)} />
        </>
      )}
    </section>
  );
}
