import { Alert, Button, Card, Flex, Input, Space, Tag, theme, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isRtl } from '../../../engine/i18n/languages';
import { themeToTokens } from '../../../engine/theme/theme-tokens';
import { useOffice } from '../office/office-context';
import { themeSwatches, type SwatchName } from './theme-swatches';
import { ThemeSwatch } from './ThemeSwatch';
import { useThemeMode } from './use-theme-mode';

// The colours antd takes as seeds and may derive again (its dark algorithm does): what it draws is shown beside them.
const ANTD_SEEDS: Partial<Record<SwatchName, 'colorPrimary' | 'colorSuccess' | 'colorWarning' | 'colorError'>> = { primary: 'colorPrimary', success: 'colorSuccess', warning: 'colorWarning', error: 'colorError' };

/**
 * The office's theme as a designer checks it, in the mode in use: its colours with their hex values and contrast,
 * its body and heading fonts with sample text, and antd's common components drawn in it.
 */
export function ThemePreview() {
  const { t, i18n } = useTranslation('explorer');
  const { office } = useOffice();
  const { mode } = useThemeMode();
  const { token: drawn } = theme.useToken();
  const drawnColor = (name: SwatchName): string | undefined => {
    const seed = ANTD_SEEDS[name];
    return seed ? drawn[seed] : undefined;
  };
  const tokens = useMemo(
    () => themeToTokens(office?.ui.theme, { mode, direction: isRtl(i18n.language) ? 'rtl' : 'ltr', ...(office?.ui.branding ? { branding: office.ui.branding } : {}) }),
    [i18n.language, mode, office],
  );
  const fonts = [
    { key: 'heading', family: tokens.custom.fontFamilyHeading, sample: <Typography.Title level={3} style={{ fontFamily: tokens.custom.fontFamilyHeading, margin: 0 }}>{t('themePreview.sampleHeading')}</Typography.Title> },
    { key: 'body', family: tokens.token.fontFamily, sample: <Typography.Paragraph style={{ fontFamily: tokens.token.fontFamily, margin: 0 }}>{t('themePreview.sampleText')}</Typography.Paragraph> },
  ];
  return (
    <Flex vertical gap={16} data-testid="theme-preview">
      <Card size="small" title={t('themePreview.colors')}>
        <Flex wrap gap={16}>
          {themeSwatches(tokens).map((swatch) => (
            <ThemeSwatch key={swatch.name} swatch={swatch} shown={drawnColor(swatch.name)} />
          ))}
        </Flex>
      </Card>
      <Card size="small" title={t('themePreview.fonts')}>
        <Flex vertical gap={12}>
          {fonts.map((font) => (
            <Flex vertical key={font.key} data-testid={`font-${font.key}`}>
              <Typography.Text type="secondary">
                {t(`themePreview.${font.key}`)}: <bdi data-testid="font-family">{font.family}</bdi>
              </Typography.Text>
              {font.sample}
            </Flex>
          ))}
        </Flex>
      </Card>
      <Card size="small" title={t('themePreview.components')}>
        <Flex vertical gap={12}>
          <Space wrap>
            <Button type="primary">{t('themePreview.primaryButton')}</Button>
            <Button>{t('themePreview.defaultButton')}</Button>
            <Tag color="processing">{t('themePreview.tag')}</Tag>
            <Typography.Link href="#">{t('themePreview.link')}</Typography.Link>
          </Space>
          <Alert type="info" showIcon title={t('themePreview.alert')} />
          <Input placeholder={t('themePreview.input')} aria-label={t('themePreview.input')} style={{ maxInlineSize: 320 }} />
        </Flex>
      </Card>
    </Flex>
  );
}
