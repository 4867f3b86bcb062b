import { Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../engine/i18n/languages';
import { BRAND_COLORS, type BrandingDraft } from './branding-draft';

/** A text in each offered language, each marked with its language; a dash where it has none. */
function Texts({ texts, languages, empty }: { texts: BrandingDraft['companyName']; languages: readonly Language[]; empty: string }) {
  const { t } = useTranslation('admin');
  const written = languages.filter((language) => texts[language]);
  if (written.length === 0) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <Flex vertical gap={2}>
      {written.map((language) => (
        <span key={language}>
          <Typography.Text type="secondary">{t(`common:languages.${language}`)}: </Typography.Text>
          <bdi lang={language}>{texts[language]}</bdi>
        </span>
      ))}
    </Flex>
  );
}

/** A contact detail, left to right in every language; a note where there is none. */
function Contact({ value, testId }: { value: string; testId: string }) {
  const { t } = useTranslation('admin');
  if (!value) return <Typography.Text type="secondary" data-testid={testId}>{t('branding.noContact')}</Typography.Text>;
  return (
    <bdi dir="ltr" data-testid={testId}>
      {value}
    </bdi>
  );
}

/** The brand in view mode: company name, tagline, contact details, the three colours as swatches with their values, and the logo if any. */
export function BrandingView({ brand, languages, logo }: { brand: BrandingDraft; languages: readonly Language[]; logo?: string | undefined }) {
  const { t, i18n } = useTranslation('admin');
  const name = brand.companyName[i18n.language as Language] ?? brand.companyName.he ?? '';
  return (
    <Descriptions
      column={1}
      bordered
      size="small"
      data-testid="branding-view"
      items={[
        { key: 'companyName', label: t('branding.companyName'), children: <Texts texts={brand.companyName} languages={languages} empty="—" /> },
        { key: 'tagline', label: t('branding.tagline'), children: <Texts texts={brand.tagline} languages={languages} empty={t('branding.noTagline')} /> },
        { key: 'contactEmail', label: t('branding.contactEmail'), children: <Contact value={brand.contactEmail} testId="brand-contact-email" /> },
        { key: 'contactPhone', label: t('branding.contactPhone'), children: <Contact value={brand.contactPhone} testId="brand-contact-phone" /> },
        {
          key: 'colors',
          label: t('branding.colorsTitle'),
          children: (
            <Flex wrap gap={16}>
              {BRAND_COLORS.map((color) => (
                <Flex key={color} gap={8} align="center" data-testid={`brand-swatch-${color}`}>
                  <span aria-hidden style={{ inlineSize: 28, blockSize: 28, borderRadius: 6, background: brand.colors[color], border: '1px solid rgba(128, 128, 128, 0.4)' }} />
                  <Flex vertical>
                    <Typography.Text>{t(`branding.colors.${color}`)}</Typography.Text>
                    <Typography.Text code>
                      <bdi dir="ltr" data-testid="brand-swatch-value">
                        {brand.colors[color]}
                      </bdi>
                    </Typography.Text>
                  </Flex>
                </Flex>
              ))}
            </Flex>
          ),
        },
        {
          key: 'logo',
          label: t('branding.logo'),
          children: logo ? <img src={logo} alt={name} style={{ maxBlockSize: 48, maxInlineSize: 240 }} /> : <Typography.Text type="secondary">{t('branding.noLogo')}</Typography.Text>,
        },
      ]}
    />
  );
}
