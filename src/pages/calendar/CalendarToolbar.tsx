import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Segmented, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CalendarView } from './calendar-dates';

interface CalendarToolbarProps {
  view: CalendarView;
  rangeLabel: string;
  canBook: boolean;
  onView(view: CalendarView): void;
  onStep(step: 1 | -1): void;
  onToday(): void;
  onBook(): void;
}

/** The calendar's navigation: previous, today and next, the range shown, the view, and a booking button. */
export function CalendarToolbar({ view, rangeLabel, canBook, onView, onStep, onToday, onBook }: CalendarToolbarProps) {
  const { t, i18n } = useTranslation('calendar');
  const isRtl = i18n.dir(i18n.language) === 'rtl';
  // "Previous" points back in reading order: right in Hebrew.
  const [back, forward] = isRtl ? [<RightOutlined key="back" />, <LeftOutlined key="forward" />] : [<LeftOutlined key="back" />, <RightOutlined key="forward" />];
  return (
    <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBlockEnd: 12 }}>
      <Space wrap>
        <Button onClick={onToday} data-testid="calendar-today">
          {t('today')}
        </Button>
        <Button icon={back} onClick={() => onStep(-1)} aria-label={t('previous')} data-testid="calendar-previous" />
        <Button icon={forward} onClick={() => onStep(1)} aria-label={t('next')} data-testid="calendar-next" />
        <Typography.Text strong style={{ fontSize: 16 }} aria-live="polite" data-testid="calendar-range">
          {rangeLabel}
        </Typography.Text>
      </Space>
      <Space wrap>
        <Segmented<CalendarView> value={view} onChange={onView} options={(['day', 'week', 'month'] as const).map((value) => ({ value, label: t(`views.${value}`) }))} aria-label={t('viewLabel')} data-testid="calendar-view" />
        {canBook ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={onBook} data-testid="calendar-book">
            {t('book')}
          </Button>
        ) : null}
      </Space>
    </Flex>
  );
}
