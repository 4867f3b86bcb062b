import type { Decorator } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import type { MemoryRoutes } from '../../dashboard/in-memory-fetcher';
import { WidgetSandbox } from '../../dashboard/WidgetSandbox';
import { registerStrings } from '../../i18n/load-namespaces';
import { documentsStrings } from '../../i18n/locales/documents';
import { signingStrings } from '../../i18n/locales/signing';
import { DocumentFilesContext, type DocumentFiles } from '../documents/document-files';
import { SigningCallsContext, type SigningCalls } from './signing-calls';

registerStrings('documents', documentsStrings);
registerStrings('signing', signingStrings);

/** What a signing story sets: the in-memory API's answers, the address and its pattern, the changing calls and the files. */
export interface SigningStoryParameters {
  routes?: MemoryRoutes;
  path?: string;
  pattern?: string;
  calls?: Partial<SigningCalls>;
  files?: Partial<DocumentFiles>;
}

const never = <T,>(): Promise<T> => new Promise<T>(() => undefined);
const NO_CALLS: SigningCalls = { create: never, update: never, submit: never, cancel: never, remove: never, resend: never, remind: never, fetchFile: never };
const NO_FILES: DocumentFiles = { upload: never, addVersion: never, fetchFile: never };

/** A signing screen in a legal office, at an address its route pattern reads, answered from memory. */
export const signingStoryFrame: Decorator = (Story, { parameters }) => {
  const { routes = {}, path = '/documents/workflows', pattern = '/documents/workflows', calls = {}, files = {} } = parameters as SigningStoryParameters;
  return (
    <WidgetSandbox routes={routes} path={path} officeType="legal">
      <SigningCallsContext.Provider value={{ ...NO_CALLS, ...calls }}>
        <DocumentFilesContext.Provider value={{ ...NO_FILES, ...files }}>
          <Routes>
            <Route path={pattern} element={<Story />} />
            <Route path="*" element={<div data-testid="navigated" />} />
          </Routes>
        </DocumentFilesContext.Provider>
      </SigningCallsContext.Provider>
    </WidgetSandbox>
  );
};
