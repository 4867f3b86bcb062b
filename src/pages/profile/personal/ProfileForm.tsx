import { Button, Col, Form, Input, Row, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { useOfferedLanguages } from '../../../app/chrome/LanguageMenu';
import { api } from '../../../app/session';
import { changeLanguage } from '../../../i18n/i18n';
import { ActionError } from '../../../app/actions/ActionError';
import { sameNames } from '../../../app/actions/field-errors';
import { useServerAction } from '../../../app/actions/use-server-action';
import { PREFERENCES_PATH } from '../../../app/preferences/save-preference';
import { useDefaultTimeZone } from '../../../app/time/use-time-zone';
import { TimeZoneDefault } from './TimeZoneDefault';
import { TimeZoneSelect } from './TimeZoneSelect';
import type { Profile, ProfileChanged } from './use-profile';
import { LTR_INPUT } from '../../../app/actions/ltr-input';

type ProfileValues = Pick<Profile, 'firstName' | 'lastName' | 'email' | 'phone' | 'company' | 'position' | 'timezone' | 'language' | 'bio' | 'linkedIn' | 'website'>;

const EDITABLE = ['firstName', 'lastName', 'phone', 'company', 'position', 'timezone', 'language', 'bio', 'linkedIn', 'website'] as const;
const FIELDS = sameNames(...EDITABLE, 'email');

/** The personal details form: PUT /api/users/profile with every editable field; the e-mail address is shown, never sent. */
export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const { t, i18n } = useTranslation('profile');
  const [form] = Form.useForm<ProfileValues>();
  const action = useServerAction();
  const languages = useOfferedLanguages();
  const { mutate } = useSWRConfig();
  // With no zone chosen the field shows the one the app uses (as /settings does), without saving it as a choice.
  const fallback = useDefaultTimeZone();

  useEffect(() => form.setFieldsValue(profile), [form, profile]);

  const onFinish = async (values: ProfileValues) => {
    const body = Object.fromEntries(EDITABLE.map((name) => [name, values[name] ?? null]));
    await action.run(() => api.put<ProfileChanged>('/users/profile', body), {
      form,
      fields: FIELDS,
      after: async (answer) => {
        onSaved(answer.data);
        if (answer.data.language !== i18n.language) {
          await changeLanguage(answer.data.language);
          // The language is also a preference: let its readers see the new one.
          void mutate((key) => Array.isArray(key) && key[0] === PREFERENCES_PATH);
        }
      },
    });
  };

  const text = (name: keyof ProfileValues, max: number, props: Partial<typeof LTR_INPUT> & { type?: string; inputMode?: 'url'; autoComplete?: string } = {}) => (
    <Form.Item name={name} label={t(`personal.fields.${name}`)} rules={[{ max, message: t('personal.tooLong', { max }) }]}>
      <Input maxLength={max} {...props} />
    </Form.Item>
  );

  return (
    <Form form={form} layout="vertical" initialValues={profile} onFinish={onFinish}>
      <ActionError error={action.error} onClose={action.reset} />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="firstName" label={t('personal.fields.firstName')} rules={[{ required: true, whitespace: true, message: t('personal.nameRequired') }, { max: 100 }]}>
            <Input maxLength={100} autoComplete="given-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="lastName" label={t('personal.fields.lastName')} rules={[{ required: true, whitespace: true, message: t('personal.nameRequired') }, { max: 100 }]}>
            <Input maxLength={100} autoComplete="family-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label={t('personal.fields.email')} extra={t('personal.emailCannotChange')}>
            <Input readOnly {...LTR_INPUT} aria-readonly="true" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>{text('phone', 32, { ...LTR_INPUT, type: 'tel', autoComplete: 'tel' })}</Col>
        <Col xs={24} md={12}>{text('company', 200, { autoComplete: 'organization' })}</Col>
        <Col xs={24} md={12}>{text('position', 200, { autoComplete: 'organization-title' })}</Col>
        <Col xs={24} md={12}>
          <Form.Item name="timezone" label={t('personal.fields.timezone')} extra={<TimeZoneDefault fallback={fallback} />}>
            <TimeZoneSelect placeholder={<bdi dir="ltr">{fallback.timeZone}</bdi>} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="language" label={t('personal.fields.language')}>
            <Select options={languages.map((language) => ({ value: language, label: <span lang={language}>{t(`common:languages.${language}`)}</span> }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>{text('linkedIn', 500, { ...LTR_INPUT, inputMode: 'url' })}</Col>
        <Col xs={24} md={12}>{text('website', 500, { ...LTR_INPUT, inputMode: 'url', autoComplete: 'url' })}</Col>
        <Col xs={24}>
          <Form.Item name="bio" label={t('personal.fields.bio')} rules={[{ max: 2000 }]}>
            <Input.TextArea maxLength={2000} showCount autoSize={{ minRows: 3, maxRows: 8 }} />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={action.isPending}>
        {t('personal.save')}
      </Button>
    </Form>
  );
}
