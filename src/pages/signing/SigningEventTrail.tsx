import { Card, Flex, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SigningEventView } from '../../api/signing-answers';
import { DateTime } from '../../app/actions/DateTime';
import { SIGNING_EVENTS, useSigningEventLabel } from '../sign/signing-event-labels';
import { shortUserAgent } from './user-agent';

type SigningEventCode = (typeof SIGNING_EVENTS)[number];

const isKnown = (event: string): event is SigningEventCode => (SIGNING_EVENTS as readonly string[]).includes(event);

const EVENT_COLOURS: Partial<Record<SigningEventCode, string>> = { signed: 'green', approved: 'green', completed: 'green', sealed: 'green', declined: 'red', rejected: 'red', code_failed: 'red', cancelled: 'gray', expired: 'gray', changes_requested: 'orange' };

/** A workflow's trail, oldest first: what happened, to or by whom, when, and from which address and browser. */
export function SigningEventTrail({ events }: { events: SigningEventView[] }) {
  const { t } = useTranslation('signing');
  const labelOf = useSigningEventLabel();
  return (
    <Card title={t('detail.trail')} size="small" data-testid="signing-trail">
      {events.length === 0 ? (
        <Typography.Text type="secondary">{t('detail.noEvents')}</Typography.Text>
      ) : (
        <Timeline
          items={events.map((event) => ({
            key: event.seq,
            color: (isKnown(event.event) && EVENT_COLOURS[event.event]) || 'blue',
            content: (
              <Flex vertical gap={2} data-testid="signing-event" data-event={event.event}>
                <Typography.Text strong>
                  {labelOf(event.event)}
                  {event.participantName ? <> · <bdi>{event.participantName}</bdi></> : null}
                </Typography.Text>
                <Typography.Text type="secondary">
                  <DateTime value={event.occurredAt} />
                  {event.actorName ? <> · {t('detail.by', { name: event.actorName })}</> : null}
                </Typography.Text>
                {event.ip || event.userAgent ? (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }} title={event.userAgent ?? undefined}>
                    {event.ip ? <>{t('detail.ip')}: <bdi dir="ltr">{event.ip}</bdi></> : null}
                    {event.ip && event.userAgent ? ' · ' : null}
                    {event.userAgent ? <>{t('detail.userAgent')}: <bdi dir="ltr" data-testid="event-agent">{shortUserAgent(event.userAgent)}</bdi></> : null}
                  </Typography.Text>
                ) : null}
              </Flex>
            ),
          }))}
        />
      )}
    </Card>
  );
}
