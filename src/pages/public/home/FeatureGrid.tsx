import { Card, Col, Row, Typography } from 'antd';
import { AntIcon } from '../../../../engine/react/AntIcon';
import { pickText, type Language } from '../../../../engine/i18n/languages';
import type { HomepageFeature } from '../../../../engine/generated/config-types';

/** The feature cards of the home page, one to three across as the screen allows. */
export function FeatureGrid({ features, title, language }: { features: HomepageFeature[]; title: string; language: Language }) {
  return (
    <section className="public-section" aria-labelledby="home-features-title">
      <div className="public-container">
        <Typography.Title level={2} id="home-features-title" className="public-section__title">
          {title}
        </Typography.Title>
        <Row gutter={[24, 24]}>
          {features.map((feature, index) => (
            <Col key={index} xs={24} sm={12} lg={8}>
              <Card className="public-feature" variant="outlined">
                <span className="public-feature__icon" aria-hidden="true">
                  <AntIcon name={feature.icon} />
                </span>
                <Typography.Title level={3} style={{ fontSize: 18 }}>
                  {pickText(feature.title, language)}
                </Typography.Title>
                <Typography.Paragraph className="public-muted" style={{ marginBottom: 0 }}>
                  {pickText(feature.description, language)}
                </Typography.Paragraph>
              </Card>
            </Col>
          ))}
        </Row>
      </div>
    </section>
  );
}
