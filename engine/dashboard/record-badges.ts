/**
 * The figures a menu badge can show of a module's records (issue 20), named `records.<module>.<figure>`: open,
 * the records not at a final stage of the module's workflow (every record, for a module without one); all, every
 * record the module lists (for a view, what it shows).
 */
export const RECORD_BADGE_FIGURES = ['open', 'all'] as const;

/** A figure of a module's records. */
export type RecordBadgeFigure = (typeof RECORD_BADGE_FIGURES)[number];

/** The prefix of a badge source that names a module's records. */
export const RECORD_BADGE_PREFIX = 'records.';

/** A badge source of a module's records, read: its module and figure; undefined for a source of another kind. */
export function recordBadgeSource(source: string): { module: string; figure: string } | undefined {
  if (!source.startsWith(RECORD_BADGE_PREFIX)) return undefined;
  const parts = source.split('.');
  return { module: parts.slice(1, -1).join('.'), figure: parts.at(-1) ?? '' };
}

/** Whether a figure is one a records badge can show. */
export const isRecordBadgeFigure = (figure: string): figure is RecordBadgeFigure => (RECORD_BADGE_FIGURES as readonly string[]).includes(figure);
