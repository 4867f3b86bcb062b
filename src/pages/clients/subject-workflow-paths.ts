import type { WorkflowPaths } from '../records/record-api-paths';
import { clientApiPath } from './use-client';

/** The workflow calls of a client's run of the office's client workflow, or of one of its documents' runs. */
export function subjectWorkflowPaths(clientId: string, documentId?: string): WorkflowPaths {
  const base = clientApiPath(clientId, documentId ? `documents/${encodeURIComponent(documentId)}/workflow` : 'workflow');
  return { workflow: base, transition: `${base}/transition`, approval: `${base}/approval`, history: `${base}/history`, changed: clientApiPath(clientId) };
}
