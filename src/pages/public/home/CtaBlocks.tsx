import { Card, Col, Row, Typography } from 'antd';
import { pickText, type Language } from '../../../../engine/i18n/languages';
import type { HomepageCtaBlock } from '../../../../engine/generated/config-types';
import { LinkButton } from '../LinkButton';

/** The call-to-action blocks at the bottom of the home page, side by side on wide screens. */
export function CtaBlocks({ blocks, language }: { blocks: HomepageCtaBlock[]; language: Language }) {
  if (blocks.length === 0) return null;
  return (
    <section className="public-section">
      <div className="public-container">
        <Row gutter={[24, 24]} justify="center">
          {blocks.map((block, index) => (
            <Col key={index} xs={24} md={12}>
              <Card className="public-cta">
                <Typography.Title level={2} style={{ fontSize: 22, marginTop: 0 }}>
                  {pickText(block.title, language)}
                </Typography.Title>
                <Typography.Paragraph className="public-muted">{pickText(block.description, language)}</Typography.Paragraph>
                <LinkButton to={block.cta.path} type="primary" size="large">
                  {pickText(block.cta.label, language)}
                </LinkButton>
              </Card>
            </Col>
          ))}
        </Row>
      </div>
    </section>
  );
}
