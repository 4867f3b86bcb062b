import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { timeAgo } from './time-ago';

/** Words a timestamp as time ago in the current language (spec 3 §9); beyond six days, the date in the language's own format. */
export function useTimeAgo(now: number): (timestamp: string) => string {
  const { t, i18n } = useTranslation('dashboard');
  return useCallback(
    (timestamp: string) => {
      const ago = timeAgo(timestamp, now);
      if (ago.unit === 'date') {
        const date = new Date(timestamp);
        return Number.isNaN(date.getTime()) ? timestamp : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(date);
      }
      return 'count' in ago ? t(`timeAgo.${ago.unit}`, { count: ago.count }) : t(`timeAgo.${ago.unit}`);
    },
    [i18n.language, now, t],
  );
}
