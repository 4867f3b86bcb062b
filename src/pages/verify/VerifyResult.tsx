import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, MinusCircleFilled } from '@ant-design/icons';
import { Card, Descriptions, Flex, List, Tag, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatTime } from '../../app/time/use-format-time';
import { FileName } from '../documents/FileName';
import { useSigningEventLabel } from '../sign/signing-event-labels';
import type { Verification } from './verify-api';
import { VERDICT_LOOK, verdictOf, type Verdict } from './verify-verdict';

const ICONS: Record<Verdict, ReactNode> = { intact: <CheckCircleFilled />, changed: <CloseCircleFilled />, foreign: <ExclamationCircleFilled />, unsealed: <MinusCircleFilled /> };

/** What /verify found: the verdict in its colour, the seal's details and, when this installation holds the workflow, its participants and trail. */
export function VerifyResult({ verification }: { verification: Verification }) {
  const { t } = useTranslation('verify');
  const formatTime = useFormatTime();
  const eventLabel = useSigningEventLabel();
  const verdict = verdictOf(verification);
  const { colour } = VERDICT_LOOK[verdict];
  const { workflow } = verification;
  const unknown = t('details.unknown');
  return (
    <Flex vertical gap={16} data-testid="verify-result" data-verdict={verdict}>
      <Card style={{ borderColor: colour, borderWidth: 2, borderInlineStartWidth: 8 }} role="status" aria-live="polite" data-testid="verify-verdict">
        <Flex gap={12} align="flex-start">
          <span style={{ color: colour, fontSize: 32, lineHeight: 1 }} aria-hidden>
            {ICONS[verdict]}
          </span>
          <Flex vertical gap={4}>
            <Typography.Title level={2} style={{ margin: 0, fontSize: 20, color: colour }}>
              {t(`verdicts.${verdict}`)}
            </Typography.Title>
            <Typography.Text>{t(`verdicts.${verdict}Text`)}</Typography.Text>
          </Flex>
        </Flex>
      </Card>
      <Card title={t('details.title')} size="small">
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'signedAt', label: t('details.signedAt'), children: verification.signedAt ? formatTime(verification.signedAt) : unknown },
            { key: 'signer', label: t('details.signer'), children: verification.signer ? <bdi>{verification.signer}</bdi> : unknown },
            {
              key: 'sha256',
              label: t('details.sha256'),
              children: (
                <Typography.Text code copyable dir="ltr" style={{ overflowWrap: 'anywhere', fontSize: 12 }} data-testid="verify-sha256">
                  {verification.sha256}
                </Typography.Text>
              ),
            },
            ...(workflow
              ? [
                  { key: 'office', label: t('workflow.office'), children: <bdi>{workflow.officeName}</bdi> },
                  { key: 'document', label: t('workflow.document'), children: <FileName name={workflow.documentName} /> },
                  { key: 'completedAt', label: t('workflow.completedAt'), children: workflow.completedAt ? formatTime(workflow.completedAt) : unknown },
                ]
              : []),
          ]}
        />
      </Card>
      {workflow && (
        <>
          <Card title={t('workflow.participants')} size="small">
            <List
              dataSource={workflow.participants}
              data-testid="verify-participants"
              renderItem={(participant) => (
                <List.Item>
                  <Flex justify="space-between" gap={8} wrap style={{ inlineSize: '100%' }}>
                    <span>
                      <bdi>{participant.name}</bdi> <Tag>{t(`roles.${participant.role}`)}</Tag>
                    </span>
                    <Typography.Text type="secondary">
                      {participant.actedAt ? t('workflow.acted', { status: t(`statuses.${participant.status}`), date: formatTime(participant.actedAt) }) : t(`statuses.${participant.status}`)}
                    </Typography.Text>
                  </Flex>
                </List.Item>
              )}
            />
          </Card>
          <Card title={t('workflow.trail')} size="small">
            <Timeline
              data-testid="verify-trail"
              items={workflow.events.map((event, index) => ({
                key: index,
                content: (
                  <Flex vertical>
                    <Typography.Text strong>
                      {eventLabel(event.event)}
                      {event.participantName && (
                        <>
                          {' · '}
                          <bdi>{event.participantName}</bdi>
                        </>
                      )}
                    </Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {formatTime(event.occurredAt)}
                    </Typography.Text>
                  </Flex>
                ),
              }))}
            />
          </Card>
        </>
      )}
    </Flex>
  );
}
