import { Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeadlineCounts } from './deadline-query';

const BAR_HEIGHT = 48;

/**
 * How many deadlines fall due on each of the seven days from today: a small bar per day, drawn with boxes (no
 * chart library for seven bars), in the reading direction, each day named in the reader's language.
 */
export function DueThisWeek({ days }: { days: DeadlineCounts['days'] }) {
  const { t, i18n } = useTranslation('deadlines');
  const { token } = theme.useToken();
  const most = Math.max(1, ...days.map((day) => day.count));
  // The day's noon in UTC names the same calendar day in every zone.
  const name = (day: string) => new Intl.DateTimeFormat(i18n.language, { weekday: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
  return (
    <figure style={{ margin: 0 }} aria-label={t('week')} data-testid="due-this-week">
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('week')}</Typography.Text>
      <Flex gap={6} align="end" style={{ marginBlockStart: 4 }} role="list">
        {days.map((day) => (
          <Flex key={day.day} vertical align="center" gap={2} role="listitem" aria-label={t('weekDay', { day: name(day.day), count: day.count })} style={{ minWidth: 36 }}>
            <Typography.Text style={{ fontSize: 12 }}>{day.count}</Typography.Text>
            <div style={{ width: 20, height: Math.max(2, Math.round((day.count / most) * BAR_HEIGHT)), background: day.count ? token.colorPrimary : token.colorBorder, borderRadius: 3 }} />
            <Typography.Text type="secondary" style={{ fontSize: 11, whiteSpace: 'nowrap' }}>{name(day.day)}</Typography.Text>
          </Flex>
        ))}
      </Flex>
    </figure>
  );
}
