import { useState } from 'react';
import type { SigningActBody } from '../../api/generated/api-types';
import { useSigningApi, type SigningSession } from './signing-api';

/** Sends an act from the link; the session it answers replaces the page's, a refusal is kept to be shown. */
export function useSigningAct(token: string, onActed: (session: SigningSession) => void) {
  const signing = useSigningApi();
  const [isBusy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<unknown>();
  const act = async (body: Omit<SigningActBody, 'token'>): Promise<boolean> => {
    setBusy(true);
    setRefusal(undefined);
    try {
      onActed(await signing.act({ token, ...body }));
      return true;
    } catch (error) {
      setRefusal(error);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { act, isBusy, refusal, dismiss: () => setRefusal(undefined) };
}
