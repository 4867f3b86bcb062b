import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { COMPLIANCE_SECTIONS, SECTION_DEFINITIONS, sectionOf, type ComplianceSection } from './compliance-sections';

/**
 * The office's compliance area (issue 21), behind its compliance feature: the status from the office's own data
 * (/compliance; the quick action "compliance check" opens it), the audit log's compliance events
 * (/compliance/audits) and reports of a period as PDF or spreadsheet (/compliance/reports).
 */
export function CompliancePage() {
  const { t } = useTranslation('compliance');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const section = sectionOf(pathname);
  return (
    <section aria-labelledby="compliance-title" data-testid="compliance-page">
      <Typography.Title level={1} id="compliance-title" style={{ fontSize: 28, marginBlockEnd: 4 }}>
        {t('title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Tabs
        aria-label={t('sectionsLabel')}
        activeKey={section}
        onChange={(key) => navigate(SECTION_DEFINITIONS[key as ComplianceSection].path)}
        items={COMPLIANCE_SECTIONS.map((key) => ({ key, label: <span data-testid={`compliance-tab-${key}`}>{t(`sections.${key}`)}</span> }))}
        data-testid="compliance-tabs"
      />
      {SECTION_DEFINITIONS[section].render()}
    </section>
  );
}
