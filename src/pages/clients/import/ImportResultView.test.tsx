import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { act } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerStrings } from '../../../i18n/load-namespaces';
import { clientsStrings } from '../../../i18n/locales/clients';
import { renderWithApp } from '../../../testing/render-with-app';
import type { ImportResult } from './import-api';
import { ImportResultView } from './ImportResultView';

beforeAll(() => registerStrings('clients', clientsStrings));

const dryRun: ImportResult = {
  imported: 2,
  skipped: 1,
  failed: 1,
  dryRun: true,
  errors: [{ row: 4, errors: [{ field: 'idNumber', message: 'Invalid ID number', messages: { he: 'מספר תעודת זהות לא תקין', en: 'Invalid ID number', es: 'Número de identidad no válido' } }] }],
  skippedRows: [{ row: 3, skipped: 'duplicate', field: 'email' }],
  errorFileCsv: 'שם פרטי,errors\nמיכל,x\n',
};

describe('the import result', () => {
  it('shows a dry run: what would be imported and skipped, and each refused row with its message in Hebrew', () => {
    renderWithApp(<ImportResultView result={dryRun} />);
    expect(screen.getByText('2 שורות ייובאו')).toBeTruthy();
    expect(screen.getByText('שורה אחת תידלג כי הדוא״ל או הת״ז כבר קיימים')).toBeTruthy();
    expect(screen.getByText('שורה 4')).toBeTruthy();
    expect(screen.getByText('ת״ז: מספר תעודת זהות לא תקין')).toBeTruthy();
    // The rows to fix are offered only once the import ran.
    expect(screen.queryByRole('button', { name: /הורדת השורות לתיקון/ })).toBeNull();
  });

  it('reads the messages in the language of the screen, and offers the rows to fix after the import', async () => {
    await act(() => i18next.changeLanguage('es'));
    renderWithApp(<ImportResultView result={{ ...dryRun, dryRun: false }} />);
    expect(screen.getByText('2 registros importados')).toBeTruthy();
    expect(screen.getByText('Número de identificación: Número de identidad no válido')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Descargar las filas a corregir/ })).toBeTruthy();
  });

});
