import { createContext, useContext } from 'react';
import type { DownloadedFile } from '../../api/api-client-options';
import type { SigningActBody, SigningActed, SigningCodeSent, SigningSessionAnswer } from '../../api/generated/api-types';
import { api } from '../../app/session';

/** What a signing link opens (GET /api/sign/session). */
export type SigningSession = SigningSessionAnswer['data'];
/** One box the participant fills. */
export type SigningField = SigningSession['fields'][number];
/** What the participant filled in one box, as POST /api/sign/act takes it. */
export type SigningFieldValue = NonNullable<SigningActBody['values']>[number];
/** What a participant does from their link. */
export type SigningAction = SigningActBody['action'];

const query = (token: string) => `?token=${encodeURIComponent(token)}`;

/** The signer's public routes (server/modules/signing/signing.schemas.ts): no account, the token in the query or the body. */
export interface SigningApi {
  session(token: string): Promise<SigningSession>;
  /** The PDF that was sent; 403 SIGNING_CODE_REQUIRED until the one-time code is entered. */
  document(token: string): Promise<DownloadedFile>;
  /** Mails a one-time code; answers the address, partly hidden. */
  sendCode(token: string): Promise<string>;
  verifyCode(token: string, code: string): Promise<void>;
  /** Signs, declines, approves, rejects or asks for changes; answers the session as it now stands. */
  act(body: SigningActBody): Promise<SigningSession>;
}

/** The server, through the tab's API client (it picks the refusal's message in the page's language). */
export const serverSigningApi: SigningApi = {
  session: async (token) => (await api.get<SigningSessionAnswer>(`/sign/session${query(token)}`)).data,
  document: (token) => api.get<DownloadedFile>(`/sign/document${query(token)}`, { responseType: 'blob' }),
  sendCode: async (token) => (await api.post<SigningCodeSent>('/sign/code', { token })).data.sentTo,
  verifyCode: async (token, code) => {
    await api.post('/sign/code/verify', { token, code });
  },
  act: async (body) => (await api.post<SigningActed>('/sign/act', body)).data,
};

/** How the page talks to the server; stories give an in-memory one. */
export const SigningApiContext = createContext<SigningApi>(serverSigningApi);

export function useSigningApi(): SigningApi {
  return useContext(SigningApiContext);
}
