import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatTime } from '../../../app/time/use-format-time';
import { timeAgo } from './time-ago';

/** Words a timestamp as time ago in the current language (spec 3 §9); beyond six days, the date in the language's own format and the user's time zone. */
export function useTimeAgo(now: number): (timestamp: string) => string {
  const { t } = useTranslation('dashboard');
  const format = useFormatTime();
  return useCallback(
    (timestamp: string) => {
      const ago = timeAgo(timestamp, now);
      if (ago.unit === 'date') return format(timestamp, 'date');
      return 'count' in ago ? t(`timeAgo.${ago.unit}`, { count: ago.count }) : t(`timeAgo.${ago.unit}`);
    },
    [format, now, t],
  );
}
