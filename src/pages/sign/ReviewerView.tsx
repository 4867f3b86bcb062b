import { CheckOutlined, CloseOutlined, EditOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActRefusal } from './ActRefusal';
import { ReasonDialog } from './ReasonDialog';
import type { SigningSession } from './signing-api';
import { SigningPages } from './SigningPages';
import { useSigningAct } from './use-signing-act';

type Answer = 'reject' | 'request_changes';

/** A reviewer's or approver's page: the document, then approve, reject (with a reason) or ask for changes (with a reason); an observer only reads. */
export function ReviewerView({ token, session, onActed }: { token: string; session: SigningSession; onActed(session: SigningSession): void }) {
  const { t } = useTranslation('sign');
  const { token: design } = theme.useToken();
  const [asking, setAsking] = useState<Answer>();
  const { act, isBusy, refusal, dismiss } = useSigningAct(token, onActed);
  const isObserver = session.participant.role === 'observer';
  return (
    <Flex vertical gap={12}>
      <SigningPages token={token} name={session.documentName} fields={[]} renderField={() => null} />
      {refusal !== undefined && <ActRefusal error={refusal} onClose={dismiss} />}
      {isObserver ? (
        <Alert type="info" showIcon title={t('actions.observer')} />
      ) : (
        <Flex
          gap={8}
          wrap
          data-testid="reviewer-actions"
          style={{ position: 'sticky', insetBlockEnd: 0, zIndex: 5, padding: 12, background: design.colorBgElevated, borderBlockStart: `1px solid ${design.colorBorderSecondary}`, boxShadow: design.boxShadowSecondary }}
        >
          <Button type="primary" icon={<CheckOutlined />} loading={isBusy && !asking} onClick={() => void act({ action: 'approve' })} style={{ flex: 1, minInlineSize: 120 }} data-testid="review-approve">
            {t('actions.approve')}
          </Button>
          <Button icon={<EditOutlined />} onClick={() => setAsking('request_changes')} data-testid="review-changes">
            {t('actions.requestChanges')}
          </Button>
          <Button danger icon={<CloseOutlined />} onClick={() => setAsking('reject')} data-testid="review-reject">
            {t('actions.reject')}
          </Button>
        </Flex>
      )}
      {asking && (
        <ReasonDialog
          title={t(asking === 'reject' ? 'actions.rejectTitle' : 'actions.changesTitle')}
          isBusy={isBusy}
          onCancel={() => setAsking(undefined)}
          onSend={(reason) => void act({ action: asking, reason }).then(() => setAsking(undefined))}
        />
      )}
    </Flex>
  );
}
