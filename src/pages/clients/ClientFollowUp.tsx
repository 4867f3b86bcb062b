import { Alert, Button, Card, DatePicker, Flex, Form, Input, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../app/actions/ActionError';
import { CONFIRM_DATE_ON_ENTER } from '../../app/actions/confirm-date-on-enter';
import { DateTime } from '../../app/actions/DateTime';
import { useNow } from '../../app/actions/use-now';
import { useServerAction } from '../../app/actions/use-server-action';
import { api } from '../../app/session';
import { useTimeZone } from '../../app/time/use-time-zone';
import { pickedInZone, todayInZone } from '../../app/time/zoned-time';
import type { Client } from '../../api/client-answers';
import { clientApiPath } from './use-client';

/** The Follow-up tab: the next follow-up, setting one, and completing it (spec 2 §4: completing sets the last contact). */
export function ClientFollowUp({ client, onChange }: { client: Client; onChange(): void }) {
  const { t } = useTranslation('clients');
  const [setForm] = Form.useForm<{ followUpDate: Dayjs; notes?: string }>();
  const [completeForm] = Form.useForm<{ notes?: string }>();
  const action = useServerAction();
  const next = client.nextFollowUpDate;
  const now = useNow();
  // The date and time picked are on the user's clock (their zone, else the office's), not this browser's.
  const timeZone = useTimeZone();
  const isOverdue = next ? new Date(next).getTime() < now : false;

  const set = async (values: { followUpDate: Dayjs; notes?: string }) => {
    const body = { followUpDate: pickedInZone(values.followUpDate, timeZone).toISOString(), ...(values.notes?.trim() ? { notes: values.notes.trim() } : {}) };
    if ((await action.run(() => api.post(clientApiPath(client.id, 'follow-up'), body), { form: setForm, fields: { followUpDate: 'followUpDate', notes: 'notes' } })) === undefined) return;
    setForm.resetFields();
    onChange();
  };
  const complete = async (values: { notes?: string }) => {
    const body = values.notes?.trim() ? { notes: values.notes.trim() } : {};
    if ((await action.run(() => api.post(clientApiPath(client.id, 'complete-follow-up'), body), { form: completeForm, fields: { notes: 'notes' } })) === undefined) return;
    completeForm.resetFields();
    onChange();
  };

  return (
    <Flex vertical gap={16}>
      <ActionError error={action.error} onClose={action.reset} />
      <Card size="small" title={t('followUps.next')}>
        {next ? (
          <Flex vertical gap={8}>
            <Typography.Text strong type={isOverdue ? 'danger' : undefined}>
              <DateTime value={next} /> {isOverdue ? `· ${t('followUps.overdue')}` : null}
            </Typography.Text>
            {client.followUpNotes ? <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{client.followUpNotes}</Typography.Paragraph> : null}
            <Form form={completeForm} layout="vertical" onFinish={(values) => void complete(values)} disabled={action.isPending}>
              <Form.Item name="notes" label={t('followUps.completeNotes')} rules={[{ max: 1000 }]}>
                <Input.TextArea rows={2} maxLength={1000} />
              </Form.Item>
              <Button htmlType="submit" type="primary" loading={action.isPending}>
                {t('followUps.complete')}
              </Button>
            </Form>
          </Flex>
        ) : (
          <Alert type="info" showIcon title={t('followUps.none')} />
        )}
      </Card>
      <Card size="small" title={t('followUps.set')}>
        <Form form={setForm} layout="vertical" onFinish={(values) => void set(values)} disabled={action.isPending} data-testid="follow-up-form">
          <Form.Item name="followUpDate" label={t('followUps.date')} rules={[{ required: true, message: t('followUps.dateRequired') }, { validator: (_, value?: Dayjs) => (!value || pickedInZone(value, timeZone).getTime() > Date.now() - 60_000 ? Promise.resolve() : Promise.reject(new Error(t('followUps.dateRequired')))) }]}>
            <DatePicker {...CONFIRM_DATE_ON_ENTER} showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" disabledDate={(day) => day.isBefore(todayInZone(timeZone))} />
          </Form.Item>
          <Form.Item name="notes" label={t('followUps.notes')} rules={[{ max: 1000 }]}>
            <Input.TextArea rows={2} maxLength={1000} />
          </Form.Item>
          <Button htmlType="submit" loading={action.isPending}>
            {t('followUps.set')}
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
