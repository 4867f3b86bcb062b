import { Col, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

/** The home page while the office loads: the hero and three cards in outline, announced to screen readers. */
export function HomeSkeleton() {
  const { t } = useTranslation('public');
  return (
    <div role="status" aria-live="polite" aria-busy="true" data-testid="home-loading">
      <span className="sr-only">{t('home.loading')}</span>
      <div className="public-section public-section--tinted">
        <div className="public-container">
          <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 2, width: ['80%', '40%'] }} />
          <Skeleton.Button active size="large" style={{ marginTop: 16, width: 160 }} />
        </div>
      </div>
      <div className="public-section">
        <div className="public-container">
          <Row gutter={[24, 24]}>
            {[0, 1, 2].map((index) => (
              <Col key={index} xs={24} sm={12} lg={8}>
                <Skeleton active avatar paragraph={{ rows: 3 }} />
              </Col>
            ))}
          </Row>
        </div>
      </div>
    </div>
  );
}
