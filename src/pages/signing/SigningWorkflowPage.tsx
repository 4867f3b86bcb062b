import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Result, Row, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../api/api-error';
import type { SigningParticipantView, SigningWorkflow, SigningWorkflowChanged } from '../../api/signing-answers';
import { ActionError } from '../../app/actions/ActionError';
import { DateTime } from '../../app/actions/DateTime';
import { saveFile } from '../../app/actions/save-file';
import { useServerAction } from '../../app/actions/use-server-action';
import { ErrorState } from '../../app/chrome/ErrorState';
import { FileName } from '../documents/FileName';
import { ParticipantSteps } from './ParticipantSteps';
import { SigningActions } from './SigningActions';
import { useSigningCalls } from './signing-calls';
import { SigningEventTrail } from './SigningEventTrail';
import { SigningFieldsSummary } from './SigningFieldsSummary';
import { SigningStatusTag } from './SigningStatusTag';
import { useSigningWorkflow } from './use-signing';

const SendForSignatureDrawer = lazy(() => import('./SendForSignatureDrawer').then((module) => ({ default: module.SendForSignatureDrawer })));

/**
 * One signing workflow (issue 24) at /documents/workflows/:id: its {{document}} and status, the participants'
 * progress in order with resend and remind, the sender's send, edit, delete and cancel, the sealed file and its
 * certificate once complete, the boxes on the pages and the trail.
 */
export function SigningWorkflowPage() {
  const { id } = useParams<{ id: string }>();
  const { t, i18n } = useTranslation('signing');
  const navigate = useNavigate();
  const answer = useSigningWorkflow(id);
  const calls = useSigningCalls();
  const action = useServerAction();
  const [busy, setBusy] = useState<string>();
  const [isEditing, setEditing] = useState(false);
  const workflow = answer.data?.data;
  if (answer.error instanceof ApiError && answer.error.status === 404) {
    return <Result status="404" title={t('detail.notFound')} subTitle={t('detail.notFoundText')} extra={<Link to="/documents/workflows">{t('detail.back')}</Link>} data-testid="workflow-not-found" />;
  }
  if (answer.error) return <ErrorState error={answer.error} title={t('detail.loadFailed')} onRetry={() => void answer.mutate()} />;
  if (!workflow) {
    return (
      <div data-testid="workflow-loading">
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  }
  const Back = i18n.dir() === 'rtl' ? ArrowRightOutlined : ArrowLeftOutlined;
  // Every change answers the workflow as it now stands: shown at once.
  const change = async (key: string, call: () => Promise<SigningWorkflowChanged>, success: string) => {
    setBusy(key);
    const changed = await action.run(call, { success });
    setBusy(undefined);
    if (changed) void answer.mutate({ success: true, data: changed.data }, { revalidate: false });
  };
  const onParticipant = (kind: 'resend' | 'remind') => (participant: SigningParticipantView) =>
    void change(`${kind}:${participant.id}`, () => calls[kind](workflow.id, participant.id), t(kind === 'resend' ? 'detail.resent' : 'detail.reminded'));
  const remove = async () => {
    setBusy('delete');
    const removed = await action.run(() => calls.remove(workflow.id), { success: t('detail.deleted') });
    setBusy(undefined);
    if (removed !== undefined) navigate('/documents/workflows?tab=drafts');
  };
  const download = async (which: 'sealed' | 'certificate') => {
    setBusy(which);
    await action.run(async () => {
      const file = await calls.fetchFile(workflow.id, which);
      saveFile(file.blob, file.fileName ?? `${workflow.name}${which === 'certificate' ? ' - certificate' : ''}.pdf`);
    }, { isQuiet: true });
    setBusy(undefined);
  };

  return (
    <section aria-labelledby="workflow-title" data-testid="workflow-page">
      <Link to="/documents/workflows">
        <Back /> {t('detail.back')}
      </Link>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBlock: 12 }}>
        <Flex vertical gap={4}>
          <Flex align="center" gap={12} wrap>
            <Typography.Title level={1} id="workflow-title" style={{ fontSize: 26, margin: 0 }}>
              <bdi>{workflow.name}</bdi>
            </Typography.Title>
            <SigningStatusTag status={workflow.status} />
          </Flex>
          <Typography.Text type="secondary">
            <Link to={`/documents/${workflow.documentId}`} data-testid="workflow-document">
              <FileName name={workflow.documentName} />
            </Link>{' '}
            ({t('detail.version', { version: workflow.documentVersion })})
            {workflow.submittedAt ? <> · {t('detail.sentOn')} <DateTime value={workflow.submittedAt} /></> : null}
            {workflow.completedAt ? <> · {t('detail.completedOn')} <DateTime value={workflow.completedAt} /></> : null}
          </Typography.Text>
        </Flex>
        <SigningActions
          workflow={workflow}
          busy={busy}
          onSend={() => void change('submit', () => calls.submit(workflow.id), t('detail.sent'))}
          onEdit={() => setEditing(true)}
          onDelete={() => void remove()}
          onCancel={() => void change('cancel', () => calls.cancel(workflow.id), t('detail.cancelled'))}
          onDownload={(which) => void download(which)}
        />
      </Flex>
      <ActionError error={action.error} onClose={action.reset} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Flex vertical gap={16}>
            <ParticipantSteps participants={workflow.participants} canManage={workflow.canManage} busy={busy} onResend={onParticipant('resend')} onRemind={onParticipant('remind')} />
            <SigningFieldsSummary fields={workflow.fields} participants={workflow.participants} />
            {workflow.message ? (
              <Card title={t('detail.message')} size="small">
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{workflow.message}</Typography.Paragraph>
              </Card>
            ) : null}
          </Flex>
        </Col>
        <Col xs={24} lg={10}>
          <SigningEventTrail events={workflow.events} />
        </Col>
      </Row>
      {isEditing ? (
        <Suspense fallback={null}>
          <SendForSignatureDrawer
            workflow={workflow}
            document={{ id: workflow.documentId, name: workflow.documentName, version: workflow.documentVersion }}
            onClose={() => setEditing(false)}
            onSaved={(saved: SigningWorkflow) => {
              setEditing(false);
              void answer.mutate({ success: true, data: saved }, { revalidate: false });
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
