import { DownloadOutlined } from '@ant-design/icons';
import { Button, Descriptions, Drawer, Popconfirm, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ActionError } from '../../app/actions/ActionError';
import { useServerAction } from '../../app/actions/use-server-action';
import { useFormatTime } from '../../app/time/use-format-time';
import { useTimeZone } from '../../app/time/use-time-zone';
import { STATUSES, useCalendarWrites, type Appointment, type AppointmentStatus } from './calendar-api';
import { clockText, wallClock } from './calendar-dates';

interface AppointmentDetailsProps {
  entry: Appointment;
  module: string;
  /** The office's client list path (/patients), for the client's link. */
  clientPath: string;
  title: string;
  canChange: boolean;
  onClose(): void;
  onChanged(entry: Appointment): void;
}

/** An entry's details in a drawer: its client (a link), professional and time, its status to change, and its cancellation. */
export function AppointmentDetails({ entry, module, clientPath, title, canChange, onClose, onChanged }: AppointmentDetailsProps) {
  const { t } = useTranslation('calendar');
  const writes = useCalendarWrites();
  const formatTime = useFormatTime();
  const timeZone = useTimeZone();
  const action = useServerAction();
  const isFinal = entry.status === 'cancelled';

  const setStatus = async (status: AppointmentStatus) => {
    const answer = await action.run(() => (status === 'cancelled' ? writes.cancel(module, entry.id, entry.version) : writes.setStatus(module, entry.id, status, entry.version)), { success: t('details.statusChanged') });
    if (answer) onChanged(answer.data);
  };

  return (
    <Drawer open onClose={onClose} title={<bdi>{title}</bdi>} size={420} closable={{ 'aria-label': t('details.close') } as never} data-testid="appointment-details">
      <ActionError error={action.error} onClose={action.reset} />
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('details.client')}>
          {entry.clientId ? (
            <Link to={`${clientPath}/${entry.clientId}`} data-testid="appointment-client">
              <bdi>{entry.clientName ?? entry.clientId}</bdi>
            </Link>
          ) : (
            <Typography.Text type="secondary">{t('details.noClient')}</Typography.Text>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('details.professional')}>
          <bdi>{entry.professionalName ?? entry.professionalId}</bdi>
        </Descriptions.Item>
        <Descriptions.Item label={t('details.when')}>
          <span data-testid="appointment-when">
            {formatTime(entry.startsAt, 'dateTime')} – <span dir="ltr">{clockText(wallClock(entry.endsAt, timeZone).minutes)}</span>
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('details.status')}>
          {isFinal || !canChange ? (
            <span data-testid="appointment-status">{t(`status.${entry.status}`)}</span>
          ) : (
            <Select
              value={entry.status}
              onChange={(status: AppointmentStatus) => void setStatus(status)}
              options={STATUSES.filter((status) => status !== 'cancelled').map((status) => ({ value: status, label: t(`status.${status}`) }))}
              loading={action.isPending}
              style={{ minWidth: 160 }}
              aria-label={t('details.status')}
              data-testid="appointment-status"
            />
          )}
        </Descriptions.Item>
      </Descriptions>
      {isFinal ? <Typography.Paragraph type="secondary" style={{ marginBlockStart: 12 }}>{t('details.cancelledFinal')}</Typography.Paragraph> : null}
      <Space wrap style={{ marginBlockStart: 16 }}>
        {/* The entry as an iCalendar file, for another calendar (the server answers it under the same access rules). */}
        <Button icon={<DownloadOutlined />} href={`/api/calendar/${encodeURIComponent(module)}/${encodeURIComponent(entry.id)}/ics`} download data-testid="appointment-ics">
          {t('details.exportIcs')}
        </Button>
        {canChange && !isFinal ? (
          <Popconfirm title={t('details.cancelConfirm')} okText={t('details.cancelYes')} cancelText={t('details.cancelNo')} onConfirm={() => void setStatus('cancelled')}>
            <Button danger loading={action.isPending} data-testid="appointment-cancel">
              {t('details.cancel')}
            </Button>
          </Popconfirm>
        ) : null}
      </Space>
    </Drawer>
  );
}
