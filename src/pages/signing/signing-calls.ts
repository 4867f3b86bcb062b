import { createContext, useContext } from 'react';
import type { DownloadedFile } from '../../api/api-client-options';
import { SIGNING_API } from '../../api/signing-api-paths';
import type { SigningWorkflowChanged, SigningWorkflowCreated, SigningWorkflowInput } from '../../api/signing-answers';
import { api } from '../../app/session';

/** The calls that change a signing workflow, and its sealed files; stories give their own. */
export interface SigningCalls {
  create(input: SigningWorkflowInput): Promise<SigningWorkflowCreated>;
  update(id: string, input: SigningWorkflowInput): Promise<SigningWorkflowChanged>;
  submit(id: string): Promise<SigningWorkflowChanged>;
  cancel(id: string): Promise<SigningWorkflowChanged>;
  remove(id: string): Promise<unknown>;
  resend(id: string, participantId: string): Promise<SigningWorkflowChanged>;
  remind(id: string, participantId: string): Promise<SigningWorkflowChanged>;
  /** The sealed PDF, or its certificate alone. */
  fetchFile(id: string, which: 'sealed' | 'certificate'): Promise<DownloadedFile>;
}

/** The server's signing routes, through the session's API client. */
export const serverSigningCalls: SigningCalls = {
  create: (input) => api.post<SigningWorkflowCreated>(SIGNING_API.list, input),
  update: (id, input) => api.put<SigningWorkflowChanged>(SIGNING_API.workflow(id), input),
  submit: (id) => api.post<SigningWorkflowChanged>(SIGNING_API.workflow(id, 'submit')),
  cancel: (id) => api.post<SigningWorkflowChanged>(SIGNING_API.workflow(id, 'cancel')),
  remove: (id) => api.delete(SIGNING_API.workflow(id)),
  resend: (id, participantId) => api.post<SigningWorkflowChanged>(SIGNING_API.participant(id, participantId, 'resend')),
  remind: (id, participantId) => api.post<SigningWorkflowChanged>(SIGNING_API.participant(id, participantId, 'remind')),
  fetchFile: (id, which) => api.get<DownloadedFile>(SIGNING_API.workflow(id, which), { responseType: 'blob' }),
};

export const SigningCallsContext = createContext<SigningCalls>(serverSigningCalls);

/** How this screen changes workflows. */
export function useSigningCalls(): SigningCalls {
  return useContext(SigningCallsContext);
}
