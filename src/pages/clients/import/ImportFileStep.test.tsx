import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { registerStrings } from '../../../i18n/load-namespaces';
import { clientsStrings } from '../../../i18n/locales/clients';
import { renderWithApp } from '../../../testing/render-with-app';
import { IMPORT_MAX_BYTES } from './import-file-check';
import { ImportFileStep } from './ImportFileStep';

beforeAll(() => registerStrings('clients', clientsStrings));

const fileOf = (name: string, size: number): File => {
  const file = new File(['a,b\n'], name, { type: 'text/csv' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const choose = (file: File) => fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } });

describe('the import file step', () => {
  it('refuses a file over 5MB in the browser, with a message, and does not send it', async () => {
    const onFile = vi.fn();
    renderWithApp(<ImportFileStep isBusy={false} onFile={onFile} />);
    choose(fileOf('people.csv', IMPORT_MAX_BYTES + 1));
    await waitFor(() => expect(screen.getByText('הקובץ גדול מ-5MB. אפשר לפצל אותו לכמה קבצים.')).toBeTruthy());
    expect(onFile).not.toHaveBeenCalled();
  });

  it('hands on a CSV within the limit', async () => {
    const onFile = vi.fn();
    renderWithApp(<ImportFileStep isBusy={false} onFile={onFile} />);
    choose(fileOf('people.csv', 1000));
    await waitFor(() => expect(onFile).toHaveBeenCalledTimes(1));
    expect((onFile.mock.calls[0]?.[0] as File).name).toBe('people.csv');
  });
});
