import { useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime, type TimeStyle } from '../../../engine/time/format-time';
import { OfficeContext } from '../office/office-context';
import { useTimeZone } from './use-time-zone';

/**
 * Writes a moment in the current language, the user's time zone and the office's date and time formats
 * (formatTime); empty for no value.
 */
export function useFormatTime(): (value: string | Date | null | undefined, style?: TimeStyle) => string {
  const { i18n } = useTranslation();
  const timeZone = useTimeZone();
  // Outside an office (a public page, a test of one component) the product's defaults apply.
  const office = useContext(OfficeContext)?.office;
  const language = i18n.language;
  const dateFormat = office?.localization.dateFormat;
  const timeFormat = office?.localization.timeFormat;
  return useCallback(
    (value, style) => (value === null || value === undefined || value === '' ? '' : formatTime(value, { language, timeZone, style, dateFormat, timeFormat })),
    [language, timeZone, dateFormat, timeFormat],
  );
}
