import { Flex, Skeleton } from 'antd';
import useSWR from 'swr';
import { ApiError } from '../../api/api-error';
import { RecordHistory } from '../records/RecordHistory';
import { RecordWorkflow } from '../records/RecordWorkflow';
import type { RecordItem, WorkflowAnswer } from '../records/record-types';
import { subjectWorkflowPaths } from './subject-workflow-paths';

/** GET …/workflow of a client or a document: where its run stands, and the run whose version a move names. */
type SubjectWorkflowAnswer = WorkflowAnswer & { run: Pick<RecordItem, 'id' | 'version'> | null };

/**
 * A client's (or a client document's) place in the office's workflow of it, with the record page's own parts: the
 * stage bar, SLA, pending approval, the moves this user may make and why not the others, the inputs dialog, and the
 * history. Nothing shows where the office runs no such workflow (or the subject was made before it ran).
 */
export function SubjectWorkflow({ clientId, documentId }: { clientId: string; documentId?: string }) {
  const paths = subjectWorkflowPaths(clientId, documentId);
  const { data, error, isLoading } = useSWR<SubjectWorkflowAnswer>(paths.workflow);
  if (isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  // A role the workflow does not show it to sees none; another failure is shown by the workflow card, which reads the same answer.
  if (error instanceof ApiError && error.status === 403) return null;
  const run = data?.run;
  if (!error && (!data?.data || !run)) return null;
  return (
    <Flex vertical gap={0} data-testid="subject-workflow">
      <RecordWorkflow module="" record={run ?? { id: documentId ?? clientId, version: 1 }} paths={paths} />
      {run ? <RecordHistory module="" id={run.id} path={paths.history} /> : null}
    </Flex>
  );
}
