import { createContext, useContext } from 'react';
import type { FormDefinition } from '../../../engine/generated/config-types';
import type { PublicFormPage, PublicFormSubmissionBody } from '../../api/generated/api-types';
import { api } from '../../app/session';

/** What a public form link opens (GET /api/public-forms?token=): its form a FormDefinition, which the answer's schema leaves open. */
export type PublicFormPageData = Omit<PublicFormPage, 'form'> & { form: FormDefinition };

/** A submission: the answers by field, and whether the consent box was ticked. */
export type PublicFormSubmission = Omit<PublicFormSubmissionBody, 'token'>;

/** The public form's calls, without an account (the link's token is the key); stories give their own. */
export interface PublicFormApi {
  open(token: string): Promise<PublicFormPageData>;
  submit(token: string, submission: PublicFormSubmission): Promise<unknown>;
}

/** The server's public form calls. */
export const serverPublicFormApi: PublicFormApi = {
  open: async (token) => (await api.get<{ data: PublicFormPageData }>(`/public-forms?token=${encodeURIComponent(token)}`)).data,
  submit: (token, submission) => api.post('/public-forms/submissions', { token, ...submission }),
};

export const PublicFormApiContext = createContext<PublicFormApi>(serverPublicFormApi);

/** The public form API the page uses. */
export function usePublicFormApi(): PublicFormApi {
  return useContext(PublicFormApiContext);
}
