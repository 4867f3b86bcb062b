import useSWR from 'swr';
import { recordApiPath } from './record-api-paths';
import type { HistoryAnswer, RecordAnswer, WorkflowAnswer } from './record-types';

/** One record in full. */
export function useRecord(module: string, id: string | undefined) {
  return useSWR<RecordAnswer>(id ? recordApiPath(module, id) : null);
}

/** Where the record stands in its workflow and the moves this user may make (GET …/workflow). */
export function useRecordWorkflow(path: string | null) {
  return useSWR<WorkflowAnswer>(path);
}

/** What happened to the record, oldest first (GET …/history). */
export function useRecordHistory(path: string) {
  return useSWR<HistoryAnswer>(path);
}
