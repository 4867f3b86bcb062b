import { Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SharingLevel } from '../../api/document-answers';

const OFFERED: readonly SharingLevel[] = ['private', 'team', 'organization'];

/**
 * Who sees a document: private, team or the whole office, each with what it means. Public is offered only to a
 * document that has it already (it means the whole office until e-signature links exist).
 */
export function SharingSelect({ value, onChange, current }: { value?: SharingLevel; onChange?: (value: SharingLevel) => void; current: SharingLevel }) {
  const { t } = useTranslation('documents');
  const levels = OFFERED.includes(current) ? OFFERED : [...OFFERED, current];
  return (
    <Radio.Group value={value} onChange={(event) => onChange?.(event.target.value as SharingLevel)} data-testid="sharing">
      <Space orientation="vertical" size={4}>
        {levels.map((level) => (
          <Radio key={level} value={level} data-testid={`sharing-${level}`}>
            {t(`sharing.${level}`)}
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {t(`sharingHelp.${level}`)}
            </Typography.Text>
          </Radio>
        ))}
      </Space>
    </Radio.Group>
  );
}
