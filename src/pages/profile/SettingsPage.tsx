import { Anchor, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SectionCard } from './parts/SectionCard';
import { PreferencesForm } from './preferences/PreferencesForm';
import { AboutSection } from './settings/AboutSection';
import { DataSection } from './settings/DataSection';
import { PrivacySection } from './settings/PrivacySection';
import { TimeZoneForm } from './settings/TimeZoneForm';

const SECTIONS = ['general', 'appearance', 'data', 'privacy', 'advanced', 'about'] as const;

/** The system settings (/settings, spec 1 §2): general, appearance, data and storage, privacy, advanced and about, each backed by the server. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  return (
    <>
      <div style={{ maxWidth: 1200, margin: '0 auto' }}>
        <Typography.Title level={1} style={{ fontSize: 26 }}>
          {t('title')}
        </Typography.Title>
        <Typography.Paragraph>{t('intro')}</Typography.Paragraph>
        <Row gutter={24}>
          <Col xs={0} lg={5}>
            <nav aria-label={t('sectionsNav')}>
              <Anchor offsetTop={16} items={SECTIONS.map((key) => ({ key, href: `#${key}`, title: t(`${key}.title`) }))} />
            </nav>
          </Col>
          <Col xs={24} lg={19}>
            <SectionCard title={t('general.title')} id="general">
              <PreferencesForm names={['language']} />
              <TimeZoneForm />
            </SectionCard>
            <SectionCard title={t('appearance.title')} id="appearance">
              <PreferencesForm names={['themeMode']} />
            </SectionCard>
            <DataSection />
            <PrivacySection />
            <SectionCard title={t('advanced.title')} id="advanced">
              <PreferencesForm names={['updateChannel', 'sessionTimeout', 'dashboardAutoRefresh']} />
            </SectionCard>
            <AboutSection />
          </Col>
        </Row>
      </div>
    </>
  );
}
