import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../../app/actions/DateTime';

/** When a member was last active in the office, on one line, or that they have not been yet. */
export function LastSeen({ value }: { value: string | null }) {
  const { t } = useTranslation('admin');
  if (!value) return <Typography.Text type="secondary">{t('team.neverSeen')}</Typography.Text>;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <DateTime value={value} />
    </span>
  );
}
