import { createContext, useContext } from 'react';
import type { VerificationAnswer } from '../../api/generated/api-types';
import { api } from '../../app/session';

/** What /api/verify found in a PDF. */
export type Verification = VerificationAnswer['data'];

/** How the verify page sends a PDF; stories give an in-memory one. */
export interface VerifyApi {
  verify(file: File): Promise<Verification>;
}

/** POST /api/verify, the PDF as the multipart field `file`. */
export const serverVerifyApi: VerifyApi = {
  verify: async (file) => {
    const body = new FormData();
    body.append('file', file, file.name);
    return (await api.post<VerificationAnswer>('/verify', body)).data;
  },
};

export const VerifyApiContext = createContext<VerifyApi>(serverVerifyApi);

export function useVerifyApi(): VerifyApi {
  return useContext(VerifyApiContext);
}
