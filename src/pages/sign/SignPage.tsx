import { Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ApiError } from '../../api/api-error';
import { ErrorState } from '../../app/chrome/ErrorState';
import { useFormatTime } from '../../app/time/use-format-time';
import { CodeGate } from './CodeGate';
import { ReviewerView } from './ReviewerView';
import { SignerView } from './SignerView';
import { SignHeader } from './SignHeader';
import type { SigningSession } from './signing-api';
import { SignStateResult, type EndState } from './SignStateResult';
import { useParticipantLanguage } from './use-participant-language';
import { useSigningSession } from './use-signing-session';

/** The end state a failed session load means: an unknown link (404), an expired one (410), too many tries (429). */
function failedState(error: unknown): EndState | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 404) return 'unknown';
  if (error.status === 410) return 'expired';
  if (error.status === 429) return 'rateLimited';
  return undefined;
}

/**
 * /sign/:token, the page a signing link opens, without an account (issue 24): in the participant's language, with the
 * office's languages to switch to; the link's state (waiting, done, closed, expired), the one-time code where the
 * workflow asks for one, then the document to sign, or to approve, reject or send back.
 */
export function SignPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('sign');
  const formatTime = useFormatTime();
  const { session, error, retry, replace } = useSigningSession(token);
  const [isVerified, setVerified] = useState(false);
  const [actedAt, setActedAt] = useState<string>();
  useParticipantLanguage(token, session);

  const onActed = (next: SigningSession) => {
    setActedAt(new Date().toISOString());
    replace(next);
    window.scrollTo({ top: 0 });
  };

  const body = () => {
    if (error) {
      const state = failedState(error);
      return state ? <SignStateResult state={state} /> : <ErrorState error={error} onRetry={retry} />;
    }
    if (!session) {
      return (
        <div data-testid="sign-loading" aria-busy="true" aria-label={t('loading')}>
          <Skeleton active paragraph={{ rows: 3 }} />
          <Skeleton.Node active style={{ inlineSize: '100%', blockSize: 320 }} />
        </div>
      );
    }
    if (session.state !== 'ready') return <SignStateResult state={session.state} session={session} {...(actedAt ? { actedOn: formatTime(actedAt, 'date') } : {})} />;
    if (session.needsCode && !isVerified) {
      return (
        <CodeGate
          token={token}
          onVerified={() => {
            setVerified(true);
            retry();
          }}
        />
      );
    }
    if (session.participant.role === 'signer') return <SignerView token={token} session={session} onActed={onActed} />;
    return <ReviewerView token={token} session={session} onActed={onActed} />;
  };

  return (
    <Flex vertical gap={12} style={{ maxInlineSize: 920, margin: '0 auto', padding: 'clamp(8px, 3vw, 24px)' }} data-testid="sign-page">
      {session && <SignHeader session={session} />}
      {body()}
    </Flex>
  );
}
