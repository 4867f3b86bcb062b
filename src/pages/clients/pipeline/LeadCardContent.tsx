import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DateTime } from '../../../app/actions/DateTime';
import { useNow } from '../../../app/actions/use-now';
import { clientPath } from '../../../app/routing/record-paths';
import type { ClientRow } from '../../../api/client-answers';
import { LeadScoreTag } from './LeadScoreTag';

/** What a pipeline card shows of a lead: name (to its page), score and temperature, phone, and the next follow-up if any. */
export function LeadCardContent({ lead, handle }: { lead: ClientRow; handle?: ReactNode }) {
  const { t } = useTranslation('clients');
  const now = useNow();
  const phone = lead.mobilePhone ?? lead.phone;
  const isOverdue = lead.nextFollowUpDate != null && new Date(lead.nextFollowUpDate).getTime() < now;
  return (
    <Card size="small" styles={{ body: { padding: 10 } }} data-testid="lead-card" data-lead-id={lead.id}>
      <Flex gap={6} align="start">
        {handle}
        <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Flex justify="space-between" align="start" gap={6}>
            <Link to={clientPath(lead)} style={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
              <bdi>{`${lead.firstName} ${lead.lastName}`}</bdi>
            </Link>
            {lead.leadScore != null ? <LeadScoreTag score={lead.leadScore} /> : null}
          </Flex>
          {phone ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <bdi dir="ltr">{phone}</bdi>
            </Typography.Text>
          ) : null}
          {lead.nextFollowUpDate ? (
            <Typography.Text type={isOverdue ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
              {t('pipeline.nextFollowUp')}: <DateTime value={lead.nextFollowUpDate} dateOnly />
            </Typography.Text>
          ) : null}
        </Flex>
      </Flex>
    </Card>
  );
}
