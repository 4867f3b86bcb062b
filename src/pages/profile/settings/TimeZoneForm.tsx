import { Form, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../app/chrome/ErrorState';
import { api } from '../../../app/session';
import { ActionError } from '../../../app/actions/ActionError';
import { sameNames } from '../../../app/actions/field-errors';
import { useServerAction } from '../../../app/actions/use-server-action';
import { TimeZoneSelect } from '../personal/TimeZoneSelect';
import { PROFILE_PATH, useProfile, type Profile } from '../personal/use-profile';

/** The profile's time zone, saved as soon as it is chosen (PUT /api/users/profile with the time zone only). */
export function TimeZoneForm() {
  const { t } = useTranslation('profile');
  const { data, error, isLoading, mutate } = useProfile();
  const [form] = Form.useForm<{ timezone: string | null }>();
  const action = useServerAction();
  const profile = data?.data;

  if (error && !profile) return <ErrorState error={error} onRetry={() => void mutate()} />;
  if (isLoading || !profile) return <Skeleton active paragraph={{ rows: 1 }} />;

  const onChange = async ({ timezone }: { timezone?: string | null }) => {
    const answer = await action.run(() => api.put<{ data: Profile }>(PROFILE_PATH, { timezone: timezone ?? null }), { form, fields: sameNames('timezone') });
    if (answer) await mutate({ data: answer.data }, { revalidate: false });
    else form.setFieldsValue({ timezone: profile.timezone });
  };

  return (
    <Form form={form} layout="vertical" initialValues={{ timezone: profile.timezone }} onValuesChange={(changed) => void onChange(changed)} disabled={action.isPending}>
      <ActionError error={action.error} onClose={action.reset} />
      <Form.Item name="timezone" label={t('personal.fields.timezone')} extra={t('personal.timezoneHelp')}>
        <TimeZoneSelect />
      </Form.Item>
    </Form>
  );
}
