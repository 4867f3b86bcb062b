import { useTranslation } from 'react-i18next';

/** A date (and by default its time) in the current language, kept apart from the surrounding text's direction. */
export function DateTime({ value, dateOnly = false }: { value: string | null | undefined; dateOnly?: boolean }) {
  const { i18n } = useTranslation();
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return <bdi>{value}</bdi>;
  const format = new Intl.DateTimeFormat(i18n.language, dateOnly ? { dateStyle: 'medium' } : { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <bdi>
      <time dateTime={date.toISOString()}>{format.format(date)}</time>
    </bdi>
  );
}
