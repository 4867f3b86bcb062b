import { Form, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../app/chrome/ErrorState';
import { api } from '../../../app/session';
import { ActionError } from '../../../app/actions/ActionError';
import { sameNames } from '../../../app/actions/field-errors';
import { useServerAction } from '../../../app/actions/use-server-action';
import { useDefaultTimeZone } from '../../../app/time/use-time-zone';
import { TimeZoneDefault } from '../personal/TimeZoneDefault';
import { TimeZoneSelect } from '../personal/TimeZoneSelect';
import { PROFILE_PATH, useProfile, type ProfileChanged } from '../personal/use-profile';

/**
 * The profile's time zone, saved as soon as it is chosen (PUT /api/users/profile with the time zone only). Until the
 * user chooses one it shows the zone the app uses for them: the office's (or this browser's); clearing goes back to it.
 */
export function TimeZoneForm() {
  const { t } = useTranslation('profile');
  const { data, error, isLoading, mutate } = useProfile();
  const fallback = useDefaultTimeZone();
  const [form] = Form.useForm<{ timezone: string | null }>();
  const action = useServerAction();
  const profile = data?.data;

  if (error && !profile) return <ErrorState error={error} onRetry={() => void mutate()} />;
  if (isLoading || !profile) return <Skeleton active paragraph={{ rows: 1 }} />;

  const shown = (timezone: string | null) => timezone ?? fallback.timeZone;
  const onChange = async ({ timezone }: { timezone?: string | null }) => {
    const answer = await action.run(() => api.put<ProfileChanged>(PROFILE_PATH, { timezone: timezone ?? null }), { form, fields: sameNames('timezone') });
    if (answer) await mutate({ success: true, data: answer.data }, { revalidate: false });
    form.setFieldsValue({ timezone: shown(answer ? answer.data.timezone : profile.timezone) });
  };

  return (
    <Form form={form} layout="vertical" initialValues={{ timezone: shown(profile.timezone) }} onValuesChange={(changed) => void onChange(changed)} disabled={action.isPending}>
      <ActionError error={action.error} onClose={action.reset} />
      <Form.Item
        name="timezone"
        label={t('personal.fields.timezone')}
        extra={
          <>
            {t('personal.timezoneHelp')}
            {'. '}
            <TimeZoneDefault fallback={fallback} />
          </>
        }
      >
        <TimeZoneSelect />
      </Form.Item>
    </Form>
  );
}
