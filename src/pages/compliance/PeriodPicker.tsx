import { DatePicker, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { CompliancePeriod } from './compliance-api';

const DAY = 'YYYY-MM-DD';

/** A period of days, either end open; cleared, it is the whole history. */
export function PeriodPicker({ period, onChange }: { period: CompliancePeriod; onChange: (period: CompliancePeriod) => void }) {
  const { t } = useTranslation('compliance');
  return (
    <Flex gap={8} align="center" wrap data-testid="compliance-period">
      <Typography.Text id="compliance-period-label">{t('period.label')}</Typography.Text>
      <DatePicker.RangePicker
        aria-labelledby="compliance-period-label"
        allowEmpty={[true, true]}
        value={[period.from ? dayjs(period.from) : null, period.to ? dayjs(period.to) : null]}
        placeholder={[t('period.all'), t('period.all')]}
        onChange={(dates) => {
          const [from, to] = dates ?? [null, null];
          onChange({ ...(from ? { from: from.format(DAY) } : {}), ...(to ? { to: to.format(DAY) } : {}) });
        }}
      />
    </Flex>
  );
}
