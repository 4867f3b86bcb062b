import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerStrings } from '../../i18n/load-namespaces';
import { documentsStrings } from '../../i18n/locales/documents';
import { renderWithApp } from '../../testing/render-with-app';
import { libraryDocument } from './library-fixtures';
import { LibraryTable } from './LibraryTable';

beforeAll(() => registerStrings('documents', documentsStrings));
afterEach(async () => {
  await i18next.changeLanguage('he');
});

// A Hebrew file's name, as an upload names its document: the name and the file name are the same.
const HEBREW = libraryDocument({ name: 'דוח רבעוני.pdf', fileName: 'דוח רבעוני.pdf' });
const RENAMED = libraryDocument({ id: '3c9d0000-0000-4000-8000-000000000009', name: 'דוח רבעוני', fileName: 'quarterly-report.pdf' });

const renderTable = () =>
  renderWithApp(<LibraryTable documents={[HEBREW, RENAMED]} isLoading={false} labelOf={(type) => type} selected={[]} onSelect={() => undefined} onDownload={() => undefined} onDelete={() => undefined} />);

describe('the library table', () => {
  it("shows each name and file name in a bdi of the screen's direction, so a Hebrew name's extension stays at the end (issue 23)", async () => {
    await i18next.changeLanguage('en');
    renderTable();
    for (const name of ['דוח רבעוני.pdf', 'דוח רבעוני', 'quarterly-report.pdf']) {
      const bdi = screen.getByText(name).closest('bdi');
      expect(bdi, name).not.toBeNull();
      expect(bdi?.getAttribute('dir'), name).toBe('ltr');
    }
  });

  it('lays them out right to left on a Hebrew screen', async () => {
    await i18next.changeLanguage('he');
    renderTable();
    expect(screen.getByText('דוח רבעוני.pdf').closest('bdi')?.getAttribute('dir')).toBe('rtl');
  });
});
