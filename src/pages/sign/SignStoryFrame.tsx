import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { registerStrings } from '../../i18n/load-namespaces';
import { signStrings } from '../../i18n/locales/sign';
import { SIGN_TOKEN } from './sign-fixtures';
import { SigningApiContext, type SigningApi } from './signing-api';

registerStrings('sign', signStrings);

const never = <T,>(): Promise<T> => new Promise<T>(() => undefined);

// Calls that never answer unless the story scripts them.
const SILENT: SigningApi = { session: never, document: never, sendCode: never, verifyCode: never, act: never };

/** What a signing story scripts: the server's answers, one function per public route. */
export interface SignStoryParameters {
  signing?: Partial<SigningApi>;
}

/** The signer's page at /sign/<token>, without a server: each call answered by the story. */
export const signStoryFrame: Decorator = (Story, { parameters }) => {
  const { signing = {} } = parameters as SignStoryParameters;
  return (
    <MemoryRouter initialEntries={[`/sign/${SIGN_TOKEN}`]}>
      <SigningApiContext.Provider value={{ ...SILENT, ...signing }}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false, revalidateOnFocus: false }}>
          <Routes>
            <Route path="/sign/:token" element={<Story />} />
          </Routes>
        </SWRConfig>
      </SigningApiContext.Provider>
    </MemoryRouter>
  );
};
