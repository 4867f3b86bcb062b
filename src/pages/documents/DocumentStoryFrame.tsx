import type { Decorator } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import type { MemoryRoutes } from '../../dashboard/in-memory-fetcher';
import { WidgetSandbox } from '../../dashboard/WidgetSandbox';
import { registerStrings } from '../../i18n/load-namespaces';
import { documentsStrings } from '../../i18n/locales/documents';
import { signingStrings } from '../../i18n/locales/signing';
import { templatesStrings } from '../../i18n/locales/templates';
import { DocumentFilesContext, type DocumentFiles } from './document-files';

registerStrings('documents', documentsStrings);
registerStrings('templates', templatesStrings);
registerStrings('signing', signingStrings);

/** What a library story sets: the in-memory API's answers, the address, its route pattern, and how files travel. */
export interface DocumentStoryParameters {
  routes?: MemoryRoutes;
  path?: string;
  pattern?: string;
  files?: Partial<DocumentFiles>;
}

const never = <T,>(): Promise<T> => new Promise<T>(() => undefined);

// Files that never arrive unless the story gives its own.
const NO_FILES: DocumentFiles = { upload: never, addVersion: never, fetchFile: never };

/** A library screen in a legal office, at an address its route pattern reads, answered from memory. */
export const documentStoryFrame: Decorator = (Story, { parameters }) => {
  const { routes = {}, path = '/documents', pattern = '/documents', files = {} } = parameters as DocumentStoryParameters;
  return (
    <WidgetSandbox routes={routes} path={path} officeType="legal">
      <DocumentFilesContext.Provider value={{ ...NO_FILES, ...files }}>
        <Routes>
          <Route path={pattern} element={<Story />} />
        </Routes>
      </DocumentFilesContext.Provider>
    </WidgetSandbox>
  );
};
