import dayjs, { type Dayjs } from 'dayjs';
import type { AuditCriteria } from './audit-criteria';

/** The filter form's fields: the search's filters, the date range as a picker's pair. */
export interface FilterFormValues {
  eventType?: string;
  serviceName?: string;
  entityType?: string;
  entityId?: string;
  userId?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
  successOnly?: boolean;
  searchText?: string;
}

const DATE = 'YYYY-MM-DD';

/** The form's fields for a search (every field said, so that setting them clears what is not filtered). */
export function formValuesOf(criteria: AuditCriteria): FilterFormValues {
  const { eventType, serviceName, entityType, entityId, userId, startDate, endDate, searchText, successOnly } = criteria;
  const dates: FilterFormValues['dates'] = startDate || endDate ? [startDate ? dayjs(startDate) : null, endDate ? dayjs(endDate) : null] : null;
  return { eventType, serviceName, entityType, entityId, userId, searchText, successOnly, dates };
}

/** The criteria the form asks for, every filter said (an empty one removes it) and back to page 1. */
export function criteriaOfForm(values: FilterFormValues): Partial<AuditCriteria> {
  const [start, end] = values.dates ?? [null, null];
  return {
    eventType: values.eventType ?? '',
    serviceName: values.serviceName ?? '',
    entityType: values.entityType ?? '',
    entityId: values.entityId ?? '',
    userId: values.userId ?? '',
    searchText: values.searchText ?? '',
    startDate: start ? start.format(DATE) : '',
    endDate: end ? end.format(DATE) : '',
    successOnly: values.successOnly === true,
    pageNumber: 1,
  };
}
