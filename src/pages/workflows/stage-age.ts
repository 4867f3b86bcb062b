import { relativeHours } from '../records/relative-hours';

/** How long ago a record entered its stage, in the reader's language ("12 minutes ago", "5 hours ago", "4 days ago"). */
export function ageText(record: { stageEnteredAt: string | null }, now: number, language: string): string {
  const entered = record.stageEnteredAt ? Date.parse(record.stageEnteredAt) : Number.NaN;
  if (Number.isNaN(entered)) return '';
  // -0, not 0: Intl writes "0 minutes ago" for the one and "in 0 minutes" for the other.
  const minutes = Math.min(-0, Math.round((entered - now) / 60_000));
  // Within the first hour in minutes: "0 hours ago" says nothing of a record that has just moved.
  if (minutes > -60) return new Intl.RelativeTimeFormat(language, { numeric: 'always' }).format(minutes, 'minute');
  return relativeHours(minutes / 60, language);
}
