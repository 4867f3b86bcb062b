import type Core from '@rjsf/core';
import { DatePicker, Flex, Form, InputNumber, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../engine/i18n/languages';
import { ApiError } from '../../api/api-error';
import { ActionError } from '../../app/actions/ActionError';
import { useServerAction } from '../../app/actions/use-server-action';
import { pickedInZone } from '../../app/time/zoned-time';
import { ClientSelect } from '../opportunities/ClientSelect';
import { useCalendarWrites, type Appointment } from './calendar-api';
import { clockText, type Day } from './calendar-dates';
import { BookingFormFields } from './BookingFormFields';
import { hasDurationField, isAboutData, lengthOf, withSlot } from './booking-values';
import { ProfessionalSelect } from './ProfessionalSelect';
import type { CalendarModule } from './use-calendar-module';
import { defaultLengthOf } from './working-hours';

interface BookingValues {
  clientId?: string;
  professionalId?: string;
  start?: Dayjs;
  length?: number;
}

interface BookingDialogProps {
  calendar: CalendarModule;
  /** The slot pressed: its day and minutes since midnight, in the calendar's time zone. */
  slot: { day: Day; minutes: number };
  timeZone: string;
  /** The professional chosen first: the calendar's member, else the user. */
  professionalId?: string;
  onClose(): void;
  onBooked(entry: Appointment): void;
}

/**
 * Booking from a free slot: the office's booking form, the client and the professional, the start and the length
 * (the policy's by default); the server's refusals (overlap, working hours, a field) are shown in place.
 */
export function BookingDialog({ calendar, slot, timeZone, professionalId, onClose, onBooked }: BookingDialogProps) {
  const { t, i18n } = useTranslation('calendar');
  const writes = useCalendarWrites();
  const [links] = Form.useForm<BookingValues>();
  const formRef = useRef<Core<Record<string, unknown>>>(null);
  const [data, setData] = useState<Record<string, unknown>>(() => withSlot(calendar.form, {}, slot.day, slot.minutes));
  const action = useServerAction();
  const error = action.error instanceof ApiError ? action.error : undefined;
  const asksLength = !hasDurationField(calendar.form);

  const changeStart = (start: Dayjs | null) => {
    if (start) setData((current) => withSlot(calendar.form, current, start.format('YYYY-MM-DD'), start.hour() * 60 + start.minute()));
  };

  const save = async () => {
    const isDataValid = formRef.current ? formRef.current.validateForm() : true;
    const values = await links.validateFields().catch(() => undefined);
    if (!isDataValid || !values?.start) return;
    const startsAt = pickedInZone(values.start, timeZone);
    const endsAt = new Date(startsAt.getTime() + lengthOf(data, values.length ?? defaultLengthOf(calendar.policy)) * 60_000);
    const body = { data, clientId: values.clientId ?? null, ...(values.professionalId ? { professionalId: values.professionalId } : {}), startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() };
    const answer = await action.run(() => writes.book(calendar.module.id, body), { form: links, fields: { clientId: 'clientId', professionalId: 'professionalId', startsAt: 'start', endsAt: 'length' }, success: t('booking.saved') });
    if (answer) onBooked(answer.data);
  };

  return (
    <Modal
      open
      title={<bdi>{pickText(calendar.form.title, i18n.language)}</bdi>}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('booking.save')}
      cancelText={t('booking.cancel')}
      confirmLoading={action.isPending}
      okButtonProps={{ 'data-testid': 'booking-save' } as never}
      width={720}
      destroyOnHidden
      data-testid="booking-dialog"
    >
      {isAboutData(error?.fieldErrors) ? null : <ActionError error={action.error} onClose={action.reset} />}
      <Form<BookingValues>
        form={links}
        layout="vertical"
        initialValues={{ professionalId, start: dayjs(`${slot.day}T${clockText(slot.minutes)}`), length: defaultLengthOf(calendar.policy) }}
        disabled={action.isPending}
        data-testid="booking-links"
      >
        <Flex gap={12} wrap>
          <Form.Item name="clientId" label={t('booking.client')} style={{ flex: '1 1 260px' }} extra={t('booking.clientHint')}>
            <ClientSelect />
          </Form.Item>
          <Form.Item name="professionalId" label={t('booking.professional')} style={{ flex: '1 1 260px' }} rules={[{ required: true, message: t('booking.professionalRequired') }]}>
            <ProfessionalSelect />
          </Form.Item>
        </Flex>
        <Flex gap={12} wrap>
          <Form.Item name="start" label={t('booking.start')} style={{ flex: '1 1 260px' }} rules={[{ required: true, message: t('booking.startRequired') }]}>
            <DatePicker showTime={{ format: 'HH:mm', minuteStep: 5 }} format="YYYY-MM-DD HH:mm" onChange={changeStart} style={{ width: '100%' }} data-testid="booking-start" />
          </Form.Item>
          {asksLength ? (
            <Form.Item name="length" label={t('booking.length')} style={{ flex: '0 1 160px' }}>
              <InputNumber min={5} max={1440} step={5} style={{ width: '100%' }} data-testid="booking-length" />
            </Form.Item>
          ) : null}
        </Flex>
      </Form>
      <BookingFormFields ref={formRef} form={calendar.form} data={data} onChange={setData} {...(error ? { serverErrors: error.fieldErrors } : {})} disabled={action.isPending} />
    </Modal>
  );
}
