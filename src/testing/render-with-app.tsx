import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { OfficeContext, type OfficeContextValue } from '../app/office/office-context';
import { AppConfigProvider } from '../app/theme/AppConfigProvider';

/** Renders a component as the app would, at a path, with the office context a test gives (none by default). */
export function renderWithApp(ui: ReactElement, { path = '/', office = {} }: { path?: string; office?: Partial<OfficeContextValue> } = {}): RenderResult {
  const value: OfficeContextValue = { isLoading: false, retry: () => undefined, ...office };
  return render(
    <MemoryRouter initialEntries={[path]}>
      <OfficeContext.Provider value={value}>
        <AppConfigProvider>{ui}</AppConfigProvider>
      </OfficeContext.Provider>
    </MemoryRouter>,
  );
}
