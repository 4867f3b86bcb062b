import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DateTime } from '../../app/actions/DateTime';
import { Amount } from '../../app/chrome/Amount';
import { opportunityPath } from '../../app/routing/record-paths';
import type { Opportunity } from '../../api/opportunity-answers';

/** What a board card shows of a deal: title, client, value, expected close and owner, with its drag handle. */
export function DealCardContent({ deal, handle }: { deal: Opportunity; handle?: ReactNode }) {
  const { t } = useTranslation('opportunities');
  return (
    <Card size="small" styles={{ body: { padding: 10 } }} data-testid="deal-card" data-deal-id={deal.id}>
      <Flex gap={6} align="start">
        {handle}
        <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Link to={opportunityPath(deal.id)} style={{ fontWeight: 600 }}>
            <bdi>{deal.title}</bdi>
          </Link>
          <Link to={`/clients/${deal.clientId}`}>
            <bdi>{deal.clientName}</bdi>
          </Link>
          <Typography.Text strong>
            <Amount value={deal.value} />
          </Typography.Text>
          {deal.expectedCloseDate ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('fields.expectedCloseDate')}: <DateTime value={deal.expectedCloseDate} dateOnly />
            </Typography.Text>
          ) : null}
          {deal.ownerName ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('fields.owner')}: <bdi>{deal.ownerName}</bdi>
            </Typography.Text>
          ) : null}
        </Flex>
      </Flex>
    </Card>
  );
}
