import useSWR from 'swr';
import { SIGNING_API } from '../../api/signing-api-paths';
import type { SigningWorkflowAnswer, SigningWorkflowsAnswer } from '../../api/signing-answers';
import { signingListPath, type SigningListParams } from './signing-params';

/** A page of workflows as the parameters ask, the previous page kept on screen while the next arrives. */
export function useSigningPage(params: SigningListParams) {
  return useSWR<SigningWorkflowsAnswer>(signingListPath(params), { keepPreviousData: true });
}

/** One workflow in full. */
export function useSigningWorkflow(id: string | undefined) {
  return useSWR<SigningWorkflowAnswer>(id ? SIGNING_API.workflow(id) : null);
}
