import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useThemeMode } from '../theme/use-theme-mode';

/** The dark/light toggle of the headers. */
export function ThemeToggle() {
  const { t } = useTranslation('common');
  const { mode, setPreference } = useThemeMode();
  const label = mode === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <Tooltip title={label}>
      <Button type="text" shape="circle" aria-label={label} icon={mode === 'dark' ? <SunOutlined /> : <MoonOutlined />} onClick={() => setPreference(mode === 'dark' ? 'light' : 'dark')} data-testid="theme-toggle" />
    </Tooltip>
  );
}
