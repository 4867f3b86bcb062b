import useSWR from 'swr';
import { recordApiPath } from './record-api-paths';
import type { HistoryAnswer, RecordAnswer, WorkflowAnswer } from './record-types';

/** One record in full. */
export function useRecord(module: string, id: string | undefined) {
  return useSWR<RecordAnswer>(id ? recordApiPath(module, id) : null);
}

/** Where the record stands in its workflow and the moves this user may make (GET …/workflow). */
export function useRecordWorkflow(module: string, id: string, isOn: boolean) {
  return useSWR<WorkflowAnswer>(isOn ? recordApiPath(module, id, 'workflow') : null);
}

/** What happened to the record, oldest first (GET …/history). */
export function useRecordHistory(module: string, id: string) {
  return useSWR<HistoryAnswer>(recordApiPath(module, id, 'history'));
}
