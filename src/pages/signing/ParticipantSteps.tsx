import { BellOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Space, Steps, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SigningParticipantView } from '../../api/signing-answers';
import { DateTime } from '../../app/actions/DateTime';
import { ParticipantStatusTag } from './SigningStatusTag';

type StepStatus = 'wait' | 'process' | 'finish' | 'error';
const STEP_STATUS: Record<SigningParticipantView['status'], StepStatus> = { pending: 'wait', signed: 'finish', completed: 'finish', declined: 'error', expired: 'error' };

/** Whom the sender may send a new link: someone whose turn it is, still to act or whose link ended. */
export const mayResend = (participant: SigningParticipantView) => participant.isTheirTurn && (participant.status === 'pending' || participant.status === 'expired');
/** Whom the sender may remind: someone whose turn it is and who has not acted. */
export const mayRemind = (participant: SigningParticipantView) => participant.isTheirTurn && participant.status === 'pending';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography.Text type="secondary" style={{ fontSize: 13 }}>
      {label}: {children}
    </Typography.Text>
  );
}

interface ParticipantStepsProps {
  participants: SigningParticipantView[];
  canManage: boolean;
  busy?: string;
  onResend(participant: SigningParticipantView): void;
  onRemind(participant: SigningParticipantView): void;
}

/** The participants in their order as steps: role, name, e-mail, status, when they acted, their link, a decline's reason, and the sender's resend and remind. */
export function ParticipantSteps({ participants, canManage, busy, onResend, onRemind }: ParticipantStepsProps) {
  const { t } = useTranslation('signing');
  const ordered = [...participants].sort((one, other) => one.order - other.order);
  return (
    <Card title={t('detail.participants')} size="small">
      <Steps
        orientation="vertical"
        size="small"
        data-testid="participant-steps"
        items={ordered.map((participant) => ({
          key: participant.id,
          status: participant.isTheirTurn && participant.status === 'pending' ? 'process' : STEP_STATUS[participant.status],
          title: (
            <Flex align="center" gap={6} wrap data-testid="participant-step" data-participant={participant.id}>
              <Typography.Text strong>
                <bdi>{participant.name}</bdi>
              </Typography.Text>
              <Tag>{t(`roles.${participant.role}`)}</Tag>
              <ParticipantStatusTag status={participant.status} />
              {participant.isTheirTurn ? <Tag color="processing">{t('detail.turn')}</Tag> : null}
            </Flex>
          ),
          content: (
            <Flex vertical gap={2} style={{ paddingBlockEnd: 8 }}>
              <Typography.Text type="secondary">
                {t('detail.order', { order: participant.order })} · <bdi dir="ltr">{participant.email}</bdi>
                {participant.phone ? <> · <bdi dir="ltr">{participant.phone}</bdi></> : null}
              </Typography.Text>
              {participant.actedAt ? <Detail label={t('detail.actedAt')}><DateTime value={participant.actedAt} /></Detail> : null}
              {participant.linkSentAt ? <Detail label={t('detail.linkSent')}><DateTime value={participant.linkSentAt} /></Detail> : null}
              {participant.linkExpiresAt && !participant.actedAt ? <Detail label={t('detail.linkExpires')}><DateTime value={participant.linkExpiresAt} /></Detail> : null}
              {participant.remindedAt && !participant.actedAt ? <Detail label={t('detail.remindedAt')}><DateTime value={participant.remindedAt} /></Detail> : null}
              {participant.declineReason ? (
                <Typography.Text type="danger" data-testid="decline-reason">
                  {t('detail.declineReason')}: <bdi>{participant.declineReason}</bdi>
                </Typography.Text>
              ) : null}
              {canManage && (mayResend(participant) || mayRemind(participant)) ? (
                <Space style={{ marginBlockStart: 4 }}>
                  {mayRemind(participant) ? (
                    <Button size="small" icon={<BellOutlined />} loading={busy === `remind:${participant.id}`} aria-label={t('detail.remindNamed', { name: participant.name })} onClick={() => onRemind(participant)} data-testid="participant-remind">
                      {t('detail.remind')}
                    </Button>
                  ) : null}
                  {mayResend(participant) ? (
                    <Button size="small" icon={<SendOutlined />} loading={busy === `resend:${participant.id}`} aria-label={t('detail.resendNamed', { name: participant.name })} onClick={() => onResend(participant)} data-testid="participant-resend">
                      {t('detail.resend')}
                    </Button>
                  ) : null}
                </Space>
              ) : null}
            </Flex>
          ),
        }))}
      />
    </Card>
  );
}
