import { Flex, Progress, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SigningWorkflowSummary } from '../../api/signing-answers';
import { DateTime } from '../../app/actions/DateTime';
import { FileName } from '../documents/FileName';
import { SigningStatusTag } from './SigningStatusTag';

/** How far a workflow is: "2 of 3" beside a small bar. */
function WorkflowProgress({ done, count }: { done: number; count: number }) {
  const { t } = useTranslation('signing');
  const percent = count > 0 ? Math.round((done / count) * 100) : 0;
  return (
    <Flex align="center" gap={8} data-testid="signing-progress">
      <Typography.Text style={{ whiteSpace: 'nowrap' }}>{t('progress', { done, count })}</Typography.Text>
      <Progress percent={percent} size={{ width: 64, height: 6 }} showInfo={false} aria-label={t('progressLabel', { done, count })} style={{ margin: 0 }} />
    </Flex>
  );
}

/** The workflows' rows: name (opening its page), its {{document}} (opening the library's), status, progress, whom it waits for, sender and when it last changed. */
export function SigningTable({ workflows, isLoading }: { workflows: SigningWorkflowSummary[]; isLoading: boolean }) {
  const { t } = useTranslation('signing');
  return (
    <Table<SigningWorkflowSummary>
      rowKey="id"
      size="middle"
      loading={isLoading}
      dataSource={workflows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="signing-table"
      columns={[
        { key: 'name', title: t('columns.name'), render: (_, row) => <Link to={`/documents/workflows/${row.id}`} data-testid="workflow-link">{row.name}</Link> },
        {
          key: 'document',
          title: t('columns.document'),
          render: (_, row) => (
            <Link to={`/documents/${row.documentId}`} data-testid="workflow-document">
              <FileName name={row.documentName} />
            </Link>
          ),
        },
        { key: 'status', title: t('columns.status'), render: (_, row) => <SigningStatusTag status={row.status} /> },
        { key: 'progress', title: t('columns.progress'), render: (_, row) => <WorkflowProgress done={row.doneCount} count={row.participantCount} /> },
        { key: 'waiting', title: t('columns.waitingFor'), render: (_, row) => <span data-testid="workflow-waiting">{row.waitingFor.join(', ')}</span> },
        { key: 'sender', title: t('columns.sender'), render: (_, row) => row.createdByName ?? '' },
        { key: 'updated', title: t('columns.updated'), render: (_, row) => <DateTime value={row.updatedAt} /> },
      ]}
    />
  );
}
