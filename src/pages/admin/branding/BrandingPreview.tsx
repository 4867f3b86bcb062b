import { Button, Card, ConfigProvider, Flex, Tag, theme as antdTheme, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Theme } from '../../../../engine/generated/config-types';
import { isRtl, pickText } from '../../../../engine/i18n/languages';
import { formatColor, parseColor } from '../../../../engine/theme/color';
import { readableTextOn } from '../../../../engine/theme/contrast';
import { themeToTokens } from '../../../../engine/theme/theme-tokens';
import { useThemeMode } from '../../../app/theme/use-theme-mode';
import type { BrandColor, BrandingDraft } from './branding-draft';

const textOn = (background: string): string => {
  const color = parseColor(background);
  return color ? formatColor(readableTextOn(color)) : '#000000';
};

/**
 * The draft brand drawn at once, before it is saved: a header bar in the primary colour with the company name and
 * tagline, buttons, and tags in the secondary and accent colours, all in antd themed as the app would be. Its own
 * ConfigProvider (its own CSS variables), so the rest of the page keeps the saved theme.
 */
export function BrandingPreview({ theme, draft, colors }: { theme: Theme; draft: Partial<BrandingDraft>; colors: Record<BrandColor, string> }) {
  const { t, i18n } = useTranslation('admin');
  const { mode } = useThemeMode();
  const direction = isRtl(i18n.language) ? 'rtl' : 'ltr';
  const tokens = useMemo(() => themeToTokens(theme, { mode, direction, branding: { brandColors: colors } }), [colors, direction, mode, theme]);
  const { primary, secondary, accent } = { primary: tokens.token.colorPrimary, secondary: tokens.custom.colorSecondary, accent: tokens.custom.colorAccent };
  const name = pickText(draft.companyName, i18n.language);
  const tagline = pickText(draft.tagline, i18n.language);
  return (
    <ConfigProvider direction={direction} theme={{ algorithm: tokens.algorithm === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm, token: tokens.token }}>
      <Card size="small" title={t('branding.preview')} data-testid="branding-preview" data-primary={primary}>
        <Flex vertical gap={12}>
          <div
            data-testid="preview-header"
            style={{ background: primary, color: tokens.token.colorTextLightSolid, borderBlockEnd: `4px solid ${accent}`, borderRadius: tokens.token.borderRadius, padding: '12px 16px' }}
          >
            <div style={{ fontWeight: 700, fontSize: 18, overflowWrap: 'anywhere' }}>
              <bdi>{name}</bdi>
            </div>
            {tagline ? (
              <div style={{ opacity: 0.9, overflowWrap: 'anywhere' }}>
                <bdi>{tagline}</bdi>
              </div>
            ) : null}
          </div>
          <Flex wrap gap={8} align="center">
            <Button type="primary">{t('branding.sample.primaryAction')}</Button>
            <Button>{t('branding.sample.otherAction')}</Button>
            <Typography.Link href="#" onClick={(event) => event.preventDefault()}>
              {t('branding.sample.link')}
            </Typography.Link>
          </Flex>
          <Flex wrap gap={8}>
            <Tag data-testid="preview-secondary" style={{ background: secondary, color: textOn(secondary), borderColor: secondary }}>
              {t('branding.colors.secondary')}
            </Tag>
            <Tag data-testid="preview-accent" style={{ background: accent, color: textOn(accent), borderColor: accent }}>
              {t('branding.colors.accent')}
            </Tag>
          </Flex>
          <Typography.Text type="secondary">{t('branding.previewHint')}</Typography.Text>
        </Flex>
      </Card>
    </ConfigProvider>
  );
}
