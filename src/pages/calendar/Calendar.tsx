import { Alert, Empty, Flex, Skeleton, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { pickText } from '../../../engine/i18n/languages';
import { ErrorState } from '../../app/chrome/ErrorState';
import { useTimeZone } from '../../app/time/use-time-zone';
import { AppointmentDetails } from './AppointmentDetails';
import { BookingDialog } from './BookingDialog';
import type { Appointment } from './calendar-api';
import { rangeOf, shiftAnchor, todayIn, visibleDays, wallClock, weekStartOf, type Day } from './calendar-dates';
import { readCalendarParams, writeCalendarParams, type CalendarParams } from './calendar-params';
import { useCalendarUser } from './calendar-user';
import { CalendarToolbar } from './CalendarToolbar';
import { rangeText } from './day-labels';
import { MonthGrid } from './MonthGrid';
import { nextSlot } from './next-slot';
import { TimeGrid } from './TimeGrid';
import { useAppointments } from './use-appointments';
import type { CalendarModule } from './use-calendar-module';
import { useCalendarRights } from './use-calendar-rights';
import { useNow } from './use-now';
import { WhoFilter } from './WhoFilter';

/** A calendar's screen: its toolbar, whose entries, the view, the booking dialog, an entry's details and a refused change's reason. */
export function Calendar({ calendar, isBooking }: { calendar: CalendarModule; isBooking: boolean }) {
  const { t, i18n } = useTranslation('calendar');
  const navigate = useNavigate();
  const timeZone = useTimeZone();
  const user = useCalendarUser();
  const rights = useCalendarRights(calendar.module.id);
  const [search, setSearch] = useSearchParams();
  const params = readCalendarParams(search);
  const now = useNow();
  const today = todayIn(timeZone, now);
  const nowMinutes = wallClock(new Date(now), timeZone).minutes;
  // A professional sees their own calendar first; the office's admins and staff see everyone's.
  const who = params.who ?? (user?.professionalRole ? 'mine' : 'everyone');
  const professionalId = who === 'mine' ? user?.id : who === 'member' ? params.member : undefined;
  // "A member's" with nobody picked yet shows nobody's entries (not everyone's under that name) and asks for one.
  const isPickingMember = who === 'member' && !params.member;
  const anchor = params.day ?? today;
  const days = useMemo(() => visibleDays(params.view, anchor, weekStartOf(i18n.language)), [anchor, i18n.language, params.view]);
  const range = useMemo(() => rangeOf(days, timeZone), [days, timeZone]);
  const list = useAppointments(calendar.module.id, range, professionalId, isPickingMember);
  const [slot, setSlot] = useState<{ day: Day; minutes: number } | undefined>(() => (isBooking ? nextSlot(calendar.policy, today, today, nowMinutes) : undefined));
  const [openId, setOpenId] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [blockedReason, setBlockedReason] = useState<string>();
  const opened = list.entries.find((entry) => entry.id === openId);

  const change = useCallback((changes: Partial<CalendarParams>) => {
    // From the address as it is now, not as last rendered: two changes in a row both stay.
    setSearch(() => writeCalendarParams(readCalendarParams(new URLSearchParams(window.location.search)), changes));
  }, [setSearch]);
  const titleOf = useCallback((entry: Appointment) => entry.clientName ?? entry.professionalName ?? t('untitled'), [t]);
  const canDrag = useCallback((entry: Appointment) => rights.canEdit && entry.status !== 'cancelled', [rights.canEdit]);

  const applyChange = async (entry: Appointment, body: { startsAt?: string; endsAt: string }) => {
    setRefusal(undefined);
    try {
      await list.change(entry, body);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : t('refused'));
    }
  };
  const closeBooking = () => {
    setSlot(undefined);
    if (isBooking) navigate(calendar.path, { replace: true });
  };
  const booked = (entry: Appointment) => {
    closeBooking();
    void list.mutate();
    setOpenId(entry.id);
  };

  const grid = params.view === 'month' ? (
    <MonthGrid days={days} month={anchor.slice(0, 7)} entries={list.entries} policy={calendar.policy} timeZone={timeZone} today={today} titleOf={titleOf} canDrag={canDrag} onOpen={(entry) => setOpenId(entry.id)} onPickDay={(day) => change({ view: 'day', day })} onMove={(entry, times) => void applyChange(entry, times)} />
  ) : (
    <TimeGrid
      days={days}
      entries={list.entries}
      policy={calendar.policy}
      timeZone={timeZone}
      today={today}
      nowMinutes={nowMinutes}
      titleOf={titleOf}
      canDrag={canDrag}
      onBook={(day, minutes) => {
        setBlockedReason(undefined);
        if (rights.canBook) setSlot({ day, minutes });
      }}
      onBlocked={setBlockedReason}
      onOpen={(entry) => setOpenId(entry.id)}
      onPickDay={(day) => change({ view: 'day', day })}
      onMove={(entry, times) => void applyChange(entry, times)}
      onResize={(entry, endsAt) => void applyChange(entry, { endsAt })}
    />
  );

  return (
    <section aria-labelledby="calendar-title" className="calendar-page" data-testid="calendar-page">
      <Flex justify="space-between" align="start" gap={16} wrap style={{ marginBlockEnd: 12 }}>
        <div>
          <Typography.Title level={1} id="calendar-title" style={{ fontSize: 28, marginBlockEnd: 4 }}>
            {pickText(calendar.module.name, i18n.language)}
          </Typography.Title>
          {calendar.module.description ? <Typography.Text type="secondary">{pickText(calendar.module.description, i18n.language)}</Typography.Text> : null}
        </div>
        <WhoFilter who={who} {...(params.member ? { member: params.member } : {})} onChange={(next, member) => change({ who: next, member })} />
      </Flex>
      <CalendarToolbar
        view={params.view}
        rangeLabel={rangeText(days[0]!, days.at(-1)!, i18n.language, params.view === 'month')}
        canBook={rights.canBook}
        onView={(view) => change({ view })}
        onStep={(step) => change({ day: shiftAnchor(params.view, anchor, step) })}
        onToday={() => change({ day: undefined })}
        onBook={() => setSlot(nextSlot(calendar.policy, anchor < today ? today : anchor, today, nowMinutes))}
      />
      {blockedReason ? <Alert type="info" showIcon role="status" closable={{ onClose: () => setBlockedReason(undefined) }} title={blockedReason} style={{ marginBlockEnd: 12 }} data-testid="calendar-blocked" /> : null}
      {isPickingMember ? <Alert type="info" showIcon title={t('who.pickFirst')} style={{ marginBlockEnd: 12 }} data-testid="calendar-pick-member" /> : null}
      {refusal ? <Alert type="error" showIcon role="alert" closable={{ onClose: () => setRefusal(undefined) }} title={refusal} description={t('refused')} style={{ marginBlockEnd: 12 }} data-testid="calendar-refusal" /> : null}
      {list.error ? (
        <ErrorState error={list.error} title={t('loadFailed')} onRetry={() => void list.mutate()} />
      ) : list.isLoading && !list.data ? (
        <div aria-busy="true" aria-label={t('loading')} data-testid="calendar-loading">
          <Skeleton active paragraph={{ rows: 10 }} />
        </div>
      ) : (
        <>
          {list.entries.length === 0 && !isPickingMember ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<><div>{t('empty')}</div>{rights.canBook ? <Typography.Text type="secondary">{t('emptyHint')}</Typography.Text> : null}</>} style={{ marginBlock: 8 }} data-testid="calendar-empty" /> : null}
          {grid}
        </>
      )}
      {slot ? <BookingDialog calendar={calendar} slot={slot} timeZone={timeZone} {...(professionalId ?? user?.id ? { professionalId: professionalId ?? user?.id } : {})} onClose={closeBooking} onBooked={booked} /> : null}
      {opened ? (
        <AppointmentDetails entry={opened} module={calendar.module.id} clientPath={calendar.clientPath} title={titleOf(opened)} canChange={rights.canEdit} onClose={() => setOpenId(undefined)} onChanged={() => void list.mutate()} />
      ) : null}
    </section>
  );
}
