import { useFormatTime } from '../time/use-format-time';

/** A date (and by default its time) in the current language and the user's time zone, kept apart from the surrounding text's direction. */
export function DateTime({ value, dateOnly = false }: { value: string | null | undefined; dateOnly?: boolean }) {
  const format = useFormatTime();
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return <bdi>{value}</bdi>;
  return (
    <bdi>
      <time dateTime={/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : date.toISOString()}>{format(value, dateOnly ? 'date' : 'dateTime')}</time>
    </bdi>
  );
}
