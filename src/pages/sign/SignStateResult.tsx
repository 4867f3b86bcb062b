import { ClockCircleOutlined, FieldTimeOutlined, StopOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SigningSession } from './signing-api';

/** What a link that may not act now says: the state's title and text, for the states that end the page. */
export type EndState = 'unknown' | 'expired' | 'waiting' | 'done' | 'closed' | 'rateLimited';

const heading = (text: string) => <h1 style={{ fontSize: 'inherit', margin: 0 }}>{text}</h1>;

/** The closed workflow's sentence: cancelled, rejected (or declined), or complete. */
function closedText(status: SigningSession['workflowStatus']): string {
  if (status === 'cancelled') return 'states.closedCancelled';
  if (status === 'rejected') return 'states.closedRejected';
  return 'states.closedCompleted';
}

/** The done participant's sentence: signed, approved, declined or answered, with the day when this visit saw it. */
function doneText(session: SigningSession, actedOn: string | undefined): string[] {
  const { role, status } = session.participant;
  if (status === 'declined') return ['states.doneDeclined'];
  if (role === 'signer' && status === 'signed') return [actedOn ? 'states.doneSignedOn' : 'states.doneSigned', 'states.doneCopy'];
  if (status === 'completed') return [actedOn ? 'states.doneApprovedOn' : 'states.doneApproved'];
  return ['states.doneAnswered'];
}

/** A link's page when there is nothing to act on: unknown, expired, waiting for someone earlier, done, or closed. */
function StateResult({ state, session, actedOn }: { state: EndState; session?: SigningSession; actedOn?: string }) {
  const { t } = useTranslation('sign');
  if (state === 'done' && session) {
    return (
      <Result
        status="success"
        title={heading(t('states.doneTitle', { name: session.participant.name }))}
        subTitle={doneText(session, actedOn).map((key) => (
          <p key={key} style={{ margin: 0 }}>
            {t(key, { date: actedOn })}
          </p>
        ))}
       
      />
    );
  }
  if (state === 'closed' && session) return <Result icon={<StopOutlined />} title={heading(t('states.closedTitle'))} subTitle={t(closedText(session.workflowStatus))} />;
  if (state === 'waiting') return <Result icon={<ClockCircleOutlined />} title={heading(t('states.waitingTitle'))} subTitle={t('states.waitingText')} />;
  if (state === 'expired') return <Result icon={<FieldTimeOutlined />} title={heading(t('states.expiredTitle'))} subTitle={t('states.expiredText')} />;
  if (state === 'rateLimited') return <Result status="warning" title={heading(t('states.rateLimited'))} />;
  return <Result status="warning" title={heading(t('states.unknownTitle'))} subTitle={t('states.unknownText')} />;
}

/** The state's result, named for tests by its state. */
export function SignStateResult(props: { state: EndState; session?: SigningSession; actedOn?: string }) {
  return (
    <div data-testid={`sign-state-${props.state}`}>
      <StateResult {...props} />
    </div>
  );
}
