import { Skeleton } from 'antd';
import { useOffice } from '../../app/office/office-context';
import { AreaPage } from '../shell/AreaPage';
import { Calendar } from './Calendar';
import './calendar.css';
import { useCalendarModule } from './use-calendar-module';

interface CalendarPageProps {
  moduleId: string;
  /** Opened at the module's "new" address (/appointments/new): the booking dialog opens at the next slot. */
  isBooking?: boolean;
}

/** A calendar module's page (/appointments, /calendar, /showings): day, week and month views of its entries, in the office's words. */
export function CalendarPage({ moduleId, isBooking = false }: CalendarPageProps) {
  const { isLoading } = useOffice();
  const calendar = useCalendarModule(moduleId);
  if (!calendar) return isLoading ? <Skeleton active paragraph={{ rows: 8 }} /> : <AreaPage />;
  return <Calendar calendar={calendar} isBooking={isBooking} />;
}
