import i18next from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { OfficeContext, type OfficeContextValue } from '../app/office/office-context';
import { registerTerminology } from '../app/office/register-terminology';
import { AppConfigProvider } from '../app/theme/AppConfigProvider';
import { dashboardStrings } from '../i18n/locales/dashboard';
import { registerStrings } from '../i18n/load-namespaces';
import { setOfficeWords } from '../i18n/office-words';
import { inMemorySwrConfig, type MemoryRoutes } from './in-memory-fetcher';
import { sandboxOffice } from './sandbox-office';

registerStrings('dashboard', dashboardStrings);

const ADMIN = ['admin'];

export interface WidgetSandboxProps {
  /** What the in-memory API answers, by path (see in-memory-fetcher.ts). */
  routes: MemoryRoutes;
  /** The office type whose configuration and vocabulary the widget sees (default legal). */
  officeType?: string;
  roles?: string[];
  /** Overrides of the office context, for a widget's loading or failed office (quick actions). */
  officeOverride?: Partial<OfficeContextValue>;
  /** The address the router starts at. */
  path?: string;
  children: ReactNode;
}

/**
 * A widget's world without a server, for stories and tests: a real office's configuration, vocabulary and theme
 * (light or dark, as the theme store says), the dashboard's strings, a router, and SWR answering from memory.
 */
export function WidgetSandbox({ routes, officeType = 'legal', roles = ADMIN, officeOverride, path = '/dashboard', children }: WidgetSandboxProps) {
  const { i18n } = useTranslation();
  const office = useMemo(() => ({ ...sandboxOffice(officeType, { language: i18n.language, roles }), ...officeOverride }), [i18n.language, officeOverride, officeType, roles]);
  if (office.terminology) registerTerminology(i18next, office.terminology);
  // The office's words fill the texts' nouns ({{clients}}), as OfficeProvider does in the app.
  setOfficeWords(office.terminology?.namespace);
  // A fresh cache per routes object: a story's states never leak into one another.
  const swr = useMemo(() => inMemorySwrConfig(routes), [routes]);
  return (
    <MemoryRouter initialEntries={[path]}>
      <OfficeContext.Provider value={office}>
        <AppConfigProvider>
          <SWRConfig value={swr}>{children}</SWRConfig>
        </AppConfigProvider>
      </OfficeContext.Provider>
    </MemoryRouter>
  );
}
