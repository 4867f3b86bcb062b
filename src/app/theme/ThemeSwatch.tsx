import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ThemeSwatch as Swatch } from './theme-swatches';

const LEVEL_COLORS = { aa: 'success', large: 'warning', fails: 'error' } as const;

/**
 * One colour of the office theme: a chip of it, its name, its hex value and its WCAG contrast against its background,
 * and the colour antd draws when its algorithm (dark mode) derives another one from it.
 */
export function ThemeSwatch({ swatch, shown }: { swatch: Swatch; shown?: string | undefined }) {
  const { t, i18n } = useTranslation('explorer');
  const ratio = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(swatch.ratio);
  return (
    <Flex gap={8} align="center" data-testid={`swatch-${swatch.name}`} style={{ minWidth: 260 }}>
      <span aria-hidden style={{ inlineSize: 40, blockSize: 40, borderRadius: 6, background: swatch.color, border: '1px solid rgba(128, 128, 128, 0.4)', flexShrink: 0 }} />
      <Flex vertical>
        <Typography.Text strong>{t(`themePreview.swatches.${swatch.name}`)}</Typography.Text>
        {/* antd's right-to-left style outranks dir="ltr" on the text: the value is isolated, or "#1f3a5f" reads "1f3a5f#". */}
        <Typography.Text code>
          <bdi dir="ltr" data-testid="swatch-value">
            {swatch.color}
          </bdi>
        </Typography.Text>
        {shown && shown.toLowerCase() !== swatch.color.toLowerCase() ? (
          <Typography.Text type="secondary" data-testid="swatch-shown">
            {t('themePreview.shown', { color: shown })}
          </Typography.Text>
        ) : null}
        <Typography.Text type="secondary">
          {t('themePreview.contrast', { ratio, against: t(`themePreview.swatches.${swatch.against}`) })}{' '}
          <Tag color={LEVEL_COLORS[swatch.level]}>{t(`themePreview.levels.${swatch.level}`)}</Tag>
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
