import { Col, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';

interface PresetSelectProps {
  label: string;
  testId: string;
  options: { value: string; label: string }[];
  isLoading: boolean;
  onChoose: (value: string) => void;
}

/** A preset of the server's lists that fills several fields at once; it keeps no value of its own. */
export function PresetSelect({ label, testId, options, isLoading, onChoose }: PresetSelectProps) {
  const { t } = useTranslation('simulations');
  return (
    <Col xs={24} sm={12}>
      <Form.Item label={label}>
        <Select value={null} placeholder={isLoading ? t('presets.loading') : t('presets.choose')} loading={isLoading} disabled={isLoading || options.length === 0} options={options} onChange={onChoose} aria-label={label} data-testid={testId} />
      </Form.Item>
    </Col>
  );
}
