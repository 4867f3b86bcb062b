import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SigningParticipantView, SigningWorkflowStatus } from '../../api/signing-answers';

const WORKFLOW_COLOURS: Record<SigningWorkflowStatus, string> = {
  draft: 'default',
  review: 'purple',
  approved: 'cyan',
  signing: 'blue',
  in_progress: 'geekblue',
  completed: 'green',
  rejected: 'red',
  cancelled: 'default',
};

const PARTICIPANT_COLOURS: Record<SigningParticipantView['status'], string> = { pending: 'gold', signed: 'green', completed: 'green', declined: 'red', expired: 'default' };

/** A workflow's status as a coloured tag. */
export function SigningStatusTag({ status }: { status: SigningWorkflowStatus }) {
  const { t } = useTranslation('signing');
  return (
    <Tag color={WORKFLOW_COLOURS[status]} data-testid="signing-status">
      {t(`status.${status}`)}
    </Tag>
  );
}

/** A participant's status as a coloured tag. */
export function ParticipantStatusTag({ status }: { status: SigningParticipantView['status'] }) {
  const { t } = useTranslation('signing');
  return (
    <Tag color={PARTICIPANT_COLOURS[status]} data-testid="participant-status">
      {t(`participantStatus.${status}`)}
    </Tag>
  );
}
