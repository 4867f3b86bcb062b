import { Alert, Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../engine/i18n/languages';
import { errorText } from './error-text';
import { SLUG_PATTERN } from './office-slug';
import { useOfficeTypes } from './use-register-data';
import { Quiet } from './Quiet';

/** The new office's name, type (the installed office types, named in the language) and address. */
export function OfficeFields() {
  const { t, i18n } = useTranslation('auth');
  const { t: common } = useTranslation('common');
  const types = useOfficeTypes(true);
  return (
    <>
      <Form.Item name="officeName" label={t('fields.officeName')} rules={[{ required: true, whitespace: true, message: t('validation.officeNameRequired') }]}>
        <Input autoComplete="organization" maxLength={200} />
      </Form.Item>
      {types.error ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={t('register.officeTypesFailed')}
          description={errorText(types.error, i18n.language)}
          action={<Button onClick={() => void types.mutate()}>{common('retry')}</Button>}
          style={{ marginBlockEnd: 16 }}
        />
      ) : null}
      <Form.Item name="officeType" label={t('fields.officeType')} rules={[{ required: true, message: t('validation.officeTypeRequired') }]}>
        <Select
          loading={types.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          options={(types.data ?? []).map((type) => ({ value: type.id, label: pickText(type.name, i18n.language), title: pickText(type.description, i18n.language) }))}
          data-testid="office-type"
        />
      </Form.Item>
      <Form.Item
        name="slug"
        label={t('fields.slug')}
        extra={<Quiet>{t('register.slugHelp')}</Quiet>}
        rules={[
          { required: true, message: t('validation.slugRequired') },
          { pattern: SLUG_PATTERN, message: t('validation.slugPattern') },
        ]}
      >
        <Input dir="ltr" maxLength={63} autoComplete="off" spellCheck={false} />
      </Form.Item>
    </>
  );
}
