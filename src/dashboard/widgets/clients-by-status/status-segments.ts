import { CLIENT_STATUSES, type ClientStatus } from '../../../api/client-answers';

/** One status of the chart: how many, its share, its words and colour, and the list it opens. */
export interface StatusSegment {
  status: ClientStatus;
  count: number;
  /** Its share of all, from 0 to 1. */
  fraction: number;
  label: string;
  color: string;
  href: string;
}

/** The client list filtered by a status. */
export const statusListPath = (status: ClientStatus): string => `/clients?status=${status}`;

/** The segments in the list's status order (active, pending, inactive), with the words and colours given. */
export function statusSegments(counts: Readonly<Record<ClientStatus, number>>, labelOf: (status: ClientStatus) => string, colorOf: (status: ClientStatus) => string): StatusSegment[] {
  const total = CLIENT_STATUSES.reduce((sum, status) => sum + Math.max(counts[status] ?? 0, 0), 0);
  return CLIENT_STATUSES.map((status) => {
    const count = Math.max(counts[status] ?? 0, 0);
    return { status, count, fraction: total > 0 ? count / total : 0, label: labelOf(status), color: colorOf(status), href: statusListPath(status) };
  });
}
