const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A date field's value (YYYY-MM-DD) as the office reads it, with no time zone to shift it: "27 Nov 2026" in English,
 * "27/11/2026" in Hebrew and every other language. A value of another shape is shown as it is.
 */
export function formatSigningDate(value: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return value;
  const [, year, month, day] = match as unknown as [string, string, string, string];
  const monthName = ENGLISH_MONTHS[Number(month) - 1];
  if (language === 'en' && monthName) return `${Number(day)} ${monthName} ${year}`;
  return `${day}/${month}/${year}`;
}
