import { Col, Divider, Layout, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../../engine/i18n/languages';
import { useOffice } from '../../../app/office/office-context';
import { useLanguage } from '../use-language';
import { FOOTER_GROUPS } from './footer-groups';
import { FooterLinkItem } from './FooterLinkItem';

// The year as an isolated left-to-right run inside the sentence (U+2068 … U+2069, what <bdi> does).
const isolated = (text: string): string => `\u2068${text}\u2069`;

/** The public footer: Lishka in a sentence, the office's own footer line, four groups of links and the copyright. */
export function PublicFooter() {
  const { t } = useTranslation('shell');
  const { t: tp } = useTranslation('public');
  const { office } = useOffice();
  const language = useLanguage();
  const officeLine = office?.ui.branding?.footer ? pickText(office.ui.branding.footer, language) : '';
  return (
    <Layout.Footer className="public-footer">
      <div className="public-container">
        <Row gutter={[32, 32]}>
          <Col xs={24} lg={8}>
            <Typography.Text strong style={{ fontSize: 18 }}>
              {tp('brand.wordmark')}
            </Typography.Text>
            <Typography.Paragraph className="public-muted" style={{ marginTop: 12 }}>
              {t('footer.tagline')}
            </Typography.Paragraph>
            {officeLine && <Typography.Paragraph className="public-muted">{officeLine}</Typography.Paragraph>}
          </Col>
          <Col xs={24} lg={16}>
            <nav aria-label={tp('nav.footer')} data-testid="footer-nav">
              <Row gutter={[24, 24]}>
                {FOOTER_GROUPS.map((group) => (
                  <Col key={group.key} xs={12} md={6}>
                    <h2 className="public-footer__heading">{t(`footer.${group.key}`)}</h2>
                    <ul className="public-footer__list">
                      {group.links.map((link) => (
                        <FooterLinkItem key={link.key} link={link} />
                      ))}
                    </ul>
                  </Col>
                ))}
              </Row>
            </nav>
          </Col>
        </Row>
        <Divider />
        <Typography.Text className="public-muted">{t('footer.rights', { year: isolated(String(new Date().getFullYear())) })}</Typography.Text>
      </div>
    </Layout.Footer>
  );
}
