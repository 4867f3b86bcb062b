import { Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GENERIC_WEB_VITALS, rateMetric, type VitalMetric } from '../../../engine/vitals/web-vitals';

type Measured = Partial<Record<VitalMetric, number>>;

/** Reads what the browser measured of this page's load: first byte, first contentful paint, largest contentful paint, layout shift. */
function observeVitals(onChange: (measured: Measured) => void): () => void {
  const measured: Measured = {};
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (navigation) measured.ttfb = navigation.responseStart;
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  if (fcp) measured.fcp = fcp.startTime;
  onChange({ ...measured });
  const observers: PerformanceObserver[] = [];
  const watch = (type: string, take: (entries: PerformanceEntryList) => void) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return;
    const observer = new PerformanceObserver((list) => {
      take(list.getEntries());
      onChange({ ...measured });
    });
    observer.observe({ type, buffered: true });
    observers.push(observer);
  };
  watch('largest-contentful-paint', (entries) => (measured.lcp = entries.at(-1)?.startTime));
  watch('layout-shift', (entries) => {
    measured.cls = (measured.cls ?? 0) + entries.reduce((sum, entry) => sum + ((entry as PerformanceEntry & { value?: number; hadRecentInput?: boolean }).hadRecentInput ? 0 : ((entry as PerformanceEntry & { value?: number }).value ?? 0)), 0);
  });
  return () => observers.forEach((observer) => observer.disconnect());
}

const COLORS = { good: 'green', 'needs-improvement': 'orange', poor: 'red' } as const;

/** /performance, a technical page (spec 1 §2): this page's load figures, rated by the generic web-vitals thresholds. */
export function PerformancePage() {
  const { t } = useTranslation('shell');
  const [measured, setMeasured] = useState<Measured>({});
  useEffect(() => observeVitals(setMeasured), []);
  const rows = (['ttfb', 'fcp', 'lcp', 'cls'] as const).map((metric) => ({ metric, value: measured[metric] }));
  return (
    <section style={{ maxWidth: 720, margin: '0 auto', padding: 24 }}>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('technical.performanceTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('technical.performanceIntro')}</Typography.Paragraph>
      <Table
        rowKey="metric"
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: t('technical.metric'), dataIndex: 'metric', render: (metric: string) => <code>{metric.toUpperCase()}</code> },
          { title: t('technical.value'), render: (_, row) => (row.value === undefined ? t('technical.notMeasured') : <bdi>{row.metric === 'cls' ? row.value.toFixed(3) : `${Math.round(row.value)} ms`}</bdi>) },
          {
            title: t('technical.rating'),
            render: (_, row) => {
              if (row.value === undefined) return '—';
              const rating = rateMetric(row.metric, row.value, GENERIC_WEB_VITALS);
              return <Tag color={COLORS[rating]}>{t(`technical.ratings.${rating}`)}</Tag>;
            },
          },
        ]}
      />
    </section>
  );
}
